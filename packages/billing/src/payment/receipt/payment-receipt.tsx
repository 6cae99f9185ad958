import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS } from '@portal/api-schema';

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
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2, '& dd': { m: 0 } }}>
      {reference !== undefined && (
        <>
          <Typography component="dt" color="text.secondary">
            Reference
          </Typography>
          <Typography component="dd">{reference}</Typography>
        </>
      )}
      {paidTo !== undefined && (
        <>
          <Typography component="dt" color="text.secondary">
            {BILLING_TEXTS.paidTo}
          </Typography>
          <Typography component="dd">{paidTo}</Typography>
        </>
      )}
      {amount !== undefined && (
        <>
          <Typography component="dt" color="text.secondary">
            Amount
          </Typography>
          <Typography component="dd">{amount}</Typography>
        </>
      )}
    </Box>
  );
}
