import { replaceTransport, type Transport } from '../http-client';

/** A request as it left the client: after the token, base URL and body serialisation. */
export interface RecordedRequest {
  method: string;
  /** The URL the caller gave, without base URL and query. */
  url: string;
  baseURL: string | undefined;
  /** Header names in lower case. */
  headers: Record<string, string>;
  params: unknown;
  /** The serialised body (a JSON or URL-encoded string), as it would go on the wire. */
  body: unknown;
}

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
export type FakeResponder = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  requests: RecordedRequest[];
  /** Puts the real transport (`fetch`) back. */
  restore(): void;
}

function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * Answers the HTTP client's requests in memory, as a server would: the body goes back as JSON text
 * (a string body as is), and the client reads it as it reads `fetch`'s. For tests only.
 */
export function installFakeAdapter(respond: FakeResponder): FakeServer {
  const requests: RecordedRequest[] = [];
  const transport: Transport = async (wire) => {
    const request: RecordedRequest = {
      method: wire.method,
      url: wire.url,
      baseURL: wire.baseURL,
      headers: { ...wire.headers },
      params: wire.params,
      body: wire.body,
    };
    requests.push(request);
    const answer = await respond(request);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return { status: answer.status, headers: { 'content-type': 'application/json', ...lowerCaseKeys(answer.headers) }, body: text };
  };
  return { requests, restore: replaceTransport(transport) };
}
