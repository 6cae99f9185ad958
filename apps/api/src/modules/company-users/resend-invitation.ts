import { and, eq, sql } from 'drizzle-orm';
import { INVITATION_MESSAGES, type Invitation } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordChange } from '../../platform/audit/audited-change';
import { HttpError, notFound } from '../../platform/http/errors';
import { takeSendAttempt } from './create-invitation';
import { queueInvitationEmail } from './invitation-email';
import { findCompanyInvitation, invitationView, isOpen, newExpiry, newInvitationLink, refuseOwnCompanyUser } from './invitation-queries';
import type { InvitationsDeps } from './invitations-deps';
import { invitations } from './tables';
import { lockForActor } from './company-user-queries';
import { knownRoles } from './user-queries';
import { managementRefusal, refuseIf } from './user-update-rules';

/**
 * Sends an invitation again with a new link that works for another seven days; the old link
 * stops working; only for an invitation whose roles the editor all holds (403). The change applies to the version it read, so of concurrent resends one sends
 * the e-mail and the others answer the invitation as that one left it.
 */
export async function resendInvitation(deps: InvitationsDeps, input: { actor: CompanyActor; invitationId: string }): Promise<Invitation> {
  const { db, config } = deps;
  const { actor, invitationId } = input;
  const current = await findCompanyInvitation(db, actor.companyId, invitationId);
  if (!current) throw notFound();
  const { invitation } = current;
  if (invitation.acceptedAt) throw new HttpError(409, INVITATION_MESSAGES.alreadyAccepted);

  const { tokenHash, link } = newInvitationLink(config.publicUrl);
  const resent = await db.transaction(async (tx) => {
    // The editor's roles under the company's lock, against the version read (the update applies only to it).
    const held = knownRoles((await lockForActor(tx, actor)).roles);
    refuseIf(managementRefusal({ actor: { id: actor.userId, roles: held }, subject: { kind: 'invitation', roles: invitation.roles } }));
    await takeSendAttempt(deps, actor);
    // Someone may have signed up with the address since.
    await refuseOwnCompanyUser(tx, invitation.email, actor.companyId);
    const [row] = await tx
      .update(invitations)
      .set({
        tokenHash,
        expiresAt: newExpiry(),
        sentAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${invitations.version} + 1`,
      })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.version, invitation.version), isOpen()))
      .returning();
    if (!row) return false;
    await queueInvitationEmail(tx, row, link);
    await recordChange(tx, {
      action: 'invitation.resent',
      companyId: actor.companyId,
      subject: { kind: 'invitation', id: row.id },
      by: actor,
      metadata: { email: row.email, was_expired: current.expired },
    });
    return true;
  });
  const now = await findCompanyInvitation(db, actor.companyId, invitationId);
  if (!now) throw notFound();
  if (!resent && now.invitation.acceptedAt) throw new HttpError(409, INVITATION_MESSAGES.alreadyAccepted);
  return invitationView(now);
}
