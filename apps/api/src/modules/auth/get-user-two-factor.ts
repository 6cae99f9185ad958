import { and, eq } from 'drizzle-orm';
import type { UserTwoFactor } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import { users } from '../company-users/tables';
import type { AuthDeps } from './auth-deps';
import { twoFactorSecrets } from './tables';

/** Whether a user of the caller's company has two-factor sign-in on (another company's user is a 404). */
export async function getUserTwoFactor(deps: Pick<AuthDeps, 'db'>, input: { actor: CompanyActor; userId: string }): Promise<UserTwoFactor> {
  const [row] = await deps.db
    .select({ confirmedAt: twoFactorSecrets.confirmedAt })
    .from(users)
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(and(eq(users.id, input.userId), eq(users.companyId, input.actor.companyId)))
    .limit(1);
  if (!row) throw notFound();
  return { enabled: row.confirmedAt !== null, enabled_at: row.confirmedAt?.toISOString() ?? null };
}
