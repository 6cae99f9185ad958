import { apiClientOptions } from './configure-api-client';
import { joinBaseUrl, keepEarlyAnswer } from './early-answers';
import { tokenStorage } from './token-storage';

// Loaded on demand: this module is part of the light entry, which a visitor's first page loads
// without the HTTP client.
const loadHttpClient = () => import('./http-client');

/**
 * Sends a GET of the API now, before the code that will ask for it has loaded (at start-up, the
 * current user, while the full app downloads), through the portal's HTTP client. The first call of
 * the same GET with the same token within `EARLY_ANSWER_TTL_MS` (early-answers.ts) takes its answer instead of sending
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
  keepEarlyAnswer(href, authorization, answer, now());
}
