import { desc, eq } from 'drizzle-orm';
import type { Database } from '../database/database';
import { oneLineHeader } from './mail-headers';
import { outboxEmails, type OutboxEmailRow } from './tables';

export interface OutgoingEmail {
  /** A mail with a key is queued once, however often it is asked for (a receipt: its payment and recipient). */
  key?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues a mail; it is sent by the outbox worker (SMTP) or shown in the dev mailbox. Given the
 * transaction of the change it reports, it is queued exactly when that change commits. The subject
 * is put on one line here; the recipient is checked when sending, where a bad one fails that mail
 * alone rather than the payment or sign-up that queued it.
 */
export async function enqueueEmail(db: Database, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(outboxEmails)
    .values({ key: email.key ?? null, to: email.to, subject: oneLineHeader(email.subject), text: email.text, html: email.html ?? null })
    .onConflictDoNothing({ target: outboxEmails.key })
    .returning({ id: outboxEmails.id });
  if (row) return row.id;
  const [queued] = email.key ? await db.select({ id: outboxEmails.id }).from(outboxEmails).where(eq(outboxEmails.key, email.key)) : [];
  if (!queued) throw new Error('The e-mail was not queued');
  return queued.id;
}

/** Newest first. */
export function listOutbox(db: Database, options: { to?: string; limit?: number } = {}): Promise<OutboxEmailRow[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(options.to ? eq(outboxEmails.to, options.to) : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(options.limit ?? 100);
}
