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
import { BILLING_TEXTS, type PaymentProvider } from '@portal/api-schema';
import { isValidAbaRoutingNumber } from '@portal/api-schema/constants';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAchCreateMutation, useCreateSandboxBankAccountTokenMutation } from '../payment-api';
import { PaymentDialogTitle } from '../payment-dialog-title';
import { serverErrorText } from '../server-error-text';
import type { AchStepProps } from './ach-step-props';
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
type BankAccountForm = z.input<typeof bankAccountFormSchema>;

export interface AchCreateAccountStepProps extends AchStepProps {
  provider: PaymentProvider;
  publishableKey: string | null;
  onCreated(bankAccountId: string): void;
}

/** The bank account form: tokenized by the provider, then saved by our API with the token only. */
export function AchCreateAccountStep({ titleId, summary, provider, publishableKey, onCancel, onCreated }: AchCreateAccountStepProps) {
  const { control, handleSubmit, watch, formState } = useForm<BankAccountForm>({
    resolver: zodResolver(bankAccountFormSchema),
    defaultValues: { firstName: '', lastName: '', routingNumber: '', accountNumber: '', authorized: false },
  });
  const [providerError, setProviderError] = useState<string | null>(null);
  const [createSandboxToken] = useCreateSandboxBankAccountTokenMutation();
  const [createAccount] = useAchCreateMutation();
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
    setProviderError(null);
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
      setProviderError(token.message);
      return;
    }
    const created = await createAccount({ reference: summary.reference, bankAccountId: token.tokenId, tokenResponse: token.tokenResponse });
    if ('error' in created) reportError(created.error, { step: 'ach-create', reference: summary.reference });
    else onCreated(created.data.bank_account_id);
  });

  const textField = (name: 'firstName' | 'lastName' | 'routingNumber' | 'accountNumber', label: string, numeric = false) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
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
      <PaymentDialogTitle id={titleId} onClose={onCancel}>
        {BILLING_TEXTS.achCreateTitle}
      </PaymentDialogTitle>
      <DialogContent>
        <DialogContentText>We will send 2 micro-deposits to this account to verify it.</DialogContentText>
        {providerError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {providerError}
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
                label={`I authorize ${summary.vendorName} to electronically debit my account and, if necessary, electronically credit my account to correct erroneous debits.`}
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
