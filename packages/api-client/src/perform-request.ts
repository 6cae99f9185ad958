import { AxiosHeaders, isAxiosError, isCancel, type AxiosRequestConfig } from 'axios';
import { isTermsNotAgreed, isTwoFactorSetupRequired, type ApiError } from './api-error';
import { apiClientOptions, reportError } from './configure-api-client';
import { waitForConsent } from './consent-gate';
import { errorToastText } from './error-toast-text';
import { toFormBody } from './form-body';
import { httpClient } from './http-client';
import { isNotFound } from './not-found/is-not-found';
import type { RequestArgs } from './request-args';
import { toApiError } from './to-api-error';
import { tokenStorage } from './token-storage';

export interface PerformRequestOptions {
  signal?: AbortSignal;
  /** Runs after a request that carried a token was answered 401, just before `onUnauthorized`. */
  onSessionExpired?: () => void;
  /**
   * Runs after a call was refused until the terms are agreed, or until two-factor sign-in is set up
   * where the company requires it; that refusal then shows no toast.
   */
  onConsentRequired?: () => void;
  /**
   * Set for a load (an RTK Query query): its failure toasts beside the error state its page shows,
   * but not again while the load keeps failing with the same text (Try again, a refetch, another
   * component asking for it), which `previousError`, the error its last attempt failed with and
   * its page still shows, tells. A load whose record is not there (404, or 422 for its address's
   * id) does not toast: its page says so itself, and a toast beside it would only repeat it.
   */
  load?: { previousError?: unknown };
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
const scheduleSessionEnd = afterFailuresSettle();

function isUnexpected(apiError: ApiError): boolean {
  return apiError.status === 0 || apiError.status >= 500;
}

/**
 * The central handling of a failed call: one toast unless `silent` (a load: see `load`, which
 * does not toast a record that is not there); on a 401 for a signed-in request the token is
 * removed and Login shown; a call refused until the terms are agreed asks for consent (the terms
 * modal) instead of a toast, where the caller handles that.
 * Returns the call's ApiError.
 */
export function handleRequestFailure(
  error: unknown,
  args: Pick<RequestArgs, 'url' | 'method' | 'silent'>,
  onSessionExpired?: () => void,
  onConsentRequired?: () => void,
  load?: PerformRequestOptions['load'],
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
    scheduleSessionEnd(() => {
      onSessionExpired?.();
      onUnauthorized();
    });
  } else if (isUnexpected(apiError)) {
    reportError(error, { url: args.url, method: args.method ?? 'GET', status: apiError.status });
  }
  const text = errorToastText(apiError);
  // The same failure of a load again (its page still showing it) adds no second toast.
  const repeated = load?.previousError !== undefined && errorToastText(load.previousError) === text;
  const notFoundLoad = load !== undefined && isNotFound(apiError);
  const quiet = args.silent || repeated || notFoundLoad;
  if (!quiet) notifyError(text);
  return apiError;
}

// A load refused again right after the agreement (another terms version meanwhile) waits once more;
// past that it fails, rather than asking the server in a loop.
const CONSENT_WAITS = 2;

/**
 * One call through the portal's axios instance (bearer token, base URL) with the `{ data }`
 * envelope unwrapped, failures handled centrally by `handleRequestFailure`. Never throws: failures
 * come back as `{ error }`, as a base query's must. A load refused until the terms are agreed
 * waits for the agreement and is then sent again, so that its page loads rather than fails.
 */
export async function performRequest(args: RequestArgs, options: PerformRequestOptions = {}): Promise<RequestResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await httpClient.request<unknown>(toRequestConfig(args, options.signal));
      return { data: unwrapEnvelope(response.data) };
    } catch (error) {
      const apiError = handleRequestFailure(error, args, options.onSessionExpired, options.onConsentRequired, options.load);
      const waits = options.load !== undefined && options.onConsentRequired !== undefined && isTermsNotAgreed(apiError);
      if (!waits || attempt >= CONSENT_WAITS || !(await waitForConsent(options.signal))) return { error: apiError };
    }
  }
}
