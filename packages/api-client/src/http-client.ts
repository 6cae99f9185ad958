import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClientOptions } from './configure-api-client';
import { joinBaseUrl, takeEarlyAnswer } from './early-answers';
import { toSearchParams } from './search-params';
import { tokenStorage } from './token-storage';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set by `startEarlyGet` on the early GET itself, which must not wait for its own answer. */
    early?: boolean;
  }
}

/**
 * The one axios instance of the portal. The base URL (from `configureApiClient`) and the token
 * (from `tokenStorage`) are read per request: the shell may configure the client, and the user
 * sign in, after this module has loaded.
 */
export const httpClient = axios.create({
  headers: { Accept: 'application/json' },
  // An array repeats its key (`status=open&status=paid`), which the API reads; axios' own
  // serialiser would send `status[]=`.
  paramsSerializer: { serialize: (params: Record<string, unknown>) => toSearchParams(params).toString() },
});

function applyBaseUrl(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL ??= apiClientOptions().baseUrl;
  return config;
}

function attachBearerToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = tokenStorage.get();
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
}

/** Answers with an early answer, judged by this call's `validateStatus` as an adapter would. */
function earlyAnswerAdapter(answer: Promise<AxiosResponse>): AxiosAdapter {
  return async (config) => {
    const response: AxiosResponse = { ...(await answer), config };
    const { validateStatus } = config;
    if (!response.status || !validateStatus || validateStatus(response.status)) return response;
    const code = response.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
    throw new AxiosError(`Request failed with status code ${response.status}`, code, config, response.request, response);
  };
}

/** A GET sent early (`startEarlyGet`) takes that answer, once, instead of asking again. */
function takeEarlyAnswerOf(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const sentAsJson = config.responseType === undefined || config.responseType === 'json';
  // The early GETs have no query.
  const hasQuery = config.params !== undefined && toSearchParams(config.params as Record<string, unknown>).toString() !== '';
  if (config.early || !sentAsJson || hasQuery) return config;
  const authorization = config.headers.get('Authorization');
  const answer = takeEarlyAnswer(
    (config.method ?? 'get').toUpperCase(),
    joinBaseUrl(config.url ?? '', config.baseURL ?? ''),
    typeof authorization === 'string' ? authorization : undefined,
  );
  if (answer) config.adapter = earlyAnswerAdapter(answer);
  return config;
}

// Axios runs request interceptors in the reverse order of their registration: the base URL and
// the token are set before the early answer is looked up by them.
httpClient.interceptors.request.use(takeEarlyAnswerOf);
httpClient.interceptors.request.use(attachBearerToken);
httpClient.interceptors.request.use(applyBaseUrl);
