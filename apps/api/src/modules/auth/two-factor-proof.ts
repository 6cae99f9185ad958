import { eq } from 'drizzle-orm';
import { CURRENT_PASSWORD_WRONG_MESSAGE, TWO_FACTOR_MESSAGES } from '@portal/api-schema';
import type { CallerUser } from '../../platform/access/caller';
import { invalidField } from '../../platform/http/errors';
import { users } from '../company-users/tables';
import type { AuthDeps } from './auth-deps';
import { reserveSignInAttempt } from './sign-in-attempts';
import { matchTotpStep } from './totp';
import { decryptSecret } from './two-factor-crypto';
import type { TwoFactorSecretRow } from './two-factor-queries';

/** What proves the account holder asks, for changes to two-factor sign-in itself. */
export interface TwoFactorProof {
  code?: string;
  password?: string;
}

/**
 * Checks a current code of the app or the password before regenerating the recovery codes or turning
 * two-factor sign-in off, under the sign-in limits (a stolen session must not be able to guess
 * either). Answers the time step of the code, which the change must consume in its own conditional
 * update (a code is accepted once), or null for a password; throws 422 on the field when wrong.
 */
export async function checkTwoFactorProof(
  deps: Pick<AuthDeps, 'db' | 'passwords' | 'limits' | 'config' | 'twoFactorKeys'>,
  input: { user: CallerUser; secret: TwoFactorSecretRow; proof: TwoFactorProof; ip: string },
): Promise<{ step: number | null }> {
  const { db, passwords, twoFactorKeys } = deps;
  const { user, secret, proof } = input;
  const attempt = await reserveSignInAttempt(deps, { email: user.email, ip: input.ip });
  let step: number | null = null;
  let proven: boolean;
  try {
    if (proof.code !== undefined) {
      step = matchTotpStep(decryptSecret(twoFactorKeys, user.id, secret.secretEncrypted), proof.code);
      proven = step !== null && (secret.lastUsedStep === null || step > secret.lastUsedStep);
    } else {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
      proven = row ? await passwords.verify(row.passwordHash, proof.password ?? '') : false;
    }
  } catch (error) {
    await attempt.withdrawn().catch(() => undefined);
    throw error;
  }
  if (!proven) {
    await attempt.failed();
    throw proof.code !== undefined
      ? invalidField('code', TWO_FACTOR_MESSAGES.codeWrong)
      : invalidField('password', CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  await attempt.succeeded();
  return { step };
}
