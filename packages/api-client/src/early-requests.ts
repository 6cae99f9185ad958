import type { AxiosResponse } from 'axios';
import { apiClientOptions } from './configure-api-client';
import { tokenStorage } from './token-storage';

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

// Loaded on demand: this module is part of the light entry, which a visitor's first page loads
// without the HTTP client.
const loadHttpClient = () => import('./http-client');

/**
 * Sends a GET of the API now, before the code that will ask for it has loaded (at start-up, the
 * current user, while the full app downloads), through the portal's HTTP client. The first call of
 * the same GET with the same token within `EARLY_ANSWER_TTL_MS` takes its answer instead of sending
 * another; the central handling of that call (401, toasts) is the same as for any answer.
 */
export function startEarlyGet(path: string, now: () => number = Date.now): void {
  const token = tokenStorage.get();
  const authorization = token ? `Bearer ${token}` : undefined;
  const href = joinBaseUrl(path, apiClientOptions().baseUrl);
  // Every status resolves here: the taking call judges the answer as its own.
  const answer = loadHttpClient().then(({ httpClient }) => httpClient.get(path, { early: true, validateStatus: () => true }));
  // A failure is the taking call's to handle; unclaimed, it is nobody's.
  answer.catch(() => undefined);
  started.set(keyOf(href, authorization), { answer, startedAt: now() });
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
