import { escapeHtml, textToHtml } from '../../platform/http/html';
import { htmlDocument } from '../sandbox-page';
import type { MailboxEntry } from './list-mailbox';

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 860px; padding: 24px; color: #1f2937; }
  h1 { font-size: 22px; }
  article { border: 1px solid #d1d5db; border-radius: 8px; padding: 16px; margin: 16px 0; }
  h2 { font-size: 17px; margin: 0 0 4px; }
  .meta { color: #6b7280; font-size: 13px; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; background: #f9fafb; padding: 12px; border-radius: 6px; }
`;

/** The development mailbox: every queued e-mail, newest first, with clickable links. */
export function renderMailboxPage(emails: MailboxEntry[]): string {
  const items = emails.length
    ? emails
        .map(
          (email) => `<article>
  <h2>${escapeHtml(email.subject)}</h2>
  <div class="meta">To ${escapeHtml(email.to)} &middot; <time datetime="${email.created_at}">${escapeHtml(
    new Date(email.created_at).toUTCString(),
  )}</time>${email.sent_at ? ' &middot; sent by SMTP' : ''}</div>
  <pre>${textToHtml(email.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p>No e-mails yet. Ask for a password reset and it will appear here.</p>';
  return htmlDocument(
    'Mailbox (development)',
    `<h1>Mailbox (development)</h1>
<p class="meta">E-mails the portal would send. This page does not exist in production.</p>
${items}`,
    STYLE,
  );
}
