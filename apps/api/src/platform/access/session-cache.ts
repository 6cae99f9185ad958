import type { Caller } from './caller';

/**
 * Checked sessions, kept for a moment so that a burst of requests with one token costs one
 * database lookup. The database stays the source of truth: what this process revokes or changes
 * it forgets at once; a change made through another process is seen within `ttlMs`.
 */
export interface SessionCache {
  get(tokenHash: string): Caller | null;
  set(tokenHash: string, context: Caller): void;
  forgetToken(tokenHash: string): void;
  forgetUser(userId: string): void;
}

interface Entry {
  context: Caller;
  until: number;
}

export function createSessionCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }): SessionCache {
  const { ttlMs, maxEntries = 10_000, now = Date.now } = options;
  const entries = new Map<string, Entry>();

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (entry.until <= now()) {
        entries.delete(tokenHash);
        return null;
      }
      return entry.context;
    },
    set(tokenHash, context) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) {
        // Maps keep insertion order: the first key is the oldest entry.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(tokenHash, { context, until: Math.min(now() + ttlMs, context.expiresAt.getTime()) });
    },
    forgetToken(tokenHash) {
      entries.delete(tokenHash);
    },
    forgetUser(userId) {
      for (const [tokenHash, entry] of entries) {
        if (entry.context.user.id === userId) entries.delete(tokenHash);
      }
    },
  };
}
