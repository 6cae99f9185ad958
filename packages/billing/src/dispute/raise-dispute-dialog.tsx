import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { InvoiceDetail } from '@portal/api-schema';
import { DISPUTE_LIMITS, DISPUTE_REASON_LABELS, DISPUTE_REASONS, DISPUTE_TEXTS } from '@portal/api-schema/constants';
import { applyServerErrors, BusyDialog, fieldErrorProps, FormErrorAlert, notify, SelectField, textLimitProps } from '@portal/ui';
import { useId, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { AttachmentField } from './attachment-field';
import { useRaiseDisputeMutation } from './dispute-api';
import {
  attachmentInput,
  disputeFieldOf,
  type RaiseDisputeFormOutput,
  raiseDisputeFormSchema,
  type RaiseDisputeFormValues,
} from './dispute-form';

const FIELDS = ['reason', 'message', 'attachment'] as const;
const resolver = zodResolver(raiseDisputeFormSchema) as unknown as Resolver<RaiseDisputeFormValues, unknown, RaiseDisputeFormOutput>;

export interface RaiseDisputeDialogProps {
  invoice: Pick<InvoiceDetail, 'id' | 'number' | 'vendor'>;
  open: boolean;
  onClose(): void;
}

/** Disputes the invoice: a reason from the list, the customer's own words and an optional file. */
export function RaiseDisputeDialog(props: RaiseDisputeDialogProps) {
  if (!props.open) return null;
  return <OpenRaiseDisputeDialog {...props} />;
}

function OpenRaiseDisputeDialog({ invoice, onClose }: RaiseDisputeDialogProps) {
  const titleId = useId();
  const [raise] = useRaiseDisputeMutation();
  const [formError, setFormError] = useState<string | null>(null);
  // isSubmitting lands after a render; a second press of Enter in the same frame must see the first.
  const sending = useRef(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RaiseDisputeFormValues, unknown, RaiseDisputeFormOutput>({
    defaultValues: { reason: '', message: '', attachment: null },
    resolver,
  });

  const onSubmit = handleSubmit(async ({ reason, message, attachment }) => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    try {
      await raise({ invoiceId: invoice.id, input: { reason, message, attachment: await attachmentInput(attachment) } }).unwrap();
      notify(DISPUTE_TEXTS.raised, 'success');
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, disputeFieldOf(FIELDS)));
    } finally {
      sending.current = false;
    }
  });

  const message = (watch('message') ?? '').trim();

  return (
    <BusyDialog open busy={isSubmitting} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{DISPUTE_TEXTS.dialogTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <DialogContentText>
            Tell {invoice.vendor.name} what is wrong with invoice {invoice.number}. It cannot be paid while the dispute is open; the vendor
            answers here, and you will get an e-mail.
          </DialogContentText>
          <FormErrorAlert text={formError} />
          <SelectField
            control={control}
            name="reason"
            options={DISPUTE_REASONS.map((reason) => ({ value: reason, label: DISPUTE_REASON_LABELS[reason] }))}
            id="field-reason"
            label={DISPUTE_TEXTS.reasonLabel}
            required
            fullWidth
            autoFocus
            disabled={isSubmitting}
            {...fieldErrorProps(errors.reason)}
          />
          <TextField
            {...register('message')}
            id="field-message"
            label={DISPUTE_TEXTS.messageLabel}
            required
            multiline
            minRows={4}
            fullWidth
            disabled={isSubmitting}
            // Past the limit the live count says by how much, in place of the schema's word for it.
            {...textLimitProps(message, DISPUTE_LIMITS.messageMaxLength, errors.message?.type === 'too_big' ? undefined : errors.message)}
          />
          <Controller
            control={control}
            name="attachment"
            render={({ field, fieldState }) => (
              <AttachmentField
                id="field-attachment"
                file={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={isSubmitting}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Send dispute
          </Button>
        </DialogActions>
      </Box>
    </BusyDialog>
  );
}
