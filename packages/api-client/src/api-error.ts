import { SOMETHING_WENT_WRONG_MESSAGE } from '@portal/contract';
import { isAxiosError } from 'axios';

/** The fallback toast of spec section 8. */
export const SOMETHING_WENT_WRONG = SOMETHING_WENT_WRONG_MESSAGE;

/**
 * A failed call as the RTK Query hooks see it. `status` is the HTTP status, or 0 when no answer
 * arrived (network failure, cancelled or broken request). `data` is the `data` of the error body.
 */
export type ApiError = {
  status: number;
  data: {
    message?: string;
    errors?: { message: string; property: string }[];
  };
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && typeof value.status === 'number' && isRecord(value.data);
}

/** Reads `{ data: { message?, errors? } }`, tolerating any other body. */
function errorDataOf(body: unknown): ApiError['data'] {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) return {};
  const result: ApiError['data'] = {};
  if (typeof data.message === 'string') result.message = data.message;
  // Kept as received: the toast shows malformed items as plain text (spec section 8).
  if (Array.isArray(data.errors)) result.errors = data.errors as ApiError['data']['errors'];
  return result;
}

export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error) && error.response) {
    return { status: error.response.status, data: errorDataOf(error.response.data) };
  }
  return { status: 0, data: { message: SOMETHING_WENT_WRONG } };
}
