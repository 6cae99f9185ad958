import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS } from '@portal/api-schema';
import { PaymentReceipt } from '../receipt/payment-receipt';
import type { AchStepProps } from './ach-step-props';

export function AchSuccessStep({ titleId, summary, onOk }: AchStepProps & { onOk(): void }) {
  return (
    <>
      <DialogTitle id={titleId}>{BILLING_TEXTS.achSuccess}</DialogTitle>
      <DialogContent>
        <Typography>We will e-mail you a receipt when the payment is received. This may take up to 7 days.</Typography>
        <PaymentReceipt reference={summary.reference} paidTo={summary.vendorName} amount={summary.amount} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onOk}>
          Ok
        </Button>
      </DialogActions>
    </>
  );
}
