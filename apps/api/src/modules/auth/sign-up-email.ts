import { emailBody } from '../../platform/outbox/email-layout';
import type { OutgoingEmail } from '../../platform/outbox/outbox';

/** To an address someone signed up with that has no account: the link that makes the account. */
export function signupConfirmationEmail(input: { to: string; firstName: string; link: string }): OutgoingEmail {
  const paragraphs = [
    `Hello ${input.firstName},`,
    `Thank you for signing up for the client portal with ${input.to}. Confirm your address to create your account:`,
    input.link,
    'You will be asked for the password you chose when you signed up. The link works once and expires in 24 hours. If you did not sign up, you can ignore this e-mail: no account is made.',
  ];
  return {
    to: input.to,
    subject: 'Confirm your e-mail address to finish signing up',
    ...emailBody(paragraphs, { link: input.link, label: 'Confirm and create my account' }),
  };
}
