import { errorToastText, fieldErrors } from '@portal/api-client/light';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field errors next to the form's fields and returns the text for the form's
 * alert: the errors of fields the form does not show, or the message, or null when every error
 * found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): string | null {
  const byField = fieldErrors(error);
  const unplaced: { message: string; property: string }[] = [];
  for (const [property, message] of Object.entries(byField)) {
    const field = formFields.find((name) => name === property);
    if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
    else unplaced.push({ message, property });
  }
  if (Object.keys(byField).length === 0) return errorToastText(error);
  if (unplaced.length === 0) return null;
  return errorToastText({ data: { errors: unplaced } });
}
