import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** One choice of a select: its value, what it reads, and whether it may be chosen. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  options: readonly SelectOption[];
} & Omit<TextFieldProps, 'select' | 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'children'>;

/**
 * A react-hook-form field shown as MUI's select: the form holds its value, the field its label,
 * helper text and error props as any text field's.
 */
export function SelectField<T extends FieldValues>({ control, name, options, ...textField }: SelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...textField}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          select
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
