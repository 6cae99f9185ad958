import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INVITATION_MESSAGES, type InvitationPreview } from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { HttpError, tooManyRequests } from '../../platform/http/errors';
import { isUsable } from './invitation-queries';
import type { InvitationsDeps } from './invitations-deps';
import { companies, invitations, users } from './tables';
import { knownRoles } from './user-queries';

/** Unknown, expired, used and withdrawn links answer alike, so that nobody learns which exist. */
export const invalidInvitationLink = () => new HttpError(404, INVITATION_MESSAGES.linkInvalid);

/** Every look at or use of a link counts towards the limit of its client address. */
export async function takeLinkAttempt(deps: Pick<InvitationsDeps, 'limits'>, ip: string): Promise<void> {
  const attempt = await deps.limits.linksPerAddress.take(ip);
  if (!attempt.granted) throw tooManyRequests(attempt.retryAfter);
}

const inviters = alias(users, 'inviters');

/** What the link's page shows before the invitee accepts: the company, who invites them, as whom. */
export async function lookupInvitation(
  deps: Pick<InvitationsDeps, 'db' | 'limits'>,
  input: { token: string; ip: string },
): Promise<InvitationPreview> {
  await takeLinkAttempt(deps, input.ip);
  const [row] = await deps.db
    .select({
      invitation: invitations,
      companyName: companies.name,
      inviterFirstName: inviters.firstName,
      inviterLastName: inviters.lastName,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
    .where(and(eq(invitations.tokenHash, hashToken(input.token)), isUsable()))
    .limit(1);
  if (!row) throw invalidInvitationLink();
  const { invitation } = row;
  return {
    company: { name: row.companyName },
    inviter:
      row.inviterFirstName !== null && row.inviterLastName !== null
        ? { first_name: row.inviterFirstName, last_name: row.inviterLastName }
        : null,
    email: invitation.email,
    first_name: invitation.firstName,
    last_name: invitation.lastName,
    roles: knownRoles(invitation.roles),
    expires_at: invitation.expiresAt.toISOString(),
  };
}
