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

/** To the owner of an address someone tried to sign up with: the account exists, and the ways back into it. */
export function signupAttemptEmail(input: { to: string; firstName: string; signInUrl: string; resetUrl: string }): OutgoingEmail {
  const paragraphs = [
    `Hello ${input.firstName},`,
    `Someone tried to sign up for the client portal with ${input.to}. This address already has an account, so no new account was made.`,
    `If it was you, sign in at ${input.signInUrl}, or reset your password at ${input.resetUrl} if you have forgotten it. If it was not, you can ignore this e-mail: nothing changed.`,
  ];
  return {
    to: input.to,
    subject: 'Someone tried to sign up with your e-mail address',
    ...emailBody(paragraphs),
  };
}
