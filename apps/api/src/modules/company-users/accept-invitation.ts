import { and, eq, sql } from 'drizzle-orm';
import { INVITATION_MESSAGES, type Session } from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { recordChange } from '../../platform/audit/audited-change';
import { HttpError } from '../../platform/http/errors';
import { isOpen, isUsable, withdrawOpenElsewhere } from './invitation-queries';
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
 * creating the user, withdrawing the address's invitations in other companies and opening the
 * session are one transaction; the claim is a conditional update of an open, unexpired invitation,
 * so a link makes one user however often it is sent. An address that has an account by then
 * (another company's invitation accepted, or a sign-up) makes nothing and is told to log in: only
 * the holder of the e-mailed link hears it, and they own the address.
 */
export async function acceptInvitation(deps: InvitationsDeps, input: AcceptInvitationInput): Promise<Session> {
  const { db, passwords, config, auth } = deps;
  await takeLinkAttempt(deps, input.ip);
  // Hashing is slow: done before the transaction holds anything.
  const passwordHash = await passwords.hash(input.password);
  const tokenHash = hashToken(input.token);
  const session = await db.transaction(async (tx) => {
    const [link] = await tx
      .select({ email: invitations.email })
      .from(invitations)
      .where(and(eq(invitations.tokenHash, tokenHash), isUsable()))
      .limit(1);
    if (!link) return null;
    // Every open invitation of the address, in one order: acceptances of two companies'
    // invitations of one address then wait for each other instead of each holding its own
    // invitation while withdrawing the other's.
    await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.email, link.email), isOpen()))
      .orderBy(invitations.id)
      .for('update');
    const [claimed] = await tx
      .update(invitations)
      .set({ acceptedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${invitations.version} + 1` })
      .where(and(eq(invitations.tokenHash, tokenHash), isUsable()))
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
    // Thrown within the transaction, so the claim is undone and the invitation stays open.
    if (!user) throw new HttpError(409, INVITATION_MESSAGES.acceptedAccountExists);
    await withdrawOpenElsewhere(tx, claimed);
    const opened = await auth.openSession(tx, user.id, config.sessionTtlHours);
    await recordChange(tx, {
      action: 'invitation.accepted',
      companyId: claimed.companyId,
      subject: { kind: 'invitation', id: claimed.id },
      by: { userId: user.id, ip: input.ip },
      metadata: { email: claimed.email, roles: claimed.roles, invited_by: claimed.invitedBy },
    });
    await publishChange(tx, { companyId: claimed.companyId, kind: 'user', id: user.id });
    return opened;
  });
  if (!session) throw invalidInvitationLink();
  return session;
}
