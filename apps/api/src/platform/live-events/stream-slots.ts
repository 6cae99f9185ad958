import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { liveEventStreams } from './tables';

/** A session's open streams at once: a portal tab needs one; a few cover several tabs and a reconnect. */
export const MAX_STREAMS_PER_SESSION = 5;

/** When the 429 says to try again: a tab closed or a dropped connection frees its place within this. */
export const STREAM_SLOT_RETRY_AFTER_SECONDS = 5;

export const TOO_MANY_STREAMS_MESSAGE =
  `This sign-in already has ${MAX_STREAMS_PER_SESSION} live-update connections open. ` +
  `Close a portal tab or window you no longer use, or try again in ${STREAM_SLOT_RETRY_AFTER_SECONDS} seconds.`;

/** The places of the sessions' open streams, counted in the database so that every process sees the same count. */
export interface StreamSlots {
  /** A place for one more stream of the session, or null when it holds the most already. */
  take(tokenHash: string): Promise<string | null>;
  /** Keeps a place counted for another lease (the stream's heartbeat). */
  renew(slotId: string): Promise<void>;
  release(slotId: string): Promise<void>;
}

export function streamSlots(db: Database, options: { leaseMs: number }): StreamSlots {
  const leaseUntil = () => sql`now() + make_interval(secs => ${options.leaseMs / 1000})`;
  return {
    async take(tokenHash) {
      return db.transaction(async (tx) => {
        // One taker of a session's places at a time, in every process: counted and taken as one step.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`live_event_streams:${tokenHash}`}, 0))`);
        // Places whose process died without giving them back.
        await tx
          .delete(liveEventStreams)
          .where(and(eq(liveEventStreams.tokenHash, tokenHash), lte(liveEventStreams.leaseUntil, sql`now()`)));
        const [held] = await tx.select({ n: count() }).from(liveEventStreams).where(eq(liveEventStreams.tokenHash, tokenHash));
        if ((held?.n ?? 0) >= MAX_STREAMS_PER_SESSION) return null;
        const [slot] = await tx
          .insert(liveEventStreams)
          .values({ tokenHash, leaseUntil: leaseUntil() })
          .returning({ id: liveEventStreams.id });
        return slot?.id ?? null;
      });
    },
    async renew(slotId) {
      await db.update(liveEventStreams).set({ leaseUntil: leaseUntil() }).where(eq(liveEventStreams.id, slotId));
    },
    async release(slotId) {
      await db.delete(liveEventStreams).where(eq(liveEventStreams.id, slotId));
    },
  };
}
