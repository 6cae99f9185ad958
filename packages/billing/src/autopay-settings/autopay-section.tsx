import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AutopaySettings, SavedPaymentMethods } from '@portal/api-schema';
import { applyServerErrors, fieldErrorProps, formatMinorUnits, FormErrorAlert, notify, SelectField } from '@portal/ui';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useGetSavedPaymentMethodsQuery } from '../payment-methods/payment-methods-api';
import { useChangeAutopaySettingsMutation, useGetAutopaySettingsQuery } from './autopay-api';
import {
  AUTOPAY_FIELDS,
  AUTOPAY_LIMIT_CURRENCIES,
  autopayBody,
  autopayFieldOf,
  autopayFormSchema,
  type AutopayFormValues,
  autopayFormValues,
  autopayMethodOptions,
} from './autopay-form';
import { AutopayProblems } from './autopay-problems';

const AUTOPAY_TITLE = 'Autopay';
const AUTOPAY_EXPLANATION =
  'Autopay pays each open invoice on its due date with the method you choose here, in the name of whoever turned it on. Invoices above the limit, or in another currency than the limit, are left for you to pay, and everyone who pays invoices is told by e-mail when autopay could not pay one.';
export const AUTOPAY_READ_ONLY = 'Only an account editor with the Invoices role can change autopay.';
const NO_AUTOPAY_METHOD = 'Autopay needs a verified bank account or a card that has not expired. Add one above first.';

/** Billing › Payment methods › Autopay: on or off, the method it pays with, a limit per invoice, and the problems it met. */
export function AutopaySection() {
  const settings = useGetAutopaySettingsQuery();
  const methods = useGetSavedPaymentMethodsQuery();
  const data = settings.currentData ?? settings.data;
  const methodsData = methods.currentData ?? methods.data;
  return (
    <Box component="section" aria-labelledby="autopay-heading">
      <Typography id="autopay-heading" variant="h2" sx={{ mb: 1 }}>
        {AUTOPAY_TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        {AUTOPAY_EXPLANATION}
      </Typography>
      {data && methodsData ? (
        <Stack spacing={3}>
          {/* A new answer of the server (saved here, or a live change) starts the form again from it. */}
          <AutopayForm
            key={JSON.stringify([data.enabled, data.method, data.limit, data.can_change])}
            settings={data}
            methods={methodsData}
          />
          <AutopayProblems problems={data.problems} />
        </Stack>
      ) : settings.isError ? (
        <Alert severity="error">Autopay's settings could not be loaded.</Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Loading autopay…
        </Typography>
      )}
    </Box>
  );
}

function AutopayForm({ settings, methods }: { settings: AutopaySettings; methods: SavedPaymentMethods }) {
  const [change] = useChangeAutopaySettingsMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const sending = useRef(false);
  const switchId = useId();
  const options = autopayMethodOptions(methods);
  const readOnly = !settings.can_change;
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AutopayFormValues>({ defaultValues: autopayFormValues(settings, methods), resolver: zodResolver(autopayFormSchema) });
  const enabled = watch('enabled');
  // A stored limit in a currency no longer offered is still shown as it is.
  const limitCurrencies = [...new Set([...AUTOPAY_LIMIT_CURRENCIES, watch('limitCurrency')])];
  const disabled = readOnly || isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    try {
      const saved = await change(autopayBody(values)).unwrap();
      notify(saved.enabled ? 'Autopay is on.' : 'Autopay is off.', 'success');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, AUTOPAY_FIELDS, autopayFieldOf));
    } finally {
      sending.current = false;
    }
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Autopay settings"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      {readOnly && <Alert severity="info">{AUTOPAY_READ_ONLY}</Alert>}
      <FormErrorAlert text={formError} />
      <Box>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  id={switchId}
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  disabled={disabled}
                />
              }
              label="Pay due invoices automatically"
            />
          )}
        />
        <FormHelperText sx={{ m: 0 }}>
          {settings.enabled && settings.enabled_by
            ? `Turned on by ${settings.enabled_by.name}: its payments are made in their name.`
            : 'Off: invoices wait for someone to pay them.'}
        </FormHelperText>
      </Box>
      {enabled && (
        <>
          {options.length === 0 && <Alert severity="warning">{NO_AUTOPAY_METHOD}</Alert>}
          <SelectField
            control={control}
            name="method"
            options={options}
            id="field-autopay-method"
            label="Pay with"
            required
            fullWidth
            disabled={disabled || options.length === 0}
            {...fieldErrorProps(errors.method, 'A verified bank account or a card that has not expired.')}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, alignItems: 'start' }}>
            <TextField
              {...register('limitAmount')}
              id="field-autopay-limit"
              label="Limit per invoice (optional)"
              inputMode="decimal"
              fullWidth
              disabled={disabled}
              {...fieldErrorProps(errors.limitAmount, 'Larger invoices are left for you to pay. Empty: no limit.')}
            />
            <SelectField
              control={control}
              name="limitCurrency"
              options={limitCurrencies.map((currency) => ({ value: currency, label: currency }))}
              id="field-autopay-limit-currency"
              label="Limit currency"
              fullWidth
              disabled={disabled}
              {...fieldErrorProps(errors.limitCurrency)}
            />
          </Box>
        </>
      )}
      {!enabled && settings.limit && (
        <Typography variant="body2" color="text.secondary">
          Its last limit, {formatMinorUnits(settings.limit.added_value, settings.limit.currency)} per invoice, applies again when it is
          turned on.
        </Typography>
      )}
      {!readOnly && (
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
            Save autopay
          </Button>
        </Box>
      )}
    </Paper>
  );
}
