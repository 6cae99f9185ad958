import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../database/columns';

/**
 * The live-updates streams open in every process, one row each, so that the streams of one session
 * are counted across processes. A row is deleted when its stream ends; one whose process died
 * stops counting when its lease runs out (each heartbeat renews it).
 */
export const liveEventStreams = pgTable(
  'live_event_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The session's token hash. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('live_event_streams_token_hash_idx').on(table.tokenHash, table.leaseUntil)],
);
