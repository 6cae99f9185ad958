import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import { reportError } from '@portal/api-client';
import { formatMinorUnits } from '@portal/ui';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useGetAchMetadataQuery, type PaymentMetadataArgs } from '../payment-api';
import { achFlowTransition, initialAchFlowState, type AchFlowState } from './ach-flow';
import { AchAuthorizationStep } from './ach-authorization-step';
import { AchChooseAccountStep } from './ach-choose-account-step';
import { AchCreateAccountStep } from './ach-create-account-step';
import type { AchPaymentSummary } from './ach-step-props';
import { AchSuccessStep } from './ach-success-step';
import { AchVerifyStep } from './ach-verify-step';

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
  const previousStep = useRef<AchFlowState['step']>(state.step);

  useEffect(() => {
    if (state.step !== 'loading') return;
    if (metadata.data) dispatch({ type: 'metadata-loaded', metadata: metadata.data });
    else if (metadata.isError) {
      reportError(metadata.error, { step: 'ach-metadata', invoiceId, slug });
      dispatch({ type: 'metadata-failed' });
    }
  }, [state.step, metadata.data, metadata.isError, metadata.error, invoiceId, slug]);

  // Coming back to the chooser after creating or verifying an account: its list has changed.
  const { refetch } = metadata;
  useEffect(() => {
    if (state.step === 'choose' && previousStep.current !== 'loading' && previousStep.current !== 'choose') void refetch();
    previousStep.current = state.step;
  }, [state.step, refetch]);

  useEffect(() => {
    if (state.step === 'closed') {
      if (state.paid) onPaid();
      else onClose();
    }
  }, [state, onPaid, onClose]);

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

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {!data || !summary || state.step === 'loading' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : state.step === 'authorization' ? (
        <AchAuthorizationStep titleId={titleId} summary={summary} onProceed={() => dispatch({ type: 'proceed' })} />
      ) : state.step === 'create-account' ? (
        <AchCreateAccountStep
          titleId={titleId}
          summary={summary}
          provider={data.options.provider}
          publishableKey={data.public_key}
          onCreated={(bankAccountId) => dispatch({ type: 'account-created', bankAccountId })}
        />
      ) : state.step === 'choose' ? (
        <AchChooseAccountStep
          titleId={titleId}
          summary={summary}
          accounts={data.bank_accounts}
          onVerifyNewAccount={() => dispatch({ type: 'verify-new-account' })}
          onAnswered={(bankAccountId, answer) => dispatch({ type: 'pay-answered', bankAccountId, status: answer.status })}
        />
      ) : state.step === 'verify' ? (
        <AchVerifyStep
          titleId={titleId}
          summary={summary}
          bankAccountId={state.bankAccountId}
          onVerified={() => dispatch({ type: 'verified' })}
          onFailed={() => dispatch({ type: 'verify-failed' })}
        />
      ) : (
        <AchSuccessStep titleId={titleId} summary={summary} onOk={close} />
      )}
    </Dialog>
  );
}
