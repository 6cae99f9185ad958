import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { PaymentDialogTitle } from '../payment-dialog-title';
import { PaymentReceipt } from '../receipt/payment-receipt';
import type { AchStepProps } from './ach-step-props';

export function AchAuthorizationStep({ titleId, summary, onCancel, onProceed }: AchStepProps & { onProceed(): void }) {
  return (
    <>
      <PaymentDialogTitle id={titleId} onClose={onCancel}>
        ACH authorization
      </PaymentDialogTitle>
      <DialogContent>
        <Typography>
          ACH authorization is a one-time procedure: once it is done, you can pay your next invoices instantly via ACH.
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Give us the account holder&apos;s name, the bank account number and the routing number, and we will send two small deposits to the
          account to verify it.
        </Typography>
        <PaymentReceipt paidTo={summary.vendorName} amount={summary.amount} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onProceed}>
          Proceed
        </Button>
      </DialogActions>
    </>
  );
}
