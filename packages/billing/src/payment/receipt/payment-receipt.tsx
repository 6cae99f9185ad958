import { BILLING_TEXTS } from '@portal/api-schema';
import { DetailItem, DetailList } from '@portal/ui';

export interface PaymentReceiptProps {
  /** Omitted before a payment exists, e.g. on the ACH introduction. */
  reference?: string;
  /** Omitted on a failed payment, which shows only its reference. */
  paidTo?: string;
  amount?: string;
}

/** The reference, vendor and amount lines of a payment's outcome. */
export function PaymentReceipt({ reference, paidTo, amount }: PaymentReceiptProps) {
  return (
    <DetailList layout="side-by-side" sx={{ my: 2 }}>
      {reference !== undefined && (
        <DetailItem term="Reference" termVariant="body1">
          {reference}
        </DetailItem>
      )}
      {paidTo !== undefined && (
        <DetailItem term={BILLING_TEXTS.paidTo} termVariant="body1">
          {paidTo}
        </DetailItem>
      )}
      {amount !== undefined && (
        <DetailItem term="Amount" termVariant="body1">
          {amount}
        </DetailItem>
      )}
    </DetailList>
  );
}
