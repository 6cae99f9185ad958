import Button from '@mui/material/Button';
import { acceptDeliveryQuestion, type InvoiceDetail } from '@portal/api-schema';
import { ConfirmDialog, notify } from '@portal/ui';
import { useRef, useState } from 'react';
import { useAcceptDeliveryMutation } from '../billing-api';

export function deliveryAcceptedText(invoiceNumber: string): string {
  return `Delivery accepted on the invoice ${invoiceNumber}`;
}

/** 'Accept delivery' and its confirmation; the request is sent once, however often Confirm is hit. */
export function AcceptDeliveryAction({ invoice }: { invoice: InvoiceDetail }) {
  const [open, setOpen] = useState(false);
  const [acceptDelivery, { isLoading }] = useAcceptDeliveryMutation();
  // State updates land after a render; a second click in the same frame must see the first one.
  const sending = useRef(false);

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await acceptDelivery(invoice.id).unwrap();
      setOpen(false);
      notify(deliveryAcceptedText(invoice.number), 'success');
    } catch {
      // The API client has already told the user why in a toast; the dialog stays for a retry.
    } finally {
      sending.current = false;
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} disabled={isLoading}>
        Accept delivery
      </Button>
      <ConfirmDialog
        open={open}
        title="Accept delivery"
        confirmLabel="Confirm"
        cancelLabel="Cancel"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        {acceptDeliveryQuestion(invoice.vendor.name, invoice.number)}
      </ConfirmDialog>
    </>
  );
}
