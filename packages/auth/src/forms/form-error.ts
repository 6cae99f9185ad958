import { useState } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The alert of a form for what the server last said that belongs to no field. It goes once a field
 * fails its own check, and the form clears it when it is sent again, so that an old answer never
 * stands beside a newer verdict ("This account has been disabled..." beside "Enter a valid e-mail
 * address."). Errors the same answer placed on fields keep it company.
 */
export function useFormError<T extends FieldValues>(errors: FieldErrors<T>) {
  const [formError, setFormError] = useState<string | null>(null);
  const fieldCheckFailed = Object.values(errors).some((error) => {
    const type = (error as { type?: unknown } | undefined)?.type;
    return type !== undefined && type !== 'server';
  });
  // Adjusted while rendering rather than in an effect, so that the two are never painted together.
  if (fieldCheckFailed && formError !== null) setFormError(null);
  return { formError: fieldCheckFailed ? null : formError, setFormError };
}
