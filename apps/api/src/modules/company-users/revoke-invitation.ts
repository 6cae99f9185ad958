import { and, eq, sql } from 'drizzle-orm';
import { INVITATION_MESSAGES } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordChange } from '../../platform/audit/audited-change';
import { HttpError, notFound } from '../../platform/http/errors';
import { findCompanyInvitation, isOpen } from './invitation-queries';
import type { InvitationsDeps } from './invitations-deps';
import { invitations } from './tables';
import { lockForActor } from './company-user-queries';
import { knownRoles } from './user-queries';
import { managementRefusal, refuseIf } from './user-update-rules';

/**
 * Withdraws an invitation that was not accepted yet: its link stops working at once and it leaves
 * the list; only one whose roles the editor all holds (403), decided under the company's lock. Of concurrent requests only the one that finds it open withdraws it; the others find
 * it gone (404), as a second click would.
 */
export async function revokeInvitation(
  deps: Pick<InvitationsDeps, 'db'>,
  input: { actor: CompanyActor; invitationId: string },
): Promise<void> {
  const { db } = deps;
  const { actor, invitationId } = input;
  const revoked = await db.transaction(async (tx) => {
    const held = knownRoles((await lockForActor(tx, actor)).roles);
    // Whatever its state: an invitation above the editor answers 403 alike, withdrawn or not.
    const [existing] = await tx
      .select({ roles: invitations.roles })
      .from(invitations)
      .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, actor.companyId)));
    if (existing) {
      refuseIf(
        managementRefusal({ actor: { id: actor.userId, roles: held }, subject: { kind: 'invitation', roles: knownRoles(existing.roles) } }),
      );
    }
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${invitations.version} + 1` })
      .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, actor.companyId), isOpen()))
      .returning({ id: invitations.id, email: invitations.email });
    if (!row) return false;
    await recordChange(tx, {
      action: 'invitation.revoked',
      companyId: actor.companyId,
      subject: { kind: 'invitation', id: row.id },
      by: actor,
      metadata: { email: row.email },
    });
    return true;
  });
  if (revoked) return;
  const current = await findCompanyInvitation(db, actor.companyId, invitationId);
  if (current?.invitation.acceptedAt) throw new HttpError(409, INVITATION_MESSAGES.alreadyAccepted);
  throw notFound();
}
