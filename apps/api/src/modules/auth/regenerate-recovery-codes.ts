import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { type RecoveryCodes, TWO_FACTOR_MESSAGES } from '@portal/api-schema';
import type { Actor, CallerUser } from '../../platform/access/caller';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import type { AuthDeps } from './auth-deps';
import { twoFactorSecrets } from './tables';
import { checkTwoFactorProof, type TwoFactorProof } from './two-factor-proof';
import { findTwoFactorSecret, replaceRecoveryCodes } from './two-factor-queries';

/**
 * Replaces the recovery codes with ten new ones (the old ones stop working) after a current code of
 * the app or the password, and answers them: the only time they are shown.
 */
export async function regenerateRecoveryCodes(
  deps: Pick<AuthDeps, 'db' | 'passwords' | 'limits' | 'config' | 'twoFactorKeys'>,
  input: { actor: Actor; user: CallerUser; proof: TwoFactorProof },
): Promise<RecoveryCodes> {
  const { db, twoFactorKeys } = deps;
  const { actor, user } = input;
  const secret = await findTwoFactorSecret(db, user.id);
  if (!secret?.confirmedAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
  const { step } = await checkTwoFactorProof(deps, { user, secret, proof: input.proof, ip: actor.ip });

  const codes = await db.transaction(async (tx) => {
    // Against the version read, consuming the code's step: of concurrent requests one replaces the codes.
    const [changed] = await tx
      .update(twoFactorSecrets)
      .set({ version: secret.version + 1, ...(step === null ? {} : { lastUsedStep: step }) })
      .where(
        and(
          eq(twoFactorSecrets.userId, user.id),
          isNotNull(twoFactorSecrets.confirmedAt),
          eq(twoFactorSecrets.version, secret.version),
          step === null ? undefined : or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
        ),
      )
      .returning({ userId: twoFactorSecrets.userId });
    if (!changed) return null;
    const fresh = await replaceRecoveryCodes(tx, twoFactorKeys, user.id);
    await recordAccountEvent(tx, 'two_factor.recovery_codes_regenerated', { id: user.id, companyId: user.companyId }, { ip: actor.ip });
    return fresh;
  });
  if (!codes) throw new HttpError(409, TWO_FACTOR_MESSAGES.codesReplaced);
  return { recovery_codes: codes };
}
