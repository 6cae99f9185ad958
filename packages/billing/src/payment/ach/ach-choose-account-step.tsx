import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { reportError } from '@portal/api-client';
import { BILLING_TEXTS, type BankAccount, type BankAccountStatus } from '@portal/api-schema';
import { useAchPayMutation, type AchPayResult } from '../payment-api';
import { PaymentDialogTitle } from '../payment-dialog-title';
import type { AchStepProps } from './ach-step-props';

const SELECT_MENU_MAX_HEIGHT = 310;

const STATUS_LABELS: Record<BankAccountStatus, string> = {
  new: 'Not verified',
  verified: 'Verified',
  verification_failed: 'Verification failed',
};

export function maskedAccountNumber(account: BankAccount): string {
  return `•••• ${account.last4}`;
}

export interface AchChooseAccountStepProps extends AchStepProps {
  accounts: BankAccount[];
  /** The selected account: the flow keeps it, so that coming back here keeps it selected. */
  chosenId: string | null;
  onChosen(bankAccountId: string): void;
  onVerifyNewAccount(): void;
  onAnswered(bankAccountId: string, answer: AchPayResult): void;
}

export function AchChooseAccountStep({
  titleId,
  summary,
  accounts,
  chosenId,
  onChosen,
  onCancel,
  onVerifyNewAccount,
  onAnswered,
}: AchChooseAccountStepProps) {
  const [pay, payCall] = useAchPayMutation();
  const chosen = accounts.find((account) => account.id === chosenId);
  const verified = chosen?.status === 'verified';

  const proceed = async () => {
    if (!chosen) return;
    const answer = await pay({ reference: summary.reference, bankAccountId: chosen.id });
    // A failure shows the API client's toast and leaves the customer here.
    if ('error' in answer) reportError(answer.error, { step: 'ach-pay', reference: summary.reference });
    else onAnswered(chosen.id, answer.data);
  };

  return (
    <>
      <PaymentDialogTitle id={titleId} onClose={onCancel}>
        Pay {summary.amount} via ACH
      </PaymentDialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="normal"
          label={BILLING_TEXTS.achChooseLabel}
          value={chosen ? chosen.id : ''}
          onChange={(event) => onChosen(event.target.value)}
          helperText={
            chosen && !verified
              ? 'Two small deposits are sent to this account and take 1-2 business days to arrive. Enter their amounts to complete the ACH authorization.'
              : undefined
          }
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: SELECT_MENU_MAX_HEIGHT } } } } } }}
        >
          {accounts.map((account) => (
            <MenuItem key={account.id} value={account.id}>
              {`${maskedAccountNumber(account)} (${STATUS_LABELS[account.status]})`}
            </MenuItem>
          ))}
        </TextField>
        <Link component="button" type="button" onClick={onVerifyNewAccount}>
          {BILLING_TEXTS.achVerifyNew}
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={!chosen || payCall.isLoading} onClick={() => void proceed()}>
          {verified ? BILLING_TEXTS.achProceedVerified : BILLING_TEXTS.achProceedUnverified}
        </Button>
      </DialogActions>
    </>
  );
}
