import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import { reportError } from '@portal/api-client';
import { formatMinorUnits, notify } from '@portal/ui';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useAchCancelMutation, useGetAchMetadataQuery, type PaymentMetadataArgs } from '../payment-api';
import { achFlowTransition, initialAchFlowState, type AchFlowState } from './ach-flow';
import { AchAuthorizationStep } from './ach-authorization-step';
import { AchChooseAccountStep } from './ach-choose-account-step';
import { AchCreateAccountStep } from './ach-create-account-step';
import type { AchPaymentSummary } from './ach-step-props';
import { AchSuccessStep } from './ach-success-step';
import { AchVerifyStep } from './ach-verify-step';

export const AWAITING_DEPOSITS_MESSAGE =
  'Your payment is saved. When the deposits arrive, enter their amounts with Verify bank account on the invoice.';

export interface AchPaymentModalProps extends PaymentMetadataArgs {
  /** Set when an ACH payment waits for its deposits: the flow starts at verifying this account. */
  initialBankAccountId: string | null;
  onClose(): void;
  onPaid(): void;
}

/** Pays by ACH through the steps of the ACH flow. */
export function AchPaymentModal({ invoiceId, slug, reference, initialBankAccountId, onClose, onPaid }: AchPaymentModalProps) {
  const titleId = useId();
  const [state, dispatch] = useReducer(achFlowTransition, initialBankAccountId, initialAchFlowState);
  const metadata = useGetAchMetadataQuery({ invoiceId, slug, reference });
  const [cancelPayment] = useAchCancelMutation();
  const previousStep = useRef<AchFlowState['step']>(state.step);

  useEffect(() => {
    if (state.step !== 'loading') return;
    if (metadata.data) dispatch({ type: 'metadata-loaded', metadata: metadata.data });
    else if (metadata.isError) {
      reportError(metadata.error, { step: 'ach-metadata', invoiceId, slug });
      dispatch({ type: 'metadata-failed' });
    }
  }, [state.step, metadata.data, metadata.isError, metadata.error, invoiceId, slug]);

  // Coming to the chooser or the verify step after creating or verifying an account: the list has changed.
  const { refetch } = metadata;
  useEffect(() => {
    const reloads = state.step === 'choose' || state.step === 'verify';
    if (reloads && previousStep.current !== 'loading' && previousStep.current !== state.step) void refetch();
    previousStep.current = state.step;
  }, [state.step, refetch]);

  const closeHandled = useRef(false);
  useEffect(() => {
    if (state.step !== 'closed' || closeHandled.current) return;
    closeHandled.current = true;
    if (state.outcome === 'paid') {
      onPaid();
      return;
    }
    // The payment is kept: the invoice's 'Verify bank account' comes back to it.
    if (state.outcome === 'awaiting-deposits') notify(AWAITING_DEPOSITS_MESSAGE, 'info');
    // Left before anything was paid: the payment started for this dialog is cancelled, so that the
    // invoice's timeline closes it and an invoice that waited for it is payable again. The flow ends
    // at once: a Pay pressed while the cancellation is under way must open the chooser, not be lost.
    const paymentReference = reference ?? metadata.data?.reference;
    if (state.outcome === 'nothing' && paymentReference) {
      void cancelPayment({ reference: paymentReference }).then((answer) => {
        if ('error' in answer) reportError(answer.error, { step: 'ach-cancel', reference: paymentReference });
      });
    }
    onClose();
  }, [state, onPaid, onClose, reference, metadata.data?.reference, cancelPayment]);

  if (state.step === 'closed') return null;
  const close = () => dispatch({ type: 'closed' });
  const data = metadata.data;
  const summary: AchPaymentSummary | null = data
    ? {
        reference: data.reference,
        vendorName: data.options.vendor_name,
        amount: formatMinorUnits(data.options.amount.added_value, data.options.amount.currency),
      }
    : null;

  // Back at the chooser after adding an account, the list is reloaded before the account shows.
  const waitingForAccount =
    state.step === 'choose' &&
    state.bankAccountId !== null &&
    metadata.isFetching &&
    !data?.bank_accounts.some((account) => account.id === state.bankAccountId);

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {!data || !summary || state.step === 'loading' || waitingForAccount ? (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
          </DialogActions>
        </>
      ) : state.step === 'authorization' ? (
        <AchAuthorizationStep titleId={titleId} summary={summary} onCancel={close} onProceed={() => dispatch({ type: 'proceed' })} />
      ) : state.step === 'create-account' ? (
        <AchCreateAccountStep
          titleId={titleId}
          summary={summary}
          provider={data.options.provider}
          publishableKey={data.public_key}
          onCancel={close}
          onCreated={(bankAccountId) => dispatch({ type: 'account-created', bankAccountId })}
        />
      ) : state.step === 'choose' ? (
        <AchChooseAccountStep
          titleId={titleId}
          summary={summary}
          accounts={data.bank_accounts}
          chosenId={state.bankAccountId}
          onChosen={(bankAccountId) => dispatch({ type: 'account-selected', bankAccountId })}
          onCancel={close}
          onVerifyNewAccount={() => dispatch({ type: 'verify-new-account' })}
          onAnswered={(bankAccountId, answer) => dispatch({ type: 'pay-answered', bankAccountId, status: answer.status })}
        />
      ) : state.step === 'verify' ? (
        <AchVerifyStep
          titleId={titleId}
          summary={summary}
          bankAccountId={state.bankAccountId}
          account={data.bank_accounts.find((account) => account.id === state.bankAccountId)}
          onCancel={close}
          onVerified={() => dispatch({ type: 'verified' })}
          onFailed={() => dispatch({ type: 'verify-failed' })}
        />
      ) : (
        <AchSuccessStep titleId={titleId} summary={summary} onCancel={close} />
      )}
    </Dialog>
  );
}
