import { and, asc, eq, sql } from 'drizzle-orm';
import type { TwoFactorPolicy } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { Database } from '../../platform/database/database';
import { users } from '../company-users/tables';
import type { AuthDeps } from './auth-deps';
import { twoFactorPolicies, twoFactorSecrets } from './tables';
import { isAdminSql } from './two-factor-queries';

/** More admins than any company has: the list is a settings panel, not a directory. */
const MAX_ADMINS = 500;

/** Whether the company requires two-factor sign-in of its admins, and each enabled admin's state, those without it first. */
export async function getTwoFactorPolicy(deps: Pick<AuthDeps, 'db'>, input: { actor: CompanyActor }): Promise<TwoFactorPolicy> {
  return readTwoFactorPolicy(deps.db, input.actor.companyId);
}

export async function readTwoFactorPolicy(db: Database, companyId: string): Promise<TwoFactorPolicy> {
  const [policy] = await db
    .select({ requireForAdmins: twoFactorPolicies.requireForAdmins })
    .from(twoFactorPolicies)
    .where(eq(twoFactorPolicies.companyId, companyId))
    .limit(1);
  const enabled = sql<boolean>`(${twoFactorSecrets.confirmedAt} is not null)`;
  const admins = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, enabled })
    .from(users)
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(and(eq(users.companyId, companyId), eq(users.enabled, true), isAdminSql))
    .orderBy(asc(enabled), asc(users.lastName), asc(users.firstName), asc(users.email))
    .limit(MAX_ADMINS);
  return {
    require_for_admins: policy?.requireForAdmins ?? false,
    admins: admins.map((admin) => ({
      id: admin.id,
      first_name: admin.firstName,
      last_name: admin.lastName,
      email: admin.email,
      two_factor_enabled: admin.enabled,
    })),
  };
}
