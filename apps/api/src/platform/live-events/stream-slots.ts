import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
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
      // Places whose process died without giving them back.
      await db.delete(liveEventStreams).where(and(eq(liveEventStreams.tokenHash, tokenHash), lte(liveEventStreams.leaseUntil, sql`now()`)));
      // Inserted first, counted after: of concurrent takers, each counts every place taken before its
      // count, so never more than the most are kept (at worst, racing takers all give theirs back).
      const [slot] = await db.insert(liveEventStreams).values({ tokenHash, leaseUntil: leaseUntil() }).returning({ id: liveEventStreams.id });
      if (!slot) throw new Error('No stream slot row returned');
      const [held] = await db
        .select({ n: count() })
        .from(liveEventStreams)
        .where(and(eq(liveEventStreams.tokenHash, tokenHash), gt(liveEventStreams.leaseUntil, sql`now()`)));
      if ((held?.n ?? 0) <= MAX_STREAMS_PER_SESSION) return slot.id;
      await db.delete(liveEventStreams).where(eq(liveEventStreams.id, slot.id));
      return null;
    },
    async renew(slotId) {
      await db.update(liveEventStreams).set({ leaseUntil: leaseUntil() }).where(eq(liveEventStreams.id, slotId));
    },
    async release(slotId) {
      await db.delete(liveEventStreams).where(eq(liveEventStreams.id, slotId));
    },
  };
}
