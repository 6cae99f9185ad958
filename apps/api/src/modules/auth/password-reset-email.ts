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
