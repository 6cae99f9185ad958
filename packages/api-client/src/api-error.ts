import { SOMETHING_WENT_WRONG_MESSAGE, TERMS_NOT_AGREED_CODE, TWO_FACTOR_SETUP_REQUIRED_CODE } from '@portal/api-schema/constants';

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
    /** Names a failure the portal acts on rather than only shows (TERMS_NOT_AGREED_CODE). */
    code?: string;
  };
};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && typeof value.status === 'number' && isRecord(value.data);
}

/** The API refused the call until the user agrees to the terms. */
export function isTermsNotAgreed(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.data.code === TERMS_NOT_AGREED_CODE;
}

/** The API refused the call until the user sets up two-factor sign-in, which their company requires. */
export function isTwoFactorSetupRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.data.code === TWO_FACTOR_SETUP_REQUIRED_CODE;
}
