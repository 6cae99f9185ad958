import { TWO_FACTOR_MESSAGES } from '@portal/api-schema';
import type { Actor, CallerUser } from '../../platform/access/caller';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import type { AuthDeps } from './auth-deps';
import { checkTwoFactorProof, type TwoFactorProof } from './two-factor-proof';
import { findTwoFactorSecret, isTwoFactorRequired, removeTwoFactor } from './two-factor-queries';

/**
 * Turns the caller's two-factor sign-in off after a current code of the app or the password: the key
 * and the recovery codes are deleted. Refused while the company requires it of the caller.
 */
export async function disableTwoFactor(
  deps: Pick<AuthDeps, 'db' | 'passwords' | 'limits' | 'config' | 'twoFactorKeys' | 'revocation'>,
  input: { actor: Actor; user: CallerUser; proof: TwoFactorProof },
): Promise<void> {
  const { db, revocation } = deps;
  const { actor, user } = input;
  const secret = await findTwoFactorSecret(db, user.id);
  if (!secret?.confirmedAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
  if (await isTwoFactorRequired(db, user)) throw new HttpError(409, TWO_FACTOR_MESSAGES.requiredByCompany);
  await checkTwoFactorProof(deps, { user, secret, proof: input.proof, ip: actor.ip });

  const delivery = await db.transaction(async (tx) => {
    // Against the version read (a code's step is spent with the key itself): one of concurrent requests removes it.
    if (!(await removeTwoFactor(tx, user.id, secret.version))) return null;
    await recordAccountEvent(tx, 'two_factor.disabled', { id: user.id, companyId: user.companyId }, { ip: actor.ip });
    return revocation.announce(tx, { userId: user.id });
  });
  if (!delivery) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
  await delivery.delivered();
}
