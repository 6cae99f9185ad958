import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { InvoiceDetail } from '@portal/api-schema';
import { lazy, Suspense, useState } from 'react';

// Loaded on the first click on Pay, so the payment flow (and the provider's code) never weighs on
// the invoice page.
const PayInvoice = lazy(() => import('../payment/pay-invoice'));

function payButtonLabel(invoice: InvoiceDetail): string {
  return invoice.pending_ach ? 'Verify bank account' : 'Pay';
}

export interface PayActionProps {
  invoice: InvoiceDetail;
  onPaid(): void;
}

function canStartPayment(invoice: InvoiceDetail): boolean {
  return invoice.can_pay || invoice.pending_ach !== null;
}

/**
 * 'Pay' (or 'Verify bank account' while an ACH payment waits for its deposits) and the payment flow.
 * The flow keeps the invoice as it was when it started: a payment changes the invoice (it becomes
 * paid, or waits for ACH), and the flow must still show its last step.
 */
export function PayAction({ invoice, onPaid }: PayActionProps) {
  const [flowInvoice, setFlowInvoice] = useState<InvoiceDetail | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <>
      {canStartPayment(invoice) && (
        <Button
          variant="contained"
          onClick={() => {
            setFlowInvoice(invoice);
            setOpen(true);
          }}
        >
          {payButtonLabel(invoice)}
        </Button>
      )}
      {flowInvoice && (
        <Suspense
          fallback={
            <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
              <CircularProgress aria-label="Loading the payment" />
            </Backdrop>
          }
        >
          <PayInvoice
            invoice={flowInvoice}
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
