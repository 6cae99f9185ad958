import { and, eq, sql } from 'drizzle-orm';
import { INVITATION_MESSAGES, type Invitation, type invitationUpdateSchema, type Role } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import { recordChange } from '../../platform/audit/audited-change';
import { isUniqueViolation } from '../../platform/database/database';
import { HttpError, notFound } from '../../platform/http/errors';
import { queueInvitationEmail } from './invitation-email';
import { lockForActor } from './company-user-queries';
import {
  alreadyInvited,
  findCompanyInvitation,
  invitationView,
  type InvitationViewRow,
  isOpen,
  newExpiry,
  newInvitationLink,
  refuseOwnCompanyUser,
} from './invitation-queries';
import type { InvitationsDeps } from './invitations-deps';
import { invitations } from './tables';
import { knownRoles } from './user-queries';
import { grantRefusal, managementRefusal, refuseIf } from './user-update-rules';

export type InvitationChanges = z.output<typeof invitationUpdateSchema>;

/** A change made by someone else between reading and writing is read again, this many times. */
const ATTEMPTS = 3;

const sameRoles = (a: readonly Role[], b: readonly Role[]) => a.length === b.length && a.every((role) => b.includes(role));

/** The fields that differ from the invitation as stored, as { from, to } for the audit trail. */
function differences(row: InvitationViewRow['invitation'], changes: InvitationChanges) {
  const found: Record<string, { from: unknown; to: unknown }> = {};
  if (changes.email !== undefined && changes.email !== row.email) found.email = { from: row.email, to: changes.email };
  if (changes.first_name !== undefined && changes.first_name !== row.firstName)
    found.first_name = { from: row.firstName, to: changes.first_name };
  if (changes.last_name !== undefined && changes.last_name !== row.lastName)
    found.last_name = { from: row.lastName, to: changes.last_name };
  if (changes.roles !== undefined && !sameRoles(changes.roles, row.roles)) found.roles = { from: row.roles, to: changes.roles };
  return found;
}

/**
 * Changes an invitation before it is accepted. A new address gets a new link and the e-mail (the
 * old link stops working, and the seven days start again); other changes keep the link. Only an
 * invitation whose roles the editor all holds is theirs to change, and roles added must be their
 * own (403). Identical concurrent requests change it once: the others find
 * nothing left to change.
 */
export async function updateInvitation(
  deps: InvitationsDeps,
  input: { actor: CompanyActor; invitationId: string; changes: InvitationChanges },
): Promise<Invitation> {
  const { db, config } = deps;
  const { actor, invitationId, changes } = input;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await findCompanyInvitation(db, actor.companyId, invitationId);
    if (!current) throw notFound();
    const row = current.invitation;
    if (row.acceptedAt) throw new HttpError(409, INVITATION_MESSAGES.alreadyAccepted);
    const changed = differences(row, changes);
    const newEmail = changed.email ? changes.email : undefined;
    const link = newEmail ? newInvitationLink(config.publicUrl) : null;

    let updated: InvitationViewRow['invitation'] | 'unchanged' | undefined;
    try {
      updated = await db.transaction(async (tx) => {
        // The editor's roles as they are under the company's lock, against the version read: the
        // update below applies only to that version.
        const held = knownRoles((await lockForActor(tx, actor)).roles);
        refuseIf(managementRefusal({ actor: { id: actor.userId, roles: held }, subject: { kind: 'invitation', roles: row.roles } }));
        if (changes.roles && changed.roles) {
          refuseIf(
            grantRefusal({ actorRoles: held, granted: changes.roles.filter((role) => !row.roles.includes(role)), property: 'roles' }),
          );
        }
        if (Object.keys(changed).length === 0) return 'unchanged' as const;
        if (newEmail) await refuseOwnCompanyUser(tx, newEmail, actor.companyId);
        const [saved] = await tx
          .update(invitations)
          .set({
            email: changes.email ?? row.email,
            firstName: changes.first_name ?? row.firstName,
            lastName: changes.last_name ?? row.lastName,
            roles: changes.roles ?? row.roles,
            ...(link ? { tokenHash: link.tokenHash, expiresAt: newExpiry(), sentAt: sql`now()` } : {}),
            updatedAt: sql`now()`,
            version: sql`${invitations.version} + 1`,
          })
          .where(and(eq(invitations.id, row.id), eq(invitations.version, row.version), isOpen()))
          .returning();
        if (!saved) return undefined;
        if (link) await queueInvitationEmail(tx, saved, link.link);
        await recordChange(tx, {
          action: 'invitation.updated',
          companyId: actor.companyId,
          subject: { kind: 'invitation', id: saved.id },
          by: actor,
          metadata: { changes: changed, new_link: link !== null },
        });
        return saved;
      });
    } catch (error) {
      // Another open invitation of the company holds the new address.
      if (newEmail && isUniqueViolation(error)) throw alreadyInvited();
      throw error;
    }
    if (updated === 'unchanged') return invitationView(current);
    if (updated) {
      const now = await findCompanyInvitation(db, actor.companyId, invitationId);
      if (!now) throw notFound();
      return invitationView(now);
    }
  }
  throw new HttpError(409, 'This invitation was changed by someone else at the same time. Reload it and try again.');
}
