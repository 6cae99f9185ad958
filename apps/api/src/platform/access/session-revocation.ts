import { randomUUID } from 'node:crypto';
import type { Database } from '../database/database';
import { listen, type Listener, listenerCount, notify } from '../database/notifications';
import type { SessionCache } from './session-cache';

/** What every process's session cache must forget: one session, or every session of a user. */
export type SessionChange = { userId: string } | { tokenHash: string };

/** Resolves once no process can still serve the change's sessions from its cache. Never rejects. */
export interface Delivery {
  delivered(): Promise<void>;
}

/**
 * Announces session changes to every API process. `announce` runs inside the transaction of the
 * revoking write, so the news leaves exactly when the write commits (PostgreSQL NOTIFY); after the
 * commit, the request awaits `delivered()` before answering, so that the old token is refused on
 * its very next request, whichever process it reaches.
 */
export interface SessionAnnouncer {
  announce(tx: Database, change: SessionChange): Promise<Delivery>;
}

/** Told of every session change any process makes, once it is committed (the live-updates streams end with their session). */
export interface SessionChanges {
  onChange(listener: (change: SessionChange) => void): () => void;
}

export interface SessionRevocation extends SessionAnnouncer, SessionChanges {
  /** For a change already committed: announces it and waits for its delivery. */
  forget(change: SessionChange): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'portal_session_changes';

interface Message {
  /** A user id or a token hash. */
  user?: string;
  token?: string;
  /** The announcing process and its count, so that it recognises the acknowledgements of its message. */
  from?: string;
  n?: number;
  /** An acknowledgement of message `n` of `from`, by process `by`. */
  ack?: boolean;
  by?: string;
}

const delivered: Delivery = { delivered: () => Promise.resolve() };

/** For processes that listen to nothing (the operator's commands): the API processes get the news at commit. */
export const announceOnly: SessionAnnouncer = {
  async announce(tx, change) {
    await notify(tx, CHANNEL, JSON.stringify(messageOf(change)));
    return delivered;
  },
};

function messageOf(change: SessionChange): Message {
  return 'userId' in change ? { user: change.userId } : { token: change.tokenHash };
}

/**
 * Keeps this process's session cache in step with every other process's changes, and announces
 * this process's. PostgreSQL hands a notification to every listening connection at commit; each
 * process forgets what it names and answers with an acknowledgement on the same channel, and the
 * announcing process waits until every process that was listening has acknowledged, so that no
 * process still serves the old session when the revoking request answers. The wait is bounded by
 * the cache's lifetime: by then, whatever a silent process kept from before the change has expired
 * anyway. While its listening connection is down, a process's cache keeps nothing.
 */
export async function startSessionRevocation(options: {
  db: Database;
  cache: SessionCache;
  /** The cache's lifetime: the longest a delivery needs to be waited for. */
  maxWaitMs: number;
  onError?: (error: unknown) => void;
}): Promise<SessionRevocation> {
  const { db, cache, maxWaitMs } = options;
  const origin = randomUUID();
  let sent = 0;
  const waiting = new Map<number, { acknowledgedBy(process: string): void; finish(): void }>();
  const listeners = new Set<(change: SessionChange) => void>();

  function apply(message: Message): void {
    if (message.user) cache.forgetUser(message.user);
    if (message.token) cache.forgetToken(message.token);
    for (const listener of [...listeners]) {
      try {
        if (message.user) listener({ userId: message.user });
        if (message.token) listener({ tokenHash: message.token });
      } catch (error) {
        options.onError?.(error);
      }
    }
  }

  function received(message: Message): void {
    if (message.ack) {
      if (message.from === origin && message.n !== undefined && message.by) waiting.get(message.n)?.acknowledgedBy(message.by);
      return;
    }
    apply(message);
    if (message.from && message.n !== undefined) {
      const ack: Message = { ack: true, from: message.from, n: message.n, by: origin };
      notify(db, CHANNEL, JSON.stringify(ack)).catch((error: unknown) => options.onError?.(error));
    }
  }

  // Off until listening: a cache that cannot hear of revocations must not answer for the database.
  cache.setEnabled(false);
  let listener: Listener | null = null;
  if (maxWaitMs > 0) {
    try {
      listener = await listen(db, CHANNEL, {
        onMessage(payload) {
          try {
            received(JSON.parse(payload) as Message);
          } catch (error) {
            options.onError?.(error);
          }
        },
        onListening: () => cache.setEnabled(true),
        onLost: () => cache.setEnabled(false),
      });
    } catch (error) {
      // Without news of revocations the cache stays off: every request asks the database.
      options.onError?.(error);
    }
  }

  async function announce(tx: Database, change: SessionChange): Promise<Delivery> {
    const n = (sent += 1);
    const message: Message = { ...messageOf(change), from: origin, n };
    // Acknowledgements are collected from now on: they come after the commit, which may be before
    // delivered() is called.
    const by = new Set<string>();
    let expected = Number.POSITIVE_INFINITY;
    let finish = () => undefined as void;
    const acknowledged = new Promise<void>((resolve) => {
      finish = () => {
        waiting.delete(n);
        resolve();
      };
    });
    if (listener) {
      // Forgotten in the end even if delivered() is never called (the transaction failed).
      setTimeout(finish, 10 * maxWaitMs).unref();
      waiting.set(n, {
        acknowledgedBy(process) {
          by.add(process);
          if (by.size >= expected) finish();
        },
        finish,
      });
    } else {
      finish();
    }
    await notify(tx, CHANNEL, JSON.stringify(message));
    return {
      async delivered() {
        // This process forgets at once, whatever its listener is doing.
        apply(messageOf(change));
        if (!waiting.has(n)) return;
        // Counted after the commit, outside the transaction (whose connection may be the last free
        // one of the pool): a process listening by then either had the message or started empty.
        const timer = setTimeout(finish, maxWaitMs);
        try {
          expected = await listenerCount(db, CHANNEL);
        } catch (error) {
          options.onError?.(error);
        }
        if (by.size >= expected) finish();
        await acknowledged;
        clearTimeout(timer);
      },
    };
  }

  return {
    announce,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async forget(change) {
      const delivery = await announce(db, change);
      await delivery.delivered();
    },
    async close() {
      for (const delivery of [...waiting.values()]) delivery.finish();
      await listener?.close();
    },
  };
}

/**
 * The session cache as modules see it: what they forget after a committed change (a user's roles,
 * their consent) every process forgets. Revocations proper announce within their transaction and
 * wait for the delivery instead (SessionAnnouncer).
 */
export function announcingCache(cache: SessionCache, revocation: SessionRevocation, onError: (error: unknown) => void): SessionCache {
  return {
    get: (tokenHash) => cache.get(tokenHash),
    version: () => cache.version(),
    set: (tokenHash, context, version) => cache.set(tokenHash, context, version),
    setEnabled: (enabled) => cache.setEnabled(enabled),
    forgetToken(tokenHash) {
      cache.forgetToken(tokenHash);
      revocation.forget({ tokenHash }).catch(onError);
    },
    forgetUser(userId) {
      cache.forgetUser(userId);
      revocation.forget({ userId }).catch(onError);
    },
  };
}
