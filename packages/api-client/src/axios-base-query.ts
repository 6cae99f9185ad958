import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from './api-error';
import { performRequest } from './perform-request';
import type { RequestArgs } from './request-args';

export type { RequestArgs } from './request-args';

export interface AxiosBaseQueryOptions {
  /** Runs after a request that carried a token was answered 401, just before `onUnauthorized`. */
  onSessionExpired?: (baseQueryApi: BaseQueryApi) => void;
  /**
   * Runs after a call was refused until the terms are agreed (403 TERMS_NOT_AGREED_CODE) or until
   * two-factor sign-in is set up (403 TWO_FACTOR_SETUP_REQUIRED_CODE), instead of its toast.
   */
  onConsentRequired?: (baseQueryApi: BaseQueryApi) => void;
  /** Where the store keeps the api's state; defaults to `api`. */
  reducerPath?: string;
}

type QueriesState = Record<string, { queries?: Record<string, { error?: unknown } | undefined> } | undefined>;

/** The error a query's last attempt failed with, which its page still shows; undefined once it has loaded. */
function previousErrorOf(baseQueryApi: BaseQueryApi, reducerPath: string): unknown {
  const key = baseQueryApi.queryCacheKey;
  if (key === undefined) return undefined;
  return (baseQueryApi.getState() as QueriesState)[reducerPath]?.queries?.[key]?.error;
}

/**
 * The RTK Query base query of the portal, RTK Query's "Axios basequery" on the portal's axios
 * instance: it never throws (a failure comes back as `{ error }`), and RTK Query's `signal`
 * cancels the request when a query is unsubscribed or superseded. Bearer token, `{ data }`
 * envelope, and the central handling of failures: one toast per failed call unless `silent` (a
 * load that keeps failing the same way toasts once, beside the error state its page shows); on a
 * 401 for a signed-in request the token is removed, the user cleared and Login shown, and a call
 * refused until the terms are agreed runs `onConsentRequired` instead of a toast.
 */
export function axiosBaseQuery(options: AxiosBaseQueryOptions = {}): BaseQueryFn<RequestArgs, unknown, ApiError> {
  return (args, baseQueryApi) => {
    const { onSessionExpired, onConsentRequired } = options;
    return performRequest(args, {
      signal: baseQueryApi.signal,
      onSessionExpired: onSessionExpired && (() => onSessionExpired(baseQueryApi)),
      onConsentRequired: onConsentRequired && (() => onConsentRequired(baseQueryApi)),
      load: baseQueryApi.type === 'query' ? { previousError: previousErrorOf(baseQueryApi, options.reducerPath ?? 'api') } : undefined,
    });
  };
}
