import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { InvoiceDetail } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';

// Loaded on the first click on Pay, so the payment flow (and the provider's code) never weighs on
// the invoice page.
const PayInvoice = lazy(() => import('../payment/pay-invoice'));

export function payButtonLabel(invoice: InvoiceDetail): string {
  return invoice.pending_ach ? 'Verify bank account' : 'Pay';
}

export interface PayActionProps {
  invoice: InvoiceDetail;
  onPaid(): void;
}

/** 'Pay' (or 'Verify bank account' while an ACH payment waits for its deposits) and the payment flow. */
export function PayAction({ invoice, onPaid }: PayActionProps) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button
        variant="contained"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {payButtonLabel(invoice)}
      </Button>
      {requested && (
        <Suspense
          fallback={
            <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
              <CircularProgress aria-label="Loading the payment" />
            </Backdrop>
          }
        >
          <PayInvoice
            invoice={invoice}
            open={open}
            onClose={() => setOpen(false)}
            onPaid={() => {
              setOpen(false);
              onPaid();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
