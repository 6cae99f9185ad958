import { SOMETHING_WENT_WRONG_MESSAGE } from '@portal/api-schema/constants';

/** The toast of a failure that says nothing more useful. */
export const SOMETHING_WENT_WRONG = SOMETHING_WENT_WRONG_MESSAGE;

/**
 * A failed call as the RTK Query hooks and `request` see it. `status` is the HTTP status, or 0 when
 * no answer arrived (network failure, cancelled or broken request). `data` is the `data` of the
 * error body.
 */
export type ApiError = {
  status: number;
  data: {
    message?: string;
    errors?: { message: string; property: string }[];
  };
};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && typeof value.status === 'number' && isRecord(value.data);
}
