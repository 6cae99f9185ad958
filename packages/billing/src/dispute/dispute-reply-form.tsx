import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { DISPUTE_LIMITS, DISPUTE_TEXTS } from '@portal/api-schema/constants';
import { applyServerErrors, FormErrorAlert, notify, textLimitProps } from '@portal/ui';
import { useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { AttachmentField } from './attachment-field';
import { useAddDisputeMessageMutation } from './dispute-api';
import {
  attachmentInput,
  disputeFieldOf,
  type DisputeMessageFormOutput,
  disputeMessageFormSchema,
  type DisputeMessageFormValues,
} from './dispute-form';

const FIELDS = ['message', 'attachment'] as const;
const resolver = zodResolver(disputeMessageFormSchema) as unknown as Resolver<DisputeMessageFormValues, unknown, DisputeMessageFormOutput>;
const EMPTY: DisputeMessageFormValues = { message: '', attachment: null };

/** Another message to the vendor while the dispute is open, with an optional file; sent once, then cleared. */
export function DisputeReplyForm({ invoiceId }: { invoiceId: string }) {
  const [send] = useAddDisputeMessageMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const sending = useRef(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DisputeMessageFormValues, unknown, DisputeMessageFormOutput>({ defaultValues: EMPTY, resolver });

  const onSubmit = handleSubmit(async ({ message, attachment }) => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    try {
      await send({ invoiceId, input: { message, attachment: await attachmentInput(attachment) } }).unwrap();
      reset(EMPTY);
      notify(DISPUTE_TEXTS.messageSent, 'success');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, disputeFieldOf(FIELDS)));
    } finally {
      sending.current = false;
    }
  });

  const message = (watch('message') ?? '').trim();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Add a message" sx={{ display: 'grid', gap: 1.5 }}>
      <FormErrorAlert text={formError} />
      <TextField
        {...register('message')}
        id="field-dispute-message"
        label="Add a message"
        multiline
        minRows={2}
        fullWidth
        disabled={isSubmitting}
        {...textLimitProps(message, DISPUTE_LIMITS.messageMaxLength, errors.message?.type === 'too_big' ? undefined : errors.message)}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Controller
          control={control}
          name="attachment"
          render={({ field, fieldState }) => (
            <AttachmentField
              id="field-dispute-attachment"
              file={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              disabled={isSubmitting}
            />
          )}
        />
        <Button type="submit" variant="contained" loading={isSubmitting}>
          Send message
        </Button>
      </Box>
    </Box>
  );
}
