import type { Caller } from './caller';

/**
 * Checked sessions, kept for a moment so that a burst of requests with one token costs one
 * database lookup. The database stays the source of truth: what any process revokes or changes,
 * every process forgets (session-revocation.ts); while that news cannot arrive, nothing is kept.
 */
export interface SessionCache {
  get(tokenHash: string): Caller | null;
  /**
   * A lookup reads this before asking the database and hands it to set(): if anything was forgotten
   * meanwhile, its answer may predate the change and is not kept.
   */
  version(): number;
  set(tokenHash: string, context: Caller, version: number): void;
  forgetToken(tokenHash: string): void;
  forgetUser(userId: string): void;
  /** Forgets everything; while off, keeps nothing (the news of revocations cannot arrive). */
  setEnabled(enabled: boolean): void;
}

interface Entry {
  context: Caller;
  until: number;
}

export function createSessionCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }): SessionCache {
  const { ttlMs, maxEntries = 10_000, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  let version = 0;
  let enabled = true;

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
    version: () => version,
    set(tokenHash, context, readAtVersion) {
      if (ttlMs <= 0 || !enabled || readAtVersion !== version) return;
      if (entries.size >= maxEntries) {
        // Maps keep insertion order: the first key is the oldest entry.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(tokenHash, { context, until: Math.min(now() + ttlMs, context.expiresAt.getTime()) });
    },
    forgetToken(tokenHash) {
      version += 1;
      entries.delete(tokenHash);
    },
    forgetUser(userId) {
      version += 1;
      for (const [tokenHash, entry] of entries) {
        if (entry.context.user.id === userId) entries.delete(tokenHash);
      }
    },
    setEnabled(value) {
      version += 1;
      enabled = value;
      entries.clear();
    },
  };
}
