import { desc, eq } from 'drizzle-orm';
import type { Database } from '../database/database';
import { oneLineHeader } from './mail-headers';
import { outboxEmails, type OutboxEmailRow } from './tables';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues a mail; it is sent by the outbox worker (SMTP) or shown in the dev mailbox. The subject is
 * put on one line here; the recipient is checked when sending, where a bad one fails that mail
 * alone rather than the payment or sign-up that queued it.
 */
export async function enqueueEmail(db: Database, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(outboxEmails)
    .values({ to: email.to, subject: oneLineHeader(email.subject), text: email.text, html: email.html ?? null })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error('The e-mail was not queued');
  return row.id;
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
