import Button from '@mui/material/Button';
import type { InvoiceDetail } from '@portal/api-schema';
import { DISPUTE_TEXTS } from '@portal/api-schema/constants';
import { useState } from 'react';
import { useGetInvoiceDisputeQuery } from './dispute-api';
import { RaiseDisputeDialog } from './raise-dispute-dialog';

/** 'Dispute invoice' and its dialog, offered only while the server says a dispute may be raised. */
export function DisputeAction({ invoice }: { invoice: InvoiceDetail }) {
  const [open, setOpen] = useState(false);
  const { data } = useGetInvoiceDisputeQuery(invoice.id);
  return (
    <>
      {data?.can_raise === true && (
        <Button variant="outlined" color="warning" onClick={() => setOpen(true)}>
          {DISPUTE_TEXTS.action}
        </Button>
      )}
      <RaiseDisputeDialog invoice={invoice} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
