import { and, eq, sql } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES, type TwoFactorPolicy } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { users } from '../company-users/tables';
import type { AuthDeps } from './auth-deps';
import { readTwoFactorPolicy } from './get-two-factor-policy';
import { twoFactorPolicies } from './tables';
import { findTwoFactorSecret, isAdminSql } from './two-factor-queries';
import { publishChange } from '../../platform/live-events';

/**
 * Requires two-factor sign-in of the company's admins, or no longer. While required, an admin without
 * it can do nothing but set it up, from their next request on in every process. Only someone who
 * uses it themselves may require it (nobody locks themselves out by requiring it). Audited when it
 * changes; the same setting again changes nothing.
 */
export async function setTwoFactorPolicy(
  deps: Pick<AuthDeps, 'db' | 'revocation'>,
  input: { actor: CompanyActor; requireForAdmins: boolean },
): Promise<TwoFactorPolicy> {
  const { db, revocation } = deps;
  const { actor, requireForAdmins } = input;
  if (requireForAdmins && !(await findTwoFactorSecret(db, actor.userId))?.confirmedAt) {
    throw new HttpError(409, TWO_FACTOR_MESSAGES.requireOwnFirst);
  }
  const deliveries = await db.transaction(async (tx) => {
    // Conditional on the setting read: of concurrent identical requests one changes it.
    const changed = requireForAdmins
      ? await tx
          .insert(twoFactorPolicies)
          .values({ companyId: actor.companyId, requireForAdmins: true, updatedBy: actor.userId })
          .onConflictDoUpdate({
            target: twoFactorPolicies.companyId,
            set: { requireForAdmins: true, updatedBy: actor.userId, updatedAt: sql`now()` },
            setWhere: eq(twoFactorPolicies.requireForAdmins, false),
          })
          .returning({ companyId: twoFactorPolicies.companyId })
      : await tx
          .update(twoFactorPolicies)
          .set({ requireForAdmins: false, updatedBy: actor.userId, updatedAt: sql`now()` })
          .where(and(eq(twoFactorPolicies.companyId, actor.companyId), eq(twoFactorPolicies.requireForAdmins, true)))
          .returning({ companyId: twoFactorPolicies.companyId });
    if (changed.length === 0) return [];
    await recordAudit(tx, {
      action: 'two_factor.policy_changed',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'company',
      subjectId: actor.companyId,
      ip: actor.ip,
      metadata: { require_for_admins: requireForAdmins },
    });
    // Every admin's cached session learns of the requirement (or its end) at the commit.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, actor.companyId), isAdminSql));
    await publishChange(tx, { companyId: actor.companyId, kind: 'user' });
    const announced = [];
    for (const admin of admins) announced.push(await revocation.announce(tx, { userId: admin.id }));
    return announced;
  });
  await Promise.all(deliveries.map((delivery) => delivery.delivered()));
  return readTwoFactorPolicy(db, actor.companyId);
}
