import type { Database } from '../../platform/database/database';
import { findLinks } from '../../platform/http/html';
import { listOutbox } from '../../platform/outbox/outbox';

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  created_at: string;
  sent_at: string | null;
}

/** The outbox's e-mails, newest first (to one address when given), with the web links of their text. */
export async function listMailbox(deps: { db: Database }, query: { to?: string; limit: number }): Promise<MailboxEntry[]> {
  const emails = await listOutbox(deps.db, query);
  return emails.map((email) => ({
    id: email.id,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    links: findLinks(email.text),
    created_at: email.createdAt.toISOString(),
    sent_at: email.sentAt?.toISOString() ?? null,
  }));
}
