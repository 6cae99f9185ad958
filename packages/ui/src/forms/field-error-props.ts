import type { FieldError } from 'react-hook-form';

/**
 * The props that show a react-hook-form field's error on an MUI text field: red, with the message
 * under it, or `hint` while there is no error.
 */
export function fieldErrorProps(error: FieldError | undefined, hint?: string): { error: boolean; helperText?: string } {
  const helperText = error?.message ?? hint;
  return helperText === undefined ? { error: error !== undefined } : { error: error !== undefined, helperText };
}
