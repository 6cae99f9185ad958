import { escapeHtml, textToHtml } from '../../platform/http/html';
import type { OutgoingEmail } from '../../platform/outbox/outbox';

export function passwordResetEmail(input: { to: string; firstName: string; link: string }): OutgoingEmail {
  const paragraphs = [
    `Hello ${input.firstName},`,
    `We received a request to reset the password of your client portal account ${input.to}. Choose a new password here:`,
    input.link,
    'The link works once and expires in one hour. If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
  ];
  return {
    to: input.to,
    subject: 'Choose a new password',
    text: paragraphs.join('\n\n'),
    html: [
      '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
      ...paragraphs.map((paragraph) => `<p>${paragraph === input.link ? linkButton(input.link) : textToHtml(paragraph)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}

function linkButton(link: string): string {
  const href = escapeHtml(link);
  return `<a href="${href}" style="display: inline-block; padding: 10px 16px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 4px">Choose a new password</a><br><small>${href}</small>`;
}
