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
import { timeZoneOptions } from './time-zones';

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

/** A text field, or with `select` a choice of its items; its id is `field-<name>`, so that server errors and tests find it. */
export function TextController<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  completeOnBlur,
  emptyAsNull = false,
  ...props
}: BoundFieldProps<T> & {
  /** Completes what was typed when the field is left (e.g. a website's https://). */
  completeOnBlur?: (value: string) => string;
  /** The form holds null, not '', for an empty field. */
  emptyAsNull?: boolean;
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
          onChange={emptyAsNull ? (event) => field.onChange(event.target.value === '' ? null : event.target.value) : field.onChange}
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
  options,
  optionLabel,
  ...bound
}: BoundFieldProps<T> & { options: readonly Option[]; optionLabel: (option: Option) => string }) {
  return (
    <TextController {...bound} select emptyAsNull>
      <MenuItem value="">
        <em>Not set</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextController>
  );
}

/**
 * An IANA time zone picked by typing its name; the form holds '' when none is chosen. The zone
 * saved is kept among the options even when this browser does not know it.
 */
export function TimeZoneController<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  saved,
}: BoundFieldProps<T> & { saved: string | null }) {
  const zones = useMemo(() => timeZoneOptions(saved), [saved]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={zones}
          value={field.value === '' || field.value === undefined ? null : (field.value as string)}
          onChange={(_event, value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              id={`field-${name}`}
              label={label}
              {...fieldErrorProps(fieldState.error, hint)}
            />
          )}
        />
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

/** An address's typed parts, in the order people write them; the country is picked after them. */
interface AddressTextPart {
  part: string;
  label: string;
  hint?: string;
  autoComplete: string;
  maxLength: number;
  /** Marked required when the address is needed. */
  required?: boolean;
  /** A row of its own. */
  wide?: boolean;
}

const ADDRESS_TEXT_PARTS: readonly AddressTextPart[] = [
  {
    part: 'line1',
    label: 'Street address',
    autoComplete: 'address-line1',
    maxLength: COMPANY_LIMITS.addressLineMaxLength,
    required: true,
    wide: true,
  },
  {
    part: 'line2',
    label: 'Address line 2',
    hint: 'Suite, floor, PO box (optional)',
    autoComplete: 'address-line2',
    maxLength: COMPANY_LIMITS.addressLineMaxLength,
    wide: true,
  },
  { part: 'city', label: 'City', autoComplete: 'address-level2', maxLength: COMPANY_LIMITS.cityMaxLength, required: true },
  { part: 'region', label: 'State or region', autoComplete: 'address-level1', maxLength: COMPANY_LIMITS.regionMaxLength },
  { part: 'postal_code', label: 'Postal code', autoComplete: 'postal-code', maxLength: COMPANY_LIMITS.postalCodeMaxLength },
];

const ADDRESS_PARTS = [...ADDRESS_TEXT_PARTS.map(({ part }) => part), 'country'];

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
      {ADDRESS_TEXT_PARTS.map(({ part, label, hint, autoComplete, maxLength, required: marked, wide }) => {
        const field = (
          <TextController
            key={part}
            control={control}
            name={name(part)}
            label={label}
            hint={hint}
            required={marked ? needed : undefined}
            autoComplete={autoComplete}
            slotProps={{ htmlInput: { maxLength } }}
          />
        );
        return wide ? (
          <Box key={part} sx={{ gridColumn: '1 / -1' }}>
            {field}
          </Box>
        ) : (
          field
        );
      })}
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
