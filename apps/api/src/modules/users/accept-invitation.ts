import { and, eq, sql } from 'drizzle-orm';
import { INVITATION_MESSAGES, type Session } from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { recordAudit } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { openSession } from '../auth';
import { isUsable } from './invitation-queries';
import type { InvitationsDeps } from './invitations-deps';
import { invalidInvitationLink, takeLinkAttempt } from './lookup-invitation';
import { invitations, users } from './tables';
import { publishChange } from '../../platform/live-events';

export interface AcceptInvitationInput {
  token: string;
  firstName: string;
  lastName: string;
  password: string;
  ip: string;
}

/**
 * The invitee accepts: a ClientUser of the invitation's company with its roles, the names as the
 * invitee corrected them and the chosen password, signed in at once. Claiming the invitation,
 * creating the user and opening the session are one transaction; the claim is a conditional
 * update of an open, unexpired invitation, so a link makes one user however often it is sent.
 */
export async function acceptInvitation(deps: InvitationsDeps, input: AcceptInvitationInput): Promise<Session> {
  const { db, passwords, config } = deps;
  await takeLinkAttempt(deps, input.ip);
  // Hashing is slow: done before the transaction holds anything.
  const passwordHash = await passwords.hash(input.password);
  const session = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invitations)
      .set({ acceptedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${invitations.version} + 1` })
      .where(and(eq(invitations.tokenHash, hashToken(input.token)), isUsable()))
      .returning();
    if (!claimed) return null;
    const [user] = await tx
      .insert(users)
      .values({
        companyId: claimed.companyId,
        email: claimed.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        type: 'ClientUser',
        roles: claimed.roles,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Thrown within the transaction, so the invitation stays open.
    if (!user) throw new HttpError(409, INVITATION_MESSAGES.acceptedAccountExists);
    const opened = await openSession(tx, user.id, config.sessionTtlHours);
    await recordAudit(tx, {
      action: 'invitation.accepted',
      companyId: claimed.companyId,
      actorUserId: user.id,
      subjectType: 'invitation',
      subjectId: claimed.id,
      ip: input.ip,
      metadata: { email: claimed.email, roles: claimed.roles, invited_by: claimed.invitedBy },
    });
    await publishChange(tx, { companyId: claimed.companyId, kind: 'invitation', id: claimed.id });
    await publishChange(tx, { companyId: claimed.companyId, kind: 'user', id: user.id });
    return opened;
  });
  if (!session) throw invalidInvitationLink();
  return session;
}
