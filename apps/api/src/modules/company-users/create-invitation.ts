import type { Invitation, InvitationInput } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordChange } from '../../platform/audit/audited-change';
import { notFound, tooManyRequests } from '../../platform/http/errors';
import { takeAll } from '../../platform/rate-limit/rate-limit';
import { queueInvitationEmail } from './invitation-email';
import { lockForActor } from './company-user-queries';
import { alreadyInvited, loadInvitationView, newExpiry, newInvitationLink, refuseOwnCompanyUser } from './invitation-queries';
import type { InvitationsDeps } from './invitations-deps';
import { invitations } from './tables';
import { knownRoles } from './user-queries';
import { grantRefusal, refuseIf } from './user-update-rules';

/** Every invitation e-mail sent (new or resent) counts once for the company and once for the client address. */
export async function takeSendAttempt(deps: Pick<InvitationsDeps, 'limits'>, actor: CompanyActor): Promise<void> {
  const wait = await takeAll([
    [deps.limits.sendsPerCompany, actor.companyId],
    [deps.limits.sendsPerAddress, actor.ip],
  ]);
  if (wait !== null) throw tooManyRequests(wait);
}

/**
 * Invites a colleague into the actor's company with roles the actor holds too (403 otherwise, on
 * their roles as they are under the company's lock), and e-mails them
 * the link. A user of the company cannot be invited, and the company has one open invitation of an
 * address at a time: of 50 identical requests, the unique index lets one through. Other companies'
 * users and invitations of the address change nothing in the answer.
 */
export async function createInvitation(
  deps: InvitationsDeps,
  input: { actor: CompanyActor; invitation: InvitationInput },
): Promise<Invitation> {
  const { db, config } = deps;
  const { actor, invitation } = input;
  await takeSendAttempt(deps, actor);

  const { tokenHash, link } = newInvitationLink(config.publicUrl);
  const id = await db.transaction(async (tx) => {
    const actorRow = await lockForActor(tx, actor);
    refuseIf(grantRefusal({ actorRoles: knownRoles(actorRow.roles), granted: invitation.roles, property: 'roles' }));
    await refuseOwnCompanyUser(tx, invitation.email, actor.companyId);
    const values = {
      companyId: actor.companyId,
      email: invitation.email,
      firstName: invitation.first_name,
      lastName: invitation.last_name,
      roles: invitation.roles,
      invitedBy: actor.userId,
    };
    const [row] = await tx
      .insert(invitations)
      .values({ ...values, tokenHash, expiresAt: newExpiry() })
      .onConflictDoNothing()
      .returning({ id: invitations.id });
    // Thrown within the transaction: nothing of this attempt stays.
    if (!row) throw alreadyInvited();
    await queueInvitationEmail(tx, values, link);
    await recordChange(tx, {
      action: 'invitation.created',
      companyId: actor.companyId,
      subject: { kind: 'invitation', id: row.id },
      by: actor,
      metadata: { email: invitation.email, roles: invitation.roles },
    });
    return row.id;
  });
  const view = await loadInvitationView(db, actor.companyId, id);
  if (!view) throw notFound();
  return view;
}
