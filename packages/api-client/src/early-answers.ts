import type { AxiosResponse } from 'axios';

// The early answers waiting to be taken. Apart from early-requests.ts, which sends them through
// the HTTP client: the HTTP client takes them from here, and importing early-requests.ts for that
// would close a cycle.

interface Early {
  answer: Promise<AxiosResponse>;
  startedAt: number;
}

/** An early answer older than this is not used: the call asks again. */
export const EARLY_ANSWER_TTL_MS = 15_000;

const started = new Map<string, Early>();

const keyOf = (href: string, authorization: string | undefined) => `${href} ${authorization ?? ''}`;

/** `url` joined to the API's base URL, unless it is absolute already. */
export function joinBaseUrl(url: string, baseURL: string): string {
  const absolute = /^[a-z][a-z\d+\-.]*:\/\//i.test(url);
  return absolute || !baseURL ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** Keeps the answer of an early GET of `href` with `authorization` for the first call that makes the same GET. */
export function keepEarlyAnswer(href: string, authorization: string | undefined, answer: Promise<AxiosResponse>, startedAt: number): void {
  started.set(keyOf(href, authorization), { answer, startedAt });
}

/** The early answer for this GET, once; null when none was started, it is too old, or it was taken. */
export function takeEarlyAnswer(
  method: string,
  href: string,
  authorization: string | undefined,
  now: () => number = Date.now,
): Promise<AxiosResponse> | null {
  if (method !== 'GET') return null;
  const key = keyOf(href, authorization);
  const early = started.get(key);
  if (!early) return null;
  started.delete(key);
  return now() - early.startedAt <= EARLY_ANSWER_TTL_MS ? early.answer : null;
}
