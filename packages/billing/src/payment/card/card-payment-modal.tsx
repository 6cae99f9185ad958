import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { reportError, useRuntimeConfig } from '@portal/api-client';
import { BILLING_TEXTS, CARD_METHOD_SLUG, type CardMetadata, type PaymentResult } from '@portal/api-schema';
import { formatMinorUnits } from '@portal/ui';
import { useEffect, useId, useState } from 'react';
import { apiOrigin } from '../api-origin';
import { useGetCardMetadataQuery, useSetPaymentStatusMutation, type PaymentMetadataArgs } from '../payment-api';
import { PaymentReceipt } from '../receipt/payment-receipt';
import { serverErrorText } from '../server-error-text';
import type { CardCheckoutResult } from './card-checkout-result';
import { SandboxCheckoutFrame } from './sandbox-checkout-frame';
import { StripeCheckoutForm } from './stripe-checkout-form';

export interface CardPaymentModalProps extends PaymentMetadataArgs {
  onClose(): void;
  onPaid(): void;
}

type Outcome = { kind: 'succeeded'; result: PaymentResult } | { kind: 'failed'; reference: string; message: string | null };

/** Pays by card: the provider's checkout opens by itself, then the server tells the outcome. */
export function CardPaymentModal({ invoiceId, slug, reference, onClose, onPaid }: CardPaymentModalProps) {
  const titleId = useId();
  const metadata = useGetCardMetadataQuery({ invoiceId, slug, reference });
  const [setPaymentStatus, statusCall] = useSetPaymentStatusMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (metadata.isError) {
      reportError(metadata.error, { step: 'card-metadata', invoiceId, slug });
      onClose();
    }
  }, [metadata.isError, metadata.error, invoiceId, slug, onClose]);

  const finishCheckout = async (checkout: CardCheckoutResult, paymentReference: string) => {
    const answer = await setPaymentStatus({
      provider: CARD_METHOD_SLUG,
      reference: paymentReference,
      status: checkout.status,
      token: checkout.token,
      args: checkout.args,
    });
    if (checkout.status === 'canceled') {
      onClose();
      return;
    }
    if ('error' in answer) {
      setOutcome({ kind: 'failed', reference: paymentReference, message: serverErrorText(answer.error) });
    } else if (answer.data.status === 'succeeded') {
      setOutcome({ kind: 'succeeded', result: answer.data });
    } else {
      setOutcome({ kind: 'failed', reference: answer.data.reference, message: answer.data.message });
    }
  };

  if (outcome?.kind === 'succeeded') {
    const { result } = outcome;
    return (
      <Dialog open onClose={onPaid} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{BILLING_TEXTS.cardSuccess}</DialogTitle>
        <DialogContent>
          <PaymentReceipt
            reference={result.reference}
            paidTo={result.paid_to}
            amount={formatMinorUnits(result.amount.added_value, result.amount.currency)}
          />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onPaid}>
            Ok
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  if (outcome?.kind === 'failed') {
    return (
      <Dialog open onClose={onClose} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{BILLING_TEXTS.cardFailed}</DialogTitle>
        <DialogContent>
          {outcome.message && <Typography color="error">{outcome.message}</Typography>}
          <PaymentReceipt reference={outcome.reference} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Pay by card</DialogTitle>
      <DialogContent>
        {!metadata.data || statusCall.isLoading ? (
          <CircularProgress aria-label="Loading" />
        ) : (
          <Checkout
            metadata={metadata.data}
            onCancel={onClose}
            onResult={(result) => void finishCheckout(result, metadata.data!.checkout_options.reference)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Checkout({
  metadata,
  onResult,
  onCancel,
}: {
  metadata: CardMetadata;
  onResult(result: CardCheckoutResult): void;
  onCancel(): void;
}) {
  const { apiUrl } = useRuntimeConfig();
  const { configure_options: configure, checkout_options: checkout } = metadata;
  if (configure.provider === 'stripe' && configure.publishable_key && checkout.client_secret) {
    return (
      <StripeCheckoutForm
        publishableKey={configure.publishable_key}
        clientSecret={checkout.client_secret}
        payLabel={`Pay ${formatMinorUnits(checkout.amount.added_value, checkout.amount.currency)}`}
        onResult={onResult}
        onCancel={() => onResult({ status: 'canceled', token: null, args: null })}
      />
    );
  }
  if (configure.provider === 'sandbox' && checkout.checkout_url) {
    const origin = apiOrigin(apiUrl);
    return <SandboxCheckoutFrame src={new URL(checkout.checkout_url, origin).href} origin={origin} onResult={onResult} />;
  }
  return (
    <>
      <Typography>The card checkout is not available. Please choose another payment method.</Typography>
      <DialogActions>
        <Button onClick={onCancel}>Close</Button>
      </DialogActions>
    </>
  );
}
