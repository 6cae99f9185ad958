import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, directConnectionOf } from './database';

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** Listening (again). Messages sent while it was not are lost: whoever relies on them starts afresh. */
  onListening(): void;
  /** The listening connection is gone; it is opened again by itself. */
  onLost(): void;
}

export interface Listener {
  close(): Promise<void>;
}

/** Waits between attempts to listen again after the connection was lost: quick at first, then every 2 s. */
const RECONNECT_DELAYS_MS = [50, 100, 250, 500, 1000, 2000];

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * How the connections that listen to a channel on a server are told apart from the others, and
 * from those listening to another channel (whose processes never answer this one's messages).
 */
const listenerApplicationName = (channel: string) => `portal-listener:${channel}`;

/** PGlite serves one process: its listeners are the ones registered here, per channel. */
const pgliteListeners = new WeakMap<object, Map<string, number>>();

function countPgliteListener(pglite: object, channel: string, by: number): void {
  const channels = pgliteListeners.get(pglite) ?? new Map<string, number>();
  channels.set(channel, Math.max(0, (channels.get(channel) ?? 0) + by));
  pgliteListeners.set(pglite, channels);
}

/**
 * Sends a message to every listener of the channel (PostgreSQL's NOTIFY). Inside a transaction it
 * leaves when the transaction commits, and not at all if it rolls back.
 */
export async function notify(executor: Database, channel: string, payload: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * How many listen() calls of any process are listening to the channel on the database right now
 * (on a server, the connections they opened; with PGlite, those of this process).
 */
export async function listenerCount(executor: Database, channel: string): Promise<number> {
  const client = (executor as unknown as { $client?: unknown }).$client;
  if (client && !(client instanceof pg.Pool) && !(client instanceof pg.Client)) return pgliteListeners.get(client)?.get(channel) ?? 0;
  const result = await executor.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${listenerApplicationName(channel)}`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}

/**
 * Listens to a channel on the database `db` runs on: PGlite's own listener, or, on a server, a
 * connection of its own (a pooled one would be handed to other queries) that is opened again
 * whenever it is lost.
 */
export async function listen(db: Database, channel: string, handlers: ListenHandlers): Promise<Listener> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return listenOnServer(client, channel, handlers);
  const pglite = client as Partial<PGlite> | undefined;
  if (typeof pglite?.listen !== 'function') throw new Error('This database connection cannot listen to notifications');
  const unlisten = await pglite.listen(channel, (payload) => handlers.onMessage(payload));
  countPgliteListener(pglite, channel, 1);
  handlers.onListening();
  return {
    async close() {
      countPgliteListener(pglite, channel, -1);
      // The database may be closed first (tests close the app, then the database): nothing to undo then.
      await unlisten().catch(() => undefined);
    },
  };
}

async function listenOnServer(pool: pg.Pool, channel: string, handlers: ListenHandlers): Promise<Listener> {
  let current: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  function scheduleConnect(): void {
    if (closed || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 2000;
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ ...directConnectionOf(pool), keepAlive: true, application_name: listenerApplicationName(channel) });
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      const wasListening = current === client;
      if (wasListening) current = null;
      client.end().catch(() => undefined);
      if (wasListening) handlers.onLost();
      scheduleConnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch {
      lost();
      return;
    }
    if (closed || gone) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    failures = 0;
    handlers.onListening();
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
