import { LIVE_EVENT_KINDS, type LiveEvent, type LiveEventKind, type Role } from '@portal/api-schema';
import type { Database } from '../database/database';
import { listen, type Listener, notify } from '../database/notifications';

/** A change of something a company's users may be looking at. */
export interface Change {
  companyId: string;
  kind: Exclude<LiveEventKind, 'resync'>;
  /** The changed thing's id (for a payment, its invoice's). */
  id?: string;
}

const CHANNEL = 'portal_live_events';

/** What travels on the channel: ids only, far below NOTIFY's 8000 bytes. */
interface Message {
  company_id: string;
  kind: Change['kind'];
  id?: string;
}

/**
 * Tells every API process that something of a company changed. Called with the transaction that
 * makes the change, it leaves when the transaction commits and not at all if it rolls back
 * (PostgreSQL NOTIFY); with the database itself, right after the statement before it.
 */
export async function publishChange(db: Database, change: Change): Promise<void> {
  const message: Message = { company_id: change.companyId, kind: change.kind, ...(change.id ? { id: change.id } : {}) };
  await notify(db, CHANNEL, JSON.stringify(message));
}

/** The role a user needs to be told of a kind of change: the one that lets them read the thing. */
export const LIVE_EVENT_ROLES: Record<LiveEventKind, Role | null> = {
  invoice: 'invoices',
  payment: 'invoices',
  payment_method: 'invoices',
  contract: 'contracts',
  timesheet: 'contracts',
  proposal: 'proposals',
  interview: 'proposals',
  invitation: 'account_editor',
  user: null,
  company: null,
  resync: null,
};

type Deliver = (event: LiveEvent) => void;

/** This process's subscribers to the changes of every process, by company. */
export interface LiveEvents {
  /**
   * Calls `deliver` with each change of the company from now on; returns the unsubscribe. With
   * `since` (this server's clock), first with the changes since then that it still holds, or with
   * one `resync` when it may have missed some of them (it was not listening all that while).
   */
  subscribe(companyId: string, deliver: Deliver, since?: number): () => void;
  close(): Promise<void>;
}

/** How long changes are kept for a stream that asks from an earlier time (a page that just loaded, a reconnect). */
export const REPLAY_WINDOW_MS = 5 * 60_000;
/** At most this many changes are kept, whatever the window. */
const REPLAY_MAX_CHANGES = 10_000;

interface Kept {
  at: number;
  companyId: string;
  event: LiveEvent;
}

const KINDS = new Set<string>(LIVE_EVENT_KINDS);

function parse(payload: string): Message | null {
  const message = JSON.parse(payload) as Partial<Message>;
  if (typeof message.company_id !== 'string' || typeof message.kind !== 'string' || !KINDS.has(message.kind)) return null;
  return message as Message;
}

/**
 * Listens to the changes every API process publishes on one PostgreSQL (or this process's PGlite)
 * and hands each to the subscribers of its company. While the listening connection is down,
 * changes are missed: once it listens again, every subscriber is told to `resync`.
 */
export async function startLiveEvents(options: {
  db: Database;
  onError?: (error: unknown) => void;
  /** This server's clock. */
  now?: () => number;
}): Promise<LiveEvents> {
  const now = options.now ?? Date.now;
  const subscribers = new Map<string, Set<Deliver>>();
  let lost = false;
  // The changes received lately, oldest first, and the time from which none was missed (never,
  // until the listener listens; again from then after it was lost).
  const kept: Kept[] = [];
  let completeSince = Number.POSITIVE_INFINITY;

  function keep(companyId: string, event: LiveEvent): void {
    const at = now();
    kept.push({ at, companyId, event });
    while (kept.length > 0 && (kept.length > REPLAY_MAX_CHANGES || kept[0]!.at < at - REPLAY_WINDOW_MS)) {
      const dropped = kept.shift()!;
      completeSince = Math.max(completeSince, dropped.at + 1);
    }
  }

  function deliver(companyId: string | null, event: LiveEvent): void {
    const targets = companyId === null ? [...subscribers.values()].flatMap((set) => [...set]) : [...(subscribers.get(companyId) ?? [])];
    for (const target of targets) {
      try {
        target(event);
      } catch (error) {
        options.onError?.(error);
      }
    }
  }

  let listener: Listener | null = null;
  try {
    listener = await listen(options.db, CHANNEL, {
      onMessage(payload) {
        try {
          const message = parse(payload);
          if (!message) return;
          const event: LiveEvent = { kind: message.kind, ...(message.id ? { id: message.id } : {}) };
          keep(message.company_id, event);
          deliver(message.company_id, event);
        } catch (error) {
          options.onError?.(error);
        }
      },
      onListening() {
        if (lost) deliver(null, { kind: 'resync' });
        lost = false;
        completeSince = now();
      },
      onLost() {
        lost = true;
        completeSince = Number.POSITIVE_INFINITY;
      },
    });
  } catch (error) {
    // Pages then update on their own requests only, as they would without this.
    options.onError?.(error);
  }

  return {
    subscribe(companyId, target, since) {
      if (since !== undefined) {
        if (since < completeSince) target({ kind: 'resync' });
        else for (const change of kept) if (change.at >= since && change.companyId === companyId) target(change.event);
      }
      let set = subscribers.get(companyId);
      if (!set) subscribers.set(companyId, (set = new Set()));
      set.add(target);
      return () => {
        set.delete(target);
        if (set.size === 0 && subscribers.get(companyId) === set) subscribers.delete(companyId);
      };
    },
    async close() {
      subscribers.clear();
      await listener?.close();
    },
  };
}
