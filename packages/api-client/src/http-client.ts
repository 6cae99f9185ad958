import { apiClientOptions } from './configure-api-client';
import { takeEarlyAnswer } from './early-requests';
import { joinBaseUrl, readWireResponse, type WireResponse } from './wire';

export type { WireResponse } from './wire';
import { toSearchParams } from './search-params';
import { tokenStorage } from './token-storage';

/** One HTTP call of the portal. */
export interface HttpRequestConfig {
  /** A path of the API (joined to the configured base URL) or an absolute URL. */
  url: string;
  method?: string;
  /** The query; arrays repeat their key, empty values are left out (`toSearchParams`). */
  params?: Record<string, unknown>;
  /**
   * A `URLSearchParams` body is sent URL-encoded; a Blob or File, FormData, binary data or a string
   * as it is (a file upload names its type in `headers`); anything else as JSON.
   */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `blob` for files: a successful body is then a Blob. */
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** A request as it goes on the wire: what a transport sends. */
export interface WireRequest {
  method: string;
  /** The full URL, with the base URL and the query. */
  href: string;
  /** The URL the caller gave, and the base URL and query it was completed with. */
  url: string;
  baseURL: string;
  params: Record<string, unknown> | undefined;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string | Blob | FormData | ArrayBuffer | ArrayBufferView<ArrayBuffer> | undefined;
  signal: AbortSignal | undefined;
  responseType: 'json' | 'blob';
}


/** Sends a request; rejects only when no answer came (network failure or abort). */
export type Transport = (request: WireRequest) => Promise<WireResponse>;

/** A failed call: `response` is the server's answer, absent when none came. */
export class HttpError extends Error {
  constructor(
    message: string,
    /** The headers the request was sent with (lower-case names). */
    readonly requestHeaders: Record<string, string>,
    readonly response?: HttpResponse,
    /** The caller aborted the call: nothing went wrong from the user's view. */
    readonly canceled = false,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export function isCanceled(error: unknown): boolean {
  return error instanceof HttpError && error.canceled;
}

const fetchTransport: Transport = async (request) => {
  const response = await fetch(request.href, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
  });
  return readWireResponse(response, request.responseType);
};

let transport: Transport = fetchTransport;

/** Replaces how requests are sent (the test fake API); returns a function that puts the previous one back. */
export function replaceTransport(next: Transport): () => void {
  const previous = transport;
  transport = next;
  return () => {
    transport = previous;
  };
}

function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}

function fullUrl(url: string, baseURL: string, params: Record<string, unknown> | undefined): string {
  const joined = joinBaseUrl(url, baseURL);
  const query = params ? toSearchParams(params).toString() : '';
  if (query === '') return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${query}`;
}

function isSentAsIs(data: unknown): data is string | Blob | FormData | ArrayBuffer | ArrayBufferView<ArrayBuffer> {
  return (
    typeof data === 'string' ||
    data instanceof Blob ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

function parseBody(body: string | Blob, responseType: 'json' | 'blob', ok: boolean): unknown {
  if (responseType === 'blob' && ok) return body instanceof Blob ? body : new Blob([body]);
  if (typeof body !== 'string' || body === '') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function abortError(headers: Record<string, string>): HttpError {
  return new HttpError('The request was aborted.', headers, undefined, true);
}

function whenAborted(signal: AbortSignal, headers: Record<string, string>): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(abortError(headers)), { once: true });
  });
}

/**
 * One call of the API with `fetch`: the configured base URL (read per call, since the shell may
 * configure the client after this module loads), the stored token as bearer unless the call sets
 * its own Authorization, JSON or URL-encoded bodies, and JSON answers parsed. A status outside
 * 2xx, a network failure or an abort rejects with an `HttpError`.
 */
export async function httpRequest<T = unknown>(config: HttpRequestConfig): Promise<HttpResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...lowerCaseKeys(config.headers) };
  const token = tokenStorage.get();
  if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;
  let body: WireRequest['body'];
  const { data } = config;
  if (data instanceof URLSearchParams) {
    body = data.toString();
    headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=utf-8';
  } else if (isSentAsIs(data)) {
    body = data;
  } else if (data !== undefined) {
    body = JSON.stringify(config.data);
    headers['content-type'] ??= 'application/json';
  }
  const baseURL = apiClientOptions().baseUrl;
  const responseType = config.responseType ?? 'json';
  const request: WireRequest = {
    method: (config.method ?? 'GET').toUpperCase(),
    href: fullUrl(config.url, baseURL, config.params),
    url: config.url,
    baseURL,
    params: config.params,
    headers,
    body,
    signal: config.signal,
    responseType,
  };
  const { signal } = config;
  if (signal?.aborted) throw abortError(headers);
  let answer: WireResponse;
  try {
    const sent = (request.responseType === 'json' ? takeEarlyAnswer(request.method, request.href, headers.authorization) : null) ?? transport(request);
    answer = await (signal ? Promise.race([sent, whenAborted(signal, headers)]) : sent);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (signal?.aborted) throw abortError(headers);
    throw new HttpError(error instanceof Error ? error.message : 'Network Error', headers);
  }
  const ok = answer.status >= 200 && answer.status < 300;
  const response: HttpResponse<T> = {
    status: answer.status,
    headers: answer.headers,
    data: parseBody(answer.body, responseType, ok) as T,
  };
  if (!ok) throw new HttpError(`Request failed with status code ${answer.status}`, headers, response);
  return response;
}
