import { and, eq, isNull } from 'drizzle-orm';
import { type RecoveryCodes, TWO_FACTOR_MESSAGES } from '@portal/api-schema';
import type { Actor } from '../../platform/access/caller';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { HttpError, invalidField } from '../../platform/http/errors';
import type { AuthDeps } from './auth-deps';
import { twoFactorSecrets } from './tables';
import { matchTotpStep } from './totp';
import { decryptSecret } from './two-factor-crypto';
import { findTwoFactorSecret, replaceRecoveryCodes } from './two-factor-queries';

/**
 * Turns two-factor sign-in on once a code of the waiting key proves the app holds it, and answers
 * the ten recovery codes: the only time they are shown. The code's step counts as used.
 */
export async function confirmTwoFactor(
  deps: Pick<AuthDeps, 'db' | 'twoFactorKeys' | 'revocation'>,
  input: { actor: Actor; code: string },
): Promise<RecoveryCodes> {
  const { db, twoFactorKeys, revocation } = deps;
  const { actor } = input;
  const pending = await findTwoFactorSecret(db, actor.userId);
  if (!pending) throw new HttpError(409, TWO_FACTOR_MESSAGES.notStarted);
  if (pending.confirmedAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  const step = matchTotpStep(decryptSecret(twoFactorKeys, actor.userId, pending.secretEncrypted), input.code);
  if (step === null) throw invalidField('code', TWO_FACTOR_MESSAGES.codeWrong);

  const outcome = await db.transaction(async (tx) => {
    // Against the key that was checked: of concurrent confirmations one turns it on.
    const [enabled] = await tx
      .update(twoFactorSecrets)
      .set({ confirmedAt: new Date(), lastUsedStep: step, version: pending.version + 1 })
      .where(
        and(eq(twoFactorSecrets.userId, actor.userId), isNull(twoFactorSecrets.confirmedAt), eq(twoFactorSecrets.version, pending.version)),
      )
      .returning({ userId: twoFactorSecrets.userId });
    if (!enabled) return null;
    const codes = await replaceRecoveryCodes(tx, twoFactorKeys, actor.userId);
    await recordAccountEvent(tx, 'two_factor.enabled', { id: actor.userId, companyId: actor.companyId }, { ip: actor.ip });
    // The company's requirement, if any, no longer holds the user back, in every process.
    const delivery = await revocation.announce(tx, { userId: actor.userId });
    return { codes, delivery };
  });
  if (!outcome) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  await outcome.delivery.delivered();
  return { recovery_codes: outcome.codes };
}
