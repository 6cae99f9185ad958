import { errorToastText, fieldErrors } from '@portal/api-client/light';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface PlacedServerErrors<Field extends string> {
  /** The message each field shows beside it. */
  byField: ReadonlyMap<Field, string>;
  /** The text for the form's alert: the errors no field shows, or the message; null when every error found its field. */
  formError: string | null;
}

/**
 * Sorts the errors of a failed call into those the form shows beside its fields (`fieldOf` names
 * the field of an API property, or null when the form has none) and the text of the form's alert.
 * When several properties land on one field (`skills.0`, `skills.2`), the first message is kept.
 */
export function placeServerErrors<Field extends string>(
  error: unknown,
  fieldOf: (property: string) => Field | null,
): PlacedServerErrors<Field> {
  const errors = fieldErrors(error);
  const byField = new Map<Field, string>();
  const unplaced: { message: string; property: string }[] = [];
  for (const [property, message] of Object.entries(errors)) {
    const field = fieldOf(property);
    if (field === null) unplaced.push({ message, property });
    else if (!byField.has(field)) byField.set(field, message);
  }
  let formError: string | null = null;
  if (Object.keys(errors).length === 0) formError = errorToastText(error);
  else if (unplaced.length > 0) formError = errorToastText({ data: { errors: unplaced } });
  return { byField, formError };
}

/**
 * Puts the server's field errors next to a react-hook-form form's fields and returns the text for
 * the form's alert (see `placeServerErrors`). `fields` are the form's fields in the order they
 * appear: the first one with an error gets the focus, as with the form's own checks. `fieldOf`
 * maps an API property to its field when the names differ; by default a property is the field of
 * the same name.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldOf: (property: string) => Path<T> | null = (property) => fields.find((field) => field === property) ?? null,
): string | null {
  const { byField, formError } = placeServerErrors(error, fieldOf);
  const focusedField = fields.find((field) => byField.has(field));
  for (const [field, message] of byField) {
    setError(field, { type: 'server', message }, { shouldFocus: field === focusedField });
  }
  return formError;
}
