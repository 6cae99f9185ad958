import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { SavedBankAccount } from '@portal/api-schema';
import { BusyDialog, notify } from '@portal/ui';
import { useId, useState } from 'react';
import { type DepositAmounts, DepositAmountsFields, depositAmountsComplete } from '../payment/ach/deposit-amounts-fields';
import { PaymentDialogTitle } from '../payment/payment-dialog-title';
import { serverErrorText } from '../payment/server-error-text';
import { maskedBankAccount } from './saved-method-labels';
import { useVerifyBankAccountMutation } from './payment-methods-api';

/** The two deposit amounts of an account waiting for them, as the ACH verify step asks them. */
export function VerifyBankAccountDialog({ account, onClose }: { account: SavedBankAccount; onClose(): void }) {
  const titleId = useId();
  const [amounts, setAmounts] = useState<DepositAmounts>(['', '']);
  const [error, setError] = useState<string | null>(null);
  const [verify, verifyCall] = useVerifyBankAccountMutation();

  const submit = async () => {
    if (!depositAmountsComplete(amounts)) return;
    setError(null);
    const answer = await verify({ id: account.id, amounts });
    if ('error' in answer) {
      setError(serverErrorText(answer.error) ?? 'The bank account could not be verified.');
      return;
    }
    notify(`Bank account ${maskedBankAccount(account)} verified.`, 'success');
    onClose();
  };

  return (
    <BusyDialog open busy={verifyCall.isLoading} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <PaymentDialogTitle id={titleId} onClose={onClose}>
          Verify bank account {maskedBankAccount(account)}
        </PaymentDialogTitle>
        <DialogContent>
          <Typography>
            We have sent two small deposits to bank account {maskedBankAccount(account)}; they take 1-2 business days to arrive. Enter both
            amounts in cents to verify the account.
          </Typography>
          {account.awaiting_payment && (
            <Alert severity="info" sx={{ mt: 2 }}>
              Invoice {account.awaiting_payment.invoice_number} waits for this account: verifying it pays the invoice.
            </Alert>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          <DepositAmountsFields amounts={amounts} onChange={setAmounts} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={verifyCall.isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!depositAmountsComplete(amounts) || verifyCall.isLoading}>
            Verify
          </Button>
        </DialogActions>
      </form>
    </BusyDialog>
  );
}
