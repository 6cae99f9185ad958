import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CountryCode } from '@portal/api-schema/constants';
import { COMPANY_LIMITS } from '@portal/api-schema/constants';
import { fieldErrorProps } from '@portal/ui';
import { useMemo } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { countriesByName } from './country-names';

// The fields of the My Company forms, bound to react-hook-form by name: text, a choice from a
// list (null when none is chosen), a country, and a whole address.

interface BoundFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  required?: boolean;
}

/** What people type for a website, as an address: 'acme.com' becomes 'https://acme.com'. */
export function completeWebsite(value: string): string {
  const trimmed = value.trim();
  return trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A text field; its id is `field-<name>`, so that server errors and tests find it. */
export function TextController<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  completeOnBlur,
  ...props
}: BoundFieldProps<T> & {
  /** Completes what was typed when the field is left (e.g. a website's https://). */
  completeOnBlur?: (value: string) => string;
} & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          id={`field-${name}`}
          name={field.name}
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={() => {
            if (completeOnBlur && typeof field.value === 'string') {
              const completed = completeOnBlur(field.value);
              if (completed !== field.value) field.onChange(completed);
            }
            field.onBlur();
          }}
          inputRef={field.ref}
          fullWidth
          {...fieldErrorProps(fieldState.error, hint)}
        />
      )}
    />
  );
}

/** A choice from a list, or none ('Not set'): the form holds null for none. */
export function SelectController<T extends FieldValues, Option extends string>({
  control,
  name,
  label,
  hint,
  options,
  optionLabel,
}: BoundFieldProps<T> & { options: readonly Option[]; optionLabel: (option: Option) => string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={`field-${name}`}
          name={field.name}
          label={label}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          fullWidth
          {...fieldErrorProps(fieldState.error, hint)}
        >
          <MenuItem value="">
            <em>Not set</em>
          </MenuItem>
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {optionLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A country picked by typing its name. */
function CountryController<T extends FieldValues>({ control, name, label, hint, required = false }: BoundFieldProps<T>) {
  const countries = useMemo(countriesByName, []);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          id={`field-${name}`}
          options={countries}
          value={countries.find((country) => country.code === field.value) ?? null}
          onChange={(_event, country) => field.onChange(country?.code ?? null)}
          onBlur={field.onBlur}
          getOptionLabel={(country) => country.name}
          isOptionEqualToValue={(option, value) => option.code === value.code}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              label={label}
              required={required}
              inputRef={field.ref}
              {...fieldErrorProps(fieldState.error, hint)}
            />
          )}
        />
      )}
    />
  );
}

const ADDRESS_PARTS = ['line1', 'line2', 'city', 'region', 'postal_code', 'country'] as const;

/**
 * The parts of an address under `prefix` ('address', 'billing_address'), in the order people write
 * them. Street, city and country are marked required as the API's rule has them: always for an
 * address that must be given (`required`), else once any part of it is filled in.
 */
export function AddressFields<T extends FieldValues>({
  control,
  prefix,
  legend,
  required = false,
}: {
  control: Control<T>;
  prefix: string;
  legend: string;
  required?: boolean;
}) {
  const name = (part: string) => `${prefix}.${part}` as FieldPath<T>;
  const parts = useWatch({ control, name: ADDRESS_PARTS.map(name) }) as unknown[];
  const needed = required || parts.some(Boolean);
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextController
          control={control}
          name={name('line1')}
          label="Street address"
          required={needed}
          autoComplete="address-line1"
          slotProps={{ htmlInput: { maxLength: COMPANY_LIMITS.addressLineMaxLength } }}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextController
          control={control}
          name={name('line2')}
          label="Address line 2"
          hint="Suite, floor, PO box (optional)"
          autoComplete="address-line2"
          slotProps={{ htmlInput: { maxLength: COMPANY_LIMITS.addressLineMaxLength } }}
        />
      </Box>
      <TextController
        control={control}
        name={name('city')}
        label="City"
        required={needed}
        autoComplete="address-level2"
        slotProps={{ htmlInput: { maxLength: COMPANY_LIMITS.cityMaxLength } }}
      />
      <TextController
        control={control}
        name={name('region')}
        label="State or region"
        autoComplete="address-level1"
        slotProps={{ htmlInput: { maxLength: COMPANY_LIMITS.regionMaxLength } }}
      />
      <TextController
        control={control}
        name={name('postal_code')}
        label="Postal code"
        autoComplete="postal-code"
        slotProps={{ htmlInput: { maxLength: COMPANY_LIMITS.postalCodeMaxLength } }}
      />
      <CountryController control={control} name={name('country')} label="Country" required={needed} />
    </Box>
  );
}

/** The address on one line, for a summary ('500 Howard Street, San Francisco, CA 94105, United States'). */
export function addressLine(
  address: { line1: string; line2: string; city: string; region: string; postal_code: string; country: CountryCode | null },
  countryOf: (code: CountryCode) => string,
): string {
  const cityLine = [address.city, [address.region, address.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.line1, address.line2, cityLine, address.country ? countryOf(address.country) : ''].filter(Boolean).join(', ');
}
