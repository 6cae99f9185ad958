import { emailBody } from '../../platform/outbox/email-layout';
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
    ...emailBody(paragraphs, { link: input.link, label: 'Choose a new password' }),
  };
}
