import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxEmails, type OutboxEmailRow } from '../db/schema';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues a mail; it is sent by the outbox worker (SMTP) or shown in the dev mailbox. */
export async function enqueueEmail(db: Database, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(outboxEmails)
    .values({ to: email.to, subject: email.subject, text: email.text, html: email.html ?? null })
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

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

export function findLinks(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

/** Plain text as HTML: escaped, with its web links clickable. */
export function textToHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = start + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
