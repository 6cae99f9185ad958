import type { TwoFactorStatus } from '@portal/api-schema';
import type { CallerUser } from '../../platform/access/caller';
import type { AuthDeps } from './auth-deps';
import { findTwoFactorSecret, isTwoFactorRequired, recoveryCodesLeft } from './two-factor-queries';

/** The caller's own two-factor sign-in: on or not, since when, recovery codes left, required by the company. */
export async function getTwoFactorStatus(deps: Pick<AuthDeps, 'db'>, input: { user: CallerUser }): Promise<TwoFactorStatus> {
  const { db } = deps;
  const { user } = input;
  const [secret, required] = await Promise.all([findTwoFactorSecret(db, user.id), isTwoFactorRequired(db, user)]);
  const enabledAt = secret?.confirmedAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? await recoveryCodesLeft(db, user.id) : 0,
    required,
  };
}
