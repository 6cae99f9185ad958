import { isApiError, type ApiError } from '../api-error';

/** The parts of an address that name its record: `id`, its parents' ids (`rfpId`), a link's `token`. */
const ADDRESS_PART = /^(id|[a-z]+Id|token)$/;

/**
 * A page's record is not there for this caller: 404 for an unknown record or another company's,
 * 422 when what its address names cannot name a record at all. A 422 about anything else (a
 * list's filter) is an answer to show, and any other failure is one to retry. The one rule for a
 * page's not-found state and for its load raising no toast beside it.
 */
export function isNotFound(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  if (error.status === 404) return true;
  if (error.status !== 422) return false;
  const errors = error.data.errors ?? [];
  return errors.every((fieldError) => ADDRESS_PART.test(fieldError.property));
}
