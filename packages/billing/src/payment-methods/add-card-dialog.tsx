import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { BusyDialog } from '@portal/ui';
import { useId, useState } from 'react';
import { PaymentDialogTitle } from '../payment/payment-dialog-title';
import { serverErrorText } from '../payment/server-error-text';
import type { MountedStripeElement } from '../payment/card/mounted-stripe-element';
import { StripeElementForm } from '../payment/card/stripe-checkout-form';
import type { StripeCardSetupResult } from '../payment/card/stripe-card-setup';
import { CARD_NOT_SAVED, notifyCardSaved } from './card-setup-return';
import { useAddCardMutation } from './payment-methods-api';

const ADD_CARD_TITLE = 'Add a card';

/**
 * Stripe's Payment Element confirming the card's SetupIntent (Stripe.js, loaded as for paying by
 * card), then the card saved for the company; a decline or a refusal is told in the dialog, which
 * stays open for another card.
 */
export function AddCardDialog({
  publishableKey,
  setup,
  onClose,
}: {
  publishableKey: string;
  setup: { setup_id: string; client_secret: string };
  onClose(): void;
}) {
  const titleId = useId();
  const [addCard, addCall] = useAddCardMutation();
  const [error, setError] = useState<string | null>(null);
  const [mount] = useState(
    () =>
      async (container: HTMLDivElement): Promise<MountedStripeElement<StripeCardSetupResult>> =>
        (await import('../payment/card/stripe-card-setup')).mountStripeCardSetup(container, publishableKey, setup.client_secret),
  );

  const onResult = async (result: StripeCardSetupResult) => {
    if (result.status === 'failed') {
      setError(result.message);
      return;
    }
    setError(null);
    const answer = await addCard({ setupId: result.setupIntentId });
    if ('error' in answer) {
      setError(serverErrorText(answer.error) ?? CARD_NOT_SAVED);
      return;
    }
    notifyCardSaved(answer.data);
    onClose();
  };

  return (
    <BusyDialog open busy={addCall.isLoading} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <PaymentDialogTitle id={titleId} onClose={onClose}>
        {ADD_CARD_TITLE}
      </PaymentDialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          The card is saved for your company&apos;s invoices; nothing is charged now.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <StripeElementForm
          mount={mount}
          step="card-setup"
          submitLabel="Save card"
          onResult={(result) => void onResult(result)}
          onCancel={onClose}
        />
      </DialogContent>
    </BusyDialog>
  );
}
