import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '../http-client';

/** A request as it left the client: after interceptors and body serialisation. */
export interface RecordedRequest {
  method: string;
  /** The URL the caller gave, without base URL and query. */
  url: string;
  baseURL: string | undefined;
  /** Header names in lower case. */
  headers: Record<string, string>;
  params: unknown;
  /** The serialised body (a JSON or URL-encoded string, a file as it is), as it would go on the wire. */
  body: unknown;
}

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
export type FakeResponder = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  requests: RecordedRequest[];
  /** Puts the instance's previous adapter back. */
  restore(): void;
}

function headersOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    headers[name.toLowerCase()] = String(value);
  }
  return headers;
}

/**
 * Answers the axios instance's requests in memory through its `adapter` option, the way the
 * browser's adapter does: the body goes back as JSON text (a string body as is; a Blob for
 * `responseType: 'blob'`), 2xx resolve, other statuses reject with an `AxiosError` carrying the
 * response, and a network failure rejects with one without. For tests only.
 */
export function installFakeAdapter(respond: FakeResponder): FakeServer {
  const previousAdapter = httpClient.defaults.adapter;
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      baseURL: config.baseURL,
      headers: headersOf(config),
      params: config.params,
      body: config.data,
    };
    requests.push(request);
    const answer = await respond(request);
    if (answer === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    const response: AxiosResponse = {
      data: config.responseType === 'blob' ? new Blob([text]) : text,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders({ 'Content-Type': 'application/json', ...answer.headers }),
      config,
      request: {},
    };
    if (config.validateStatus ? config.validateStatus(answer.status) : answer.status < 300) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, {}, response);
  };
  httpClient.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      httpClient.defaults.adapter = previousAdapter;
    },
  };
}
