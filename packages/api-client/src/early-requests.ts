import { apiClientOptions } from './configure-api-client';
import { tokenStorage } from './token-storage';
import { joinBaseUrl, readWireResponse, type WireResponse } from './wire';

interface Early {
  answer: Promise<WireResponse>;
  startedAt: number;
}

/** An early answer older than this is not used: the call asks again. */
export const EARLY_ANSWER_TTL_MS = 15_000;

const started = new Map<string, Early>();

const keyOf = (href: string, authorization: string | undefined) => `${href} ${authorization ?? ''}`;

/**
 * Sends a GET of the API now, before the code that will ask for it has loaded (at start-up, the
 * current user, while the full app downloads). The first call of the same GET with the same token
 * within `EARLY_ANSWER_TTL_MS` takes its answer instead of sending another; the central handling
 * of that call (401, toasts) is the same as for any answer.
 */
export function startEarlyGet(path: string, now: () => number = Date.now): void {
  const token = tokenStorage.get();
  const authorization = token ? `Bearer ${token}` : undefined;
  const href = joinBaseUrl(path, apiClientOptions().baseUrl);
  const headers: Record<string, string> = { accept: 'application/json', ...(authorization ? { authorization } : {}) };
  const answer = fetch(href, { headers }).then((response) => readWireResponse(response));
  // A failure is the taking call's to handle; unclaimed, it is nobody's.
  answer.catch(() => undefined);
  started.set(keyOf(href, authorization), { answer, startedAt: now() });
}

/** The early answer for this GET, once; null when none was started, it is too old, or it was taken. */
export function takeEarlyAnswer(method: string, href: string, authorization: string | undefined, now: () => number = Date.now): Promise<WireResponse> | null {
  if (method !== 'GET') return null;
  const key = keyOf(href, authorization);
  const early = started.get(key);
  if (!early) return null;
  started.delete(key);
  return now() - early.startedAt <= EARLY_ANSWER_TTL_MS ? early.answer : null;
}
