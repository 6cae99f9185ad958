import { eq } from 'drizzle-orm';
import { describeRoles, INVITATION_TTL_DAYS, type Role } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { emailBody } from '../../platform/outbox/email-layout';
import { oneLineHeader } from '../../platform/outbox/mail-headers';
import { enqueueEmail, type OutgoingEmail } from '../../platform/outbox/outbox';
import { companies, users } from './tables';

export interface InvitationEmailInput {
  to: string;
  firstName: string;
  companyName: string;
  /** The inviting user's name; null once that user is gone. */
  inviterName: string | null;
  roles: readonly Role[];
  link: string;
}

/** The invitation: who invites the colleague to which company, and the link to accept it. */
export function invitationEmail(input: InvitationEmailInput): OutgoingEmail {
  const inviter = input.inviterName ?? `Your colleagues at ${input.companyName}`;
  const paragraphs = [
    `Hello ${input.firstName},`,
    `${inviter} invited you to join ${input.companyName} on the client portal, where the team hires developers and manages its contracts, invoices and company details. Your access: ${describeRoles(input.roles)}.`,
    'Accept the invitation and choose your password here:',
    input.link,
    `The link works once and expires in ${INVITATION_TTL_DAYS} days. If you did not expect this invitation, you can ignore this e-mail.`,
  ];
  return {
    to: input.to,
    subject: `Join ${oneLineHeader(input.companyName)} on the client portal`,
    ...emailBody(paragraphs, { link: input.link, label: 'Accept the invitation' }),
  };
}

/**
 * To an address that already has an account (another company's user): word of the invitation
 * without its link, as an address belongs to one account. The editor's answer is the same as for
 * any address, so that nobody learns which addresses have accounts.
 */
function invitedWithAccountEmail(input: Omit<InvitationEmailInput, 'link' | 'roles'>): OutgoingEmail {
  const inviter = input.inviterName ?? `Your colleagues at ${input.companyName}`;
  const paragraphs = [
    `Hello ${input.firstName},`,
    `${inviter} invited ${input.to} to join ${input.companyName} on the client portal. This address already belongs to a client portal account, so the invitation cannot be accepted with it.`,
    `If you expected it, ask ${input.companyName} to invite another address of yours. If you did not, you can ignore this e-mail.`,
  ];
  return {
    to: input.to,
    subject: `${input.companyName} invited you to the client portal`,
    ...emailBody(paragraphs),
  };
}

/**
 * Queues the e-mail of an invitation with its new link, naming its company and inviter as they are
 * now; to an address that has an account, the word of it without the link.
 */
export async function queueInvitationEmail(
  db: Database,
  invitation: { companyId: string; invitedBy: string | null; email: string; firstName: string; roles: readonly Role[] },
  link: string,
): Promise<void> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, invitation.companyId));
  const [inviter] = invitation.invitedBy
    ? await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, invitation.invitedBy))
    : [];
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email)).limit(1);
  const letter = {
    to: invitation.email,
    firstName: invitation.firstName,
    companyName: company?.name ?? '',
    inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : null,
  };
  await enqueueEmail(db, account ? invitedWithAccountEmail(letter) : invitationEmail({ ...letter, roles: invitation.roles, link }));
}
