import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { AxiosHeaders, isAxiosError, isCancel, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { toApiError, type ApiError } from './api-error';
import { apiClientOptions, reportError } from './configure-api-client';
import { errorToastText } from './error-toast-text';
import { toFormBody } from './form-body';
import { httpClient } from './http-client';
import { tokenStorage } from './token-storage';

export type RequestArgs = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Send `data` as application/x-www-form-urlencoded. */
  form?: boolean;
  /** No toast: the caller shows the error itself, e.g. field errors next to fields. */
  silent?: boolean;
};

export interface AxiosBaseQueryOptions {
  /** Defaults to the shared `httpClient`. */
  client?: AxiosInstance;
  /** Runs after a request that carried a token was answered 401, just before `onUnauthorized`. */
  onSessionExpired?: (baseQueryApi: BaseQueryApi) => void;
}

function toRequestConfig(args: RequestArgs, signal: AbortSignal): AxiosRequestConfig {
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

let sessionEndScheduled = false;

/**
 * Resetting the api state aborts every running request, this one included, whose caller would
 * then get an AbortError instead of its ApiError. So the reset and the redirect run once the
 * failing requests have settled, and only once when several fail together.
 */
function scheduleSessionEnd(endSession: () => void): void {
  if (sessionEndScheduled) return;
  sessionEndScheduled = true;
  setTimeout(() => {
    sessionEndScheduled = false;
    endSession();
  }, 0);
}

function isUnexpected(apiError: ApiError): boolean {
  return apiError.status === 0 || apiError.status >= 500;
}

/**
 * The RTK Query base query of the portal: bearer token, `{ data }` envelope, and the central
 * handling of failures (spec section 8): one toast per failed call unless `silent`, and on a
 * 401 for a signed-in request the token is removed, the user cleared and Login shown.
 */
export function axiosBaseQuery(options: AxiosBaseQueryOptions = {}): BaseQueryFn<RequestArgs, unknown, ApiError> {
  return async (args, baseQueryApi) => {
    const client = options.client ?? httpClient;
    try {
      const response = await client.request(toRequestConfig(args, baseQueryApi.signal));
      return { data: unwrapEnvelope(response.data) };
    } catch (error) {
      const apiError = toApiError(error);
      // RTK aborts superseded or unsubscribed requests: nothing went wrong from the user's view.
      if (isCancel(error)) return { error: apiError };

      const { onUnauthorized, notifyError } = apiClientOptions();
      if (apiError.status === 401 && requestCarriedToken(error)) {
        tokenStorage.clear();
        scheduleSessionEnd(() => {
          options.onSessionExpired?.(baseQueryApi);
          onUnauthorized();
        });
      } else if (isUnexpected(apiError)) {
        reportError(error, { url: args.url, method: args.method ?? 'GET', status: apiError.status });
      }
      if (!args.silent) notifyError(errorToastText(apiError));
      return { error: apiError };
    }
  };
}
