import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  type InvoiceDetail,
  type InvoiceReferences,
  type InvoiceReferencesInput,
  invoiceReferencesInputSchema,
  type InvoiceReferenceValue,
} from '@portal/api-schema';
import { BILLING_TEXTS, INVOICE_REFERENCE_MAX_LENGTH } from '@portal/api-schema/constants';
import { applyServerErrors, BusyDialog, fieldErrorProps, FormErrorAlert, notify } from '@portal/ui';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateInvoiceReferencesMutation } from '../billing-api';

const FIELDS = ['po_number', 'cost_centre'] as const;

/** The invoice's own value, '' when it follows the company's default. */
const ownValue = (reference: InvoiceReferenceValue) => (reference.is_company_default ? '' : reference.value);

/** Under a field: what leaving it empty means. */
function emptyMeans(reference: InvoiceReferenceValue): string {
  return reference.company_default
    ? `Leave empty to use the company's default, ${reference.company_default}.`
    : 'Leave empty for none: the company has no default.';
}

export interface EditReferencesDialogProps {
  open: boolean;
  invoice: InvoiceDetail;
  onClose: () => void;
}

/** Sets the invoice's own PO number and cost centre; the API's refusals show beside their fields. */
export default function EditReferencesDialog({ open, invoice, onClose }: EditReferencesDialogProps) {
  const titleId = useId();
  const [save] = useUpdateInvoiceReferencesMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { po_number: poNumber, cost_centre: costCentre } = invoice.references;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InvoiceReferencesInput, unknown, InvoiceReferences>({
    defaultValues: { po_number: ownValue(poNumber), cost_centre: ownValue(costCentre) },
    resolver: zodResolver(invoiceReferencesInputSchema),
  });

  // Each opening starts from the invoice as it is now (another user may have changed it meanwhile).
  useEffect(() => {
    if (open) {
      reset({ po_number: ownValue(poNumber), cost_centre: ownValue(costCentre) });
      setFormError(null);
    }
  }, [open, reset, poNumber, costCentre]);

  const onSubmit = handleSubmit(async (references) => {
    setFormError(null);
    try {
      await save({ id: invoice.id, references }).unwrap();
      notify(BILLING_TEXTS.referencesSaved, 'success');
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <BusyDialog open={open} busy={isSubmitting} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{BILLING_TEXTS.editReferences}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <DialogContentText>What invoice {invoice.number} is booked to in your company's ledgers.</DialogContentText>
          <FormErrorAlert text={formError} />
          <TextField
            {...register('po_number')}
            id="field-po_number"
            label={BILLING_TEXTS.poNumber}
            fullWidth
            autoFocus
            disabled={isSubmitting}
            slotProps={{ htmlInput: { maxLength: INVOICE_REFERENCE_MAX_LENGTH } }}
            {...fieldErrorProps(errors.po_number, emptyMeans(poNumber))}
          />
          <TextField
            {...register('cost_centre')}
            id="field-cost_centre"
            label={BILLING_TEXTS.costCentre}
            fullWidth
            disabled={isSubmitting}
            slotProps={{ htmlInput: { maxLength: INVOICE_REFERENCE_MAX_LENGTH } }}
            {...fieldErrorProps(errors.cost_centre, emptyMeans(costCentre))}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </BusyDialog>
  );
}
