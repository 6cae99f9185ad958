import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../database/columns';

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the mail reports, for mails that must go once (a receipt); null for the others. */
    key: text('key'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may try (again); claiming a mail pushes it forward so that workers never send twice. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_emails_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    index('outbox_emails_created_at_idx').on(table.createdAt),
    uniqueIndex('outbox_emails_key_idx').on(table.key),
  ],
);

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
