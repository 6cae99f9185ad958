import { TWO_FACTOR_MESSAGES } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { HttpError, notFound } from '../../platform/http/errors';
import { findCompanyUser, knownRoles, lockForActor, managementRefusal, refuseIf } from '../company-users';
import type { AuthDeps } from './auth-deps';
import { removeTwoFactor } from './two-factor-queries';

/**
 * An account_editor turns a colleague's two-factor sign-in off (a lost phone): key and recovery codes
 * are deleted, and the colleague signs in with the password alone until they set it up again. Not
 * for the caller's own (that needs a code or the password), nor for a colleague with roles the
 * caller lacks (403), nor for another company's user (404). Decided under the company's lock.
 */
export async function resetUserTwoFactor(
  deps: Pick<AuthDeps, 'db' | 'revocation'>,
  input: { actor: CompanyActor; userId: string },
): Promise<void> {
  const { db, revocation } = deps;
  const { actor, userId } = input;
  const delivery = await db.transaction(async (tx) => {
    const actorRow = await lockForActor(tx, actor);
    const target = await findCompanyUser(tx, actor.companyId, userId);
    if (!target) throw notFound();
    if (target.id === actor.userId) throw new HttpError(409, TWO_FACTOR_MESSAGES.resetOwn);
    refuseIf(
      managementRefusal({
        actor: { id: actorRow.id, roles: knownRoles(actorRow.roles) },
        subject: { kind: 'person', id: target.id, roles: knownRoles(target.roles) },
      }),
    );
    if (!(await removeTwoFactor(tx, target.id))) return null;
    await recordAudit(tx, {
      action: 'two_factor.reset',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'user',
      subjectId: target.id,
      ip: actor.ip,
      metadata: { email: target.email },
    });
    // Where the company requires it, the colleague's sessions must ask for the setup at once.
    return revocation.announce(tx, { userId: target.id });
  });
  if (!delivery) throw new HttpError(409, TWO_FACTOR_MESSAGES.resetNotOn);
  await delivery.delivered();
}
