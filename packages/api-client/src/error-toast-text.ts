import { SOMETHING_WENT_WRONG } from './api-error';

type FieldErrorItem = { message: string; property: string };

function isFieldErrorItem(item: unknown): item is FieldErrorItem {
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as Record<string, unknown>).message === 'string' &&
    typeof (item as Record<string, unknown>).property === 'string'
  );
}

function plainText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null) {
    try {
      return JSON.stringify(item);
    } catch {
      return String(item);
    }
  }
  return String(item);
}

function errorDataOf(error: unknown): { message?: unknown; errors?: unknown } {
  if (typeof error !== 'object' || error === null) return {};
  const data = (error as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? data : {};
}

/**
 * The toast of a failed call: each error on its own line as
 * 'message - property', else the message, else 'Something went wrong.'.
 */
export function errorToastText(error: unknown): string {
  const { message, errors } = errorDataOf(error);
  if (Array.isArray(errors) && errors.length > 0) {
    return errors.map((item: unknown) => (isFieldErrorItem(item) ? `${item.message} - ${item.property}` : plainText(item))).join('\n');
  }
  if (typeof message === 'string' && message.trim() !== '') return message;
  return SOMETHING_WENT_WRONG;
}

/** Field name -> message of a failed call, to show each message next to its field. */
export function fieldErrors(error: unknown): Record<string, string> {
  const { errors } = errorDataOf(error);
  const byField: Record<string, string> = {};
  if (!Array.isArray(errors)) return byField;
  for (const item of errors as unknown[]) {
    if (isFieldErrorItem(item) && !(item.property in byField)) {
      byField[item.property] = item.message;
    }
  }
  return byField;
}
