import type { LiveEvent } from '@portal/api-schema';
import { API_PATHS, LIVE_EVENT_KINDS, LIVE_EVENT_NAME } from '@portal/api-schema/constants';
import type { LiveEventTags, LiveTag } from './live-event-tags';
import { SseParser } from './sse-parser';

export interface LiveUpdatesOptions {
  /** Marks tags stale: `api.util.invalidateTags` dispatched. */
  invalidate(tags: LiveTag[]): void;
  /** The tags each change makes stale: the features' live tags composed (`composeLiveTags`). */
  liveEventTags: LiveEventTags;
  /** The signed-in user's id, which the live tags are given with each change. */
  selfId: string | null;
  /**
   * From when (this clock, ms) the page may not have seen changes: when it started loading what it
   * shows. The stream sends the changes since then first, or `resync` when the server no longer
   * holds them all. Default: now.
   */
  since?: number;
  /** This browser's clock. */
  now?: () => number;
  /** The API's base URL (runtime configuration). */
  baseUrl(): string;
  /** The stored bearer token; without one, nothing connects (signed out). */
  token(): string | null;
  /** The stream refused the token (401): the caller lets the current user's request end the session the usual way. */
  onUnauthorized(): void;
  fetch?: typeof fetch;
  /** Where `online` is announced (window); `visibilitychange` on `document`. */
  window?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState?: string };
  random?: () => number;
}

export interface LiveUpdates {
  stop(): void;
}

/** The first wait after a drop when the server named none; it doubles with each failure in a row. */
export const FIRST_RETRY_MS = 3_000;
const MAX_RETRY_MS = 60_000;

/**
 * Keeps the company's live-updates stream open and turns each change into stale tags, so that
 * whatever the page shows of it is asked again. The stream is read with fetch, the one call of the
 * API not sent through the portal's axios instance: the instance's browser adapter (XHR) hands
 * over a response only once it is complete, and this one never completes (axios' fetch adapter
 * could pass the body on as a stream, but that would be this same fetch with nothing of the
 * instance in use: the envelope, the toasts and the 401 handling do not apply to a stream);
 * EventSource could not send the bearer token in a header, only in the address. After a drop it
 * connects again, waiting longer after each failure in a row (with jitter, up to a minute), at
 * once when the page comes back into view or the browser back online. Each connection asks for
 * the changes since the page last heard from the stream (the page's start, the first time): the
 * server sends those it still holds, or `resync` (everything shown is asked again) when it may
 * have missed some. It stops for good
 * on stop(), without a token (signed out), on 401 and on a refusal it cannot outlast (403, 404).
 */
export function startLiveUpdates(options: LiveUpdatesOptions): LiveUpdates {
  const available = options.fetch ?? (typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : null);
  // A browser without streaming fetch gets its updates from its own requests only.
  if (!available || typeof TextDecoder === 'undefined') return { stop: () => undefined };
  const doFetch: typeof fetch = available;
  const random = options.random ?? Math.random;
  let stopped = false;
  let abort: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let retryMs = FIRST_RETRY_MS;
  const now = options.now ?? Date.now;
  // Everything until then has reached the page: the first connection asks from the page's start,
  // a reconnection from the last word the stream sent.
  let seenUntil = options.since ?? now();

  function stop(): void {
    if (stopped) return;
    stopped = true;
    abort?.abort();
    if (timer) clearTimeout(timer);
    timer = null;
    options.window?.removeEventListener('online', reconnectNow);
    options.document?.removeEventListener('visibilitychange', onVisibility);
  }

  function scheduleReconnect(): void {
    if (stopped || timer) return;
    const delay = Math.min(MAX_RETRY_MS, retryMs * 2 ** failures);
    failures += 1;
    // From half to the whole delay: many pages dropped at once do not all come back at once.
    timer = setTimeout(
      () => {
        timer = null;
        void connect();
      },
      Math.round(delay * (0.5 + random() / 2)),
    );
  }

  function reconnectNow(): void {
    if (stopped || !timer) return;
    clearTimeout(timer);
    timer = null;
    void connect();
  }

  function onVisibility(): void {
    if (options.document?.visibilityState !== 'hidden') reconnectNow();
  }

  async function connect(): Promise<void> {
    const token = options.token();
    if (stopped) return;
    if (!token) return stop();
    const controller = (abort = new AbortController());
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl()}${API_PATHS.liveEvents}?since=${Math.floor(seenUntil)}&now=${Math.floor(now())}`, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch {
      return scheduleReconnect();
    }
    if (stopped) return;
    if (response.status === 401) {
      stop();
      return options.onUnauthorized();
    }
    if (response.status === 403 || response.status === 404) return stop();
    if (!response.ok || !response.body) return scheduleReconnect();

    failures = 0;
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || stopped) break;
        seenUntil = now();
        for (const message of parser.push(decoder.decode(value, { stream: true }))) received(message.event, message.data, message.retry);
      }
    } catch {
      // Dropped (network, server restart) or stopped: the same as an end.
    }
    if (!stopped) scheduleReconnect();
  }

  function received(event: string, data: string, retry: number | undefined): void {
    if (retry !== undefined) retryMs = Math.max(retry, 1_000);
    if (event !== LIVE_EVENT_NAME || !data) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const change = asLiveEvent(parsed);
    if (change) options.invalidate(options.liveEventTags(change, options.selfId));
  }

  options.window?.addEventListener('online', reconnectNow);
  options.document?.addEventListener('visibilitychange', onVisibility);
  void connect();
  return { stop };
}

const KINDS = new Set<string>(LIVE_EVENT_KINDS);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A change as the API's event schema describes it (a known kind, an optional id), checked by hand:
 * zod would add its weight to every signed-in page for this one check.
 */
export function asLiveEvent(value: unknown): LiveEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, id } = value as { kind?: unknown; id?: unknown };
  if (typeof kind !== 'string' || !KINDS.has(kind)) return null;
  if (id === undefined) return { kind: kind as LiveEvent['kind'] };
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  return { kind: kind as LiveEvent['kind'], id };
}
