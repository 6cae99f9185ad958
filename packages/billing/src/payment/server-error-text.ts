import { isApiError } from '@portal/api-client';

/** The server's message of a failed call, else its first error; null when it gave neither. */
export function serverErrorText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const { message, errors } = error.data;
  if (typeof message === 'string' && message.trim() !== '') return message;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  return first?.message ?? null;
}
