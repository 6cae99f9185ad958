import { isAxiosError } from 'axios';
import { isRecord, SOMETHING_WENT_WRONG, type ApiError } from './api-error';

/** Reads `{ data: { message?, errors?, code? } }`, tolerating any other body. */
function errorDataOf(body: unknown): ApiError['data'] {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) return {};
  const result: ApiError['data'] = {};
  if (typeof data.message === 'string') result.message = data.message;
  if (typeof data.code === 'string') result.code = data.code;
  // Kept as received: the toast shows malformed items as plain text rather than losing them.
  if (Array.isArray(data.errors)) result.errors = data.errors as ApiError['data']['errors'];
  return result;
}

export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error) && error.response) {
    return { status: error.response.status, data: errorDataOf(error.response.data) };
  }
  return { status: 0, data: { message: SOMETHING_WENT_WRONG } };
}
