import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { reportError } from '@portal/api-client';
import type { PaymentProvider } from '@portal/api-schema';
import { isValidAbaRoutingNumber } from '@portal/api-schema/constants';
import { applyServerErrors } from '@portal/ui';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCreateSandboxBankAccountTokenMutation } from '../payment-api';
import { serverErrorText } from '../server-error-text';
import type { BankAccountTokenResult } from './bank-account-token-result';

const bankAccountFormSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter the first name').max(100),
  lastName: z.string().trim().min(1, 'Enter the last name').max(100),
  routingNumber: z.string().trim().refine(isValidAbaRoutingNumber, 'Enter a valid 9-digit routing number'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, 'Enter an account number of 4 to 17 digits'),
  authorized: z.boolean().refine((value) => value, 'Tick the authorization to continue'),
});
type BankAccountFormValues = z.input<typeof bankAccountFormSchema>;
const FIELDS = ['firstName', 'lastName', 'routingNumber', 'accountNumber', 'authorized'] as const;
/** The API's names of the fields it may refuse (an account the company already keeps: account_number). */
const FIELD_OF_PROPERTY: Record<string, (typeof FIELDS)[number]> = {
  routing_number: 'routingNumber',
  account_number: 'accountNumber',
};

/** What saving the token came to: the saved account, or the API's failure to place in the form. */
type SaveBankAccountResult = { ok: true; bankAccountId: string } | { ok: false; error: unknown };

export interface BankAccountFormProps {
  provider: PaymentProvider;
  publishableKey: string | null;
  /** The dialog's title (with its close button). */
  title: ReactNode;
  /** The authorization the customer ticks: whom they allow to debit the account. */
  authorizationLabel: string;
  /** Saves the provider's token with our API; only the token leaves the browser for our API. */
  save(token: { tokenId: string; tokenResponse: unknown }): Promise<SaveBankAccountResult>;
  onSaved(bankAccountId: string): void;
  onCancel(): void;
}

/**
 * The bank account form of the ACH flow and of the payment methods page: tokenized by the
 * provider (the sandbox's tokenizer or Stripe.js), then saved by our API with the token only. The
 * API's refusals are shown next to their field (an account the company already keeps, beside the
 * account number), the rest in the form's alert.
 */
export function BankAccountForm({ provider, publishableKey, title, authorizationLabel, save, onSaved, onCancel }: BankAccountFormProps) {
  const { control, handleSubmit, watch, formState, setError } = useForm<BankAccountFormValues>({
    resolver: zodResolver(bankAccountFormSchema),
    defaultValues: { firstName: '', lastName: '', routingNumber: '', accountNumber: '', authorized: false },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [createSandboxToken] = useCreateSandboxBankAccountTokenMutation();
  const [firstName, lastName, routingNumber, accountNumber, authorized] = watch([
    'firstName',
    'lastName',
    'routingNumber',
    'accountNumber',
    'authorized',
  ]);
  const complete = [firstName, lastName, routingNumber, accountNumber].every((value) => value.trim() !== '') && authorized === true;

  const tokenize = async (input: {
    routing_number: string;
    account_number: string;
    account_holder_name: string;
  }): Promise<BankAccountTokenResult> => {
    if (provider === 'stripe' && publishableKey) {
      const { createStripeBankAccountToken } = await import('./stripe-bank-account-token');
      return createStripeBankAccountToken(publishableKey, input);
    }
    const answer = await createSandboxToken({ ...input, account_holder_type: 'company' });
    if ('error' in answer) return { ok: false, message: serverErrorText(answer.error) ?? 'The bank account could not be verified.' };
    return { ok: true, tokenId: answer.data.id, tokenResponse: answer.data };
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    let token: BankAccountTokenResult;
    try {
      token = await tokenize({
        routing_number: values.routingNumber.trim(),
        account_number: values.accountNumber.trim(),
        account_holder_name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      });
    } catch (error) {
      reportError(error, { step: 'ach-tokenize', provider });
      token = { ok: false, message: 'The bank account could not be verified.' };
    }
    if (!token.ok) {
      setFormError(token.message);
      return;
    }
    const saved = await save({ tokenId: token.tokenId, tokenResponse: token.tokenResponse });
    if (saved.ok) {
      onSaved(saved.bankAccountId);
      return;
    }
    const unplaced = applyServerErrors(saved.error, setError, FIELDS, (property) => FIELD_OF_PROPERTY[property] ?? null);
    if (unplaced) {
      reportError(saved.error, { step: 'ach-create' });
      setFormError(unplaced);
    }
  });

  const textField = (name: 'firstName' | 'lastName' | 'routingNumber' | 'accountNumber', label: string, numeric = false) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          label={label}
          required
          fullWidth
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          slotProps={numeric ? { htmlInput: { inputMode: 'numeric', autoComplete: 'off' } } : undefined}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {title}
      <DialogContent>
        <DialogContentText>We will send 2 micro-deposits to this account to verify it.</DialogContentText>
        {formError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {formError}
          </Alert>
        )}
        <Stack spacing={2} sx={{ mt: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {textField('firstName', 'First name')}
            {textField('lastName', 'Last name')}
          </Stack>
          {textField('routingNumber', 'Bank routing number', true)}
          {textField('accountNumber', 'Bank account number', true)}
          <Controller
            name="authorized"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />}
                label={authorizationLabel}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!complete || formState.isSubmitting}>
          Submit
        </Button>
      </DialogActions>
    </form>
  );
}
