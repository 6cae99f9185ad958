import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { reportError } from '@portal/api-client';
import { BILLING_TEXTS, type BankAccount } from '@portal/api-schema';
import { useState } from 'react';
import { useAchVerifyMutation } from '../payment-api';
import { PaymentDialogTitle } from '../payment-dialog-title';
import { maskedAccountNumber } from './ach-choose-account-step';
import type { AchStepProps } from './ach-step-props';
import { type DepositAmounts, DepositAmountsFields, depositAmountsComplete } from './deposit-amounts-fields';

export interface AchVerifyStepProps extends AchStepProps {
  bankAccountId: string;
  /** The account being verified, as the metadata lists it (absent if it is not listed to this user). */
  account: BankAccount | undefined;
  onVerified(): void;
  onFailed(): void;
}

/** The two micro-deposit amounts, in cents; a wrong answer goes back to the account chooser. */
export function AchVerifyStep({ titleId, summary, bankAccountId, account, onCancel, onVerified, onFailed }: AchVerifyStepProps) {
  const [amounts, setAmounts] = useState<DepositAmounts>(['', '']);
  const [verify, verifyCall] = useAchVerifyMutation();

  const submit = async () => {
    if (!depositAmountsComplete(amounts)) return;
    const answer = await verify({ reference: summary.reference, bankAccountId, amounts });
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
        <DepositAmountsFields amounts={amounts} onChange={setAmounts} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={!depositAmountsComplete(amounts) || verifyCall.isLoading} onClick={() => void submit()}>
          {`${BILLING_TEXTS.achVerifyAndPay} ${summary.amount}`}
        </Button>
      </DialogActions>
    </>
  );
}
