import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS } from '@portal/api-schema';
import { PaymentDialogTitle } from '../payment-dialog-title';
import { PaymentReceipt } from '../receipt/payment-receipt';
import type { AchStepProps } from './ach-step-props';

/** The payment is under way: Ok and the close button both close it; there is nothing left to cancel. */
export function AchSuccessStep({ titleId, summary, onCancel }: AchStepProps) {
  return (
    <>
      <PaymentDialogTitle id={titleId} onClose={onCancel}>
        {BILLING_TEXTS.achSuccess}
      </PaymentDialogTitle>
      <DialogContent>
        <Typography>We will e-mail you a receipt when the payment is received. This may take up to 7 days.</Typography>
        <PaymentReceipt reference={summary.reference} paidTo={summary.vendorName} amount={summary.amount} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onCancel}>
          Ok
        </Button>
      </DialogActions>
    </>
  );
}
