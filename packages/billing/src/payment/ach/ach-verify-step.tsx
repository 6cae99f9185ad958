import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reportError } from '@portal/api-client';
import { BILLING_TEXTS, type BankAccount } from '@portal/api-schema';
import { NumberField, type NumberFieldValue } from '@portal/ui';
import { useState } from 'react';
import { useAchVerifyMutation } from '../payment-api';
import { PaymentDialogTitle } from '../payment-dialog-title';
import { maskedAccountNumber } from './ach-choose-account-step';
import type { AchStepProps } from './ach-step-props';

const MIN_DEPOSIT_CENTS = 1;
const MAX_DEPOSIT_CENTS = 99;

export interface AchVerifyStepProps extends AchStepProps {
  bankAccountId: string;
  /** The account being verified, as the metadata lists it (absent if it is not listed to this user). */
  account: BankAccount | undefined;
  onVerified(): void;
  onFailed(): void;
}

/** The two micro-deposit amounts, in cents; a wrong answer goes back to the account chooser. */
export function AchVerifyStep({ titleId, summary, bankAccountId, account, onCancel, onVerified, onFailed }: AchVerifyStepProps) {
  const [amounts, setAmounts] = useState<[NumberFieldValue, NumberFieldValue]>(['', '']);
  const [verify, verifyCall] = useAchVerifyMutation();
  const [first, second] = amounts;

  const submit = async () => {
    if (first === '' || second === '') return;
    const answer = await verify({ reference: summary.reference, bankAccountId, amounts: [first, second] });
    if ('error' in answer) {
      reportError(answer.error, { step: 'ach-verify', reference: summary.reference });
      onFailed();
    } else {
      onVerified();
    }
  };

  return (
    <>
      <PaymentDialogTitle id={titleId} onClose={onCancel}>
        {BILLING_TEXTS.achDepositsMade}
      </PaymentDialogTitle>
      <DialogContent>
        {account && (
          <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="ach-verify-account">
            Bank account {maskedAccountNumber(account)}
          </Typography>
        )}
        <Typography>
          We have sent two small deposits to {account ? `bank account ${maskedAccountNumber(account)}` : 'your bank account'}; they take 1-2
          business days to arrive. Enter both amounts in cents to verify the account.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <NumberField
            label={BILLING_TEXTS.achDeposit1}
            required
            value={first}
            min={MIN_DEPOSIT_CENTS}
            max={MAX_DEPOSIT_CENTS}
            onChange={(value) => setAmounts([value, second])}
          />
          <NumberField
            label={BILLING_TEXTS.achDeposit2}
            required
            value={second}
            min={MIN_DEPOSIT_CENTS}
            max={MAX_DEPOSIT_CENTS}
            onChange={(value) => setAmounts([first, value])}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={first === '' || second === '' || verifyCall.isLoading} onClick={() => void submit()}>
          {`${BILLING_TEXTS.achVerifyAndPay} ${summary.amount}`}
        </Button>
      </DialogActions>
    </>
  );
}
