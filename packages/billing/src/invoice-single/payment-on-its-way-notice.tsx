import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { PaymentOnItsWay } from '@portal/api-schema';
import { BILLING_TEXTS } from '@portal/api-schema/constants';
import { formatDate, formatMinorUnits } from '@portal/ui';

/** What the notice says of a payment on its way: when it left, how much, how, the reference, and what it waits for. */
function paymentOnItsWayText(payment: PaymentOnItsWay): string {
  const amount = formatMinorUnits(payment.amount.added_value, payment.amount.currency);
  const on = formatDate(payment.started_at);
  if (payment.method_kind === 'wire') {
    return `Wire announced on ${on}: ${amount} by ${payment.method}, reference ${payment.reference}. We are ${BILLING_TEXTS.wireWaitingForVendor}; the invoice is marked paid then.`;
  }
  return `Payment started on ${on}: ${amount} by ${payment.method}, reference ${payment.payment_reference}. We are waiting for it to settle; the invoice is marked paid then.`;
}

/** The invoice's payment that left the customer's side and is not confirmed yet: no other payment can start meanwhile. */
export function PaymentOnItsWayNotice({ payment }: { payment: PaymentOnItsWay }) {
  return (
    <Alert severity="info" role="status" data-testid="payment-on-its-way">
      <AlertTitle>{BILLING_TEXTS.paymentOnItsWay}</AlertTitle>
      {paymentOnItsWayText(payment)}
    </Alert>
  );
}
