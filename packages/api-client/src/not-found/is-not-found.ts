import { isApiError, type ApiError } from '../api-error';

/**
 * A page's record is not there for this caller: 404 for an unknown record or another company's,
 * 422 for an address whose id cannot name a record at all. Any other failure is one to retry.
 */
export function isNotFound(error: unknown): error is ApiError {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}
