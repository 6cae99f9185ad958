import { AxiosHeaders, isAxiosError, isCancel, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { isTermsNotAgreed, isTwoFactorSetupRequired, type ApiError } from './api-error';
import { apiClientOptions, reportError } from './configure-api-client';
import { errorToastText } from './error-toast-text';
import { toFormBody } from './form-body';
import { httpClient } from './http-client';
import type { RequestArgs } from './request-args';
import { toApiError } from './to-api-error';
import { tokenStorage } from './token-storage';

export interface PerformRequestOptions {
  /** Defaults to the shared `httpClient`. */
  client?: AxiosInstance;
  signal?: AbortSignal;
  /** Runs after a request that carried a token was answered 401, just before `onUnauthorized`. */
  onSessionExpired?: () => void;
  /**
   * Runs after a call was refused until the terms are agreed, or until two-factor sign-in is set up
   * where the company requires it; that refusal then shows no toast.
   */
  onConsentRequired?: () => void;
  /**
   * The cache key of a load (an RTK Query query). Its failure toasts even when the request is
   * `silent`, since the page shows its error state beside the toast, and once: while the same
   * load keeps failing with the same text (a retry, a refetch, another component asking for it)
   * no further toast appears, until it has loaded again.
   */
  loadKey?: string;
}

export type RequestResult = { data: unknown } | { error: ApiError };

function toRequestConfig(args: RequestArgs, signal: AbortSignal | undefined): AxiosRequestConfig {
  const headers: Record<string, string> = { ...args.headers };
  if (args.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return {
    url: args.url,
    method: args.method ?? 'GET',
    data: args.form ? toFormBody(args.data) : args.data,
    params: args.params,
    headers,
    signal,
  };
}

/** Successful bodies are `{ data: payload }`; anything else (e.g. 204 without body) is returned as is. */
function unwrapEnvelope(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: unknown }).data;
  return body === undefined || body === '' ? null : body;
}

function requestCarriedToken(error: unknown): boolean {
  if (!isAxiosError(error) || !error.config) return false;
  return AxiosHeaders.from(error.config.headers).has('Authorization');
}

/**
 * Runs `work` once the calls failing together have settled, once for all of them. Resetting the
 * api state (the session's end) aborts every running request, this one included, whose caller
 * would then get an AbortError instead of its ApiError; and several calls refused until the terms
 * are agreed ask for consent once.
 */
function afterFailuresSettle(): (work: () => void) => void {
  let scheduled = false;
  return (work) => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      work();
    }, 0);
  };
}

const scheduleConsentRequest = afterFailuresSettle();

/** The text last toasted for each load that has failed since it last loaded. */
const failedLoads = new Map<string, string>();
const MAX_FAILED_LOADS = 200;

/** Whether this failure of a load is worth a toast; remembers it when so. */
function firstFailureOfLoad(loadKey: string, text: string): boolean {
  if (failedLoads.get(loadKey) === text) return false;
  if (failedLoads.size >= MAX_FAILED_LOADS) failedLoads.clear();
  failedLoads.set(loadKey, text);
  return true;
}

const scheduleSessionEnd = afterFailuresSettle();

function isUnexpected(apiError: ApiError): boolean {
  return apiError.status === 0 || apiError.status >= 500;
}

/**
 * The central handling of a failed call: one toast unless `silent` (a load: once, see `loadKey`); on a 401
 * for a signed-in request the token is removed and Login shown; a call refused until the terms are
 * agreed asks for consent (the terms modal) instead of a toast, where the caller handles that.
 * Returns the call's ApiError.
 */
export function handleRequestFailure(
  error: unknown,
  args: Pick<RequestArgs, 'url' | 'method' | 'silent'>,
  onSessionExpired?: () => void,
  onConsentRequired?: () => void,
  loadKey?: string,
): ApiError {
  const apiError = toApiError(error);
  // Aborted requests (superseded or unsubscribed): nothing went wrong from the user's view.
  if (isCancel(error)) return apiError;
  // Both are the user's to resolve first: the user is fetched again, and the portal asks for it.
  if (onConsentRequired && (isTermsNotAgreed(apiError) || isTwoFactorSetupRequired(apiError))) {
    scheduleConsentRequest(onConsentRequired);
    return apiError;
  }

  const { onUnauthorized, notifyError } = apiClientOptions();
  if (apiError.status === 401 && requestCarriedToken(error)) {
    tokenStorage.clear();
    // The next session's loads toast their own failures.
    failedLoads.clear();
    scheduleSessionEnd(() => {
      onSessionExpired?.();
      onUnauthorized();
    });
  } else if (isUnexpected(apiError)) {
    reportError(error, { url: args.url, method: args.method ?? 'GET', status: apiError.status });
  }
  const text = errorToastText(apiError);
  if (loadKey !== undefined ? firstFailureOfLoad(loadKey, text) : !args.silent) notifyError(text);
  return apiError;
}

/**
 * One call with the bearer token and the `{ data }` envelope, failures handled centrally by
 * `handleRequestFailure`. Never throws: failures come back as `{ error }`.
 */
export async function performRequest(args: RequestArgs, options: PerformRequestOptions = {}): Promise<RequestResult> {
  const client = options.client ?? httpClient;
  try {
    const response = await client.request(toRequestConfig(args, options.signal));
    if (options.loadKey !== undefined) failedLoads.delete(options.loadKey);
    return { data: unwrapEnvelope(response.data) };
  } catch (error) {
    return {
      error: handleRequestFailure(error, args, options.onSessionExpired, options.onConsentRequired, options.loadKey),
    };
  }
}
