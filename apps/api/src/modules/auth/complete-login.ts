import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  type Session,
  TWO_FACTOR_CHALLENGE_EXPIRED_CODE,
  TWO_FACTOR_CHALLENGE_MAX_FAILURES,
  TWO_FACTOR_MESSAGES,
} from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { HttpError, invalidField } from '../../platform/http/errors';
import { loadCurrentUser } from '../company-users';
import { users } from '../company-users/tables';
import type { AuthDeps } from './auth-deps';
import { createSession } from './session-queries';
import { reserveSignInAttempt } from './sign-in-attempts';
import { twoFactorChallenges } from './tables';
import { isUnusedStep, matchTotpStep } from './totp';
import { decryptSecret } from './two-factor-crypto';
import { consumeRecoveryCode, consumeTotpStep, findTwoFactorSecret } from './two-factor-queries';

const challengeExpired = () => new HttpError(401, TWO_FACTOR_MESSAGES.challengeExpired, undefined, {}, TWO_FACTOR_CHALLENGE_EXPIRED_CODE);

/** Thrown inside the transaction to undo the claim of the challenge when the code is not accepted. */
class SecondFactorRefused extends Error {}

const live = (tokenHash: string) =>
  and(eq(twoFactorChallenges.tokenHash, tokenHash), isNull(twoFactorChallenges.usedAt), gt(twoFactorChallenges.expiresAt, sql`now()`));

/**
 * The second step of a sign-in with two-factor sign-in: the challenge of the first step and a code of
 * the app (accepted once: its time step must be newer than the last one used) or a recovery code
 * (used once). Answers the session. Wrong codes count under the sign-in limits like wrong passwords,
 * and a challenge takes a few of them before the password is asked for again; a challenge signs in
 * once, and not after it expired.
 */
export async function completeLogin(
  deps: AuthDeps,
  input: { challenge: string; code?: string; recoveryCode?: string; ip: string },
): Promise<Session> {
  const { db, config, twoFactorKeys } = deps;
  const { code, recoveryCode, ip } = input;
  const tokenHash = hashToken(input.challenge);
  const [found] = await db
    .select({ userId: users.id, email: users.email, companyId: users.companyId })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(and(live(tokenHash), eq(users.enabled, true)))
    .limit(1);
  if (!found) throw challengeExpired();
  const account = { id: found.userId, companyId: found.companyId };

  const attempt = await reserveSignInAttempt(deps, { email: found.email, ip });
  let outcome: { kind: 'signed_in'; token: string; expiresAt: Date } | { kind: 'expired' } | { kind: 'wrong' };
  try {
    let step: number | null = null;
    if (code !== undefined) {
      const secret = await findTwoFactorSecret(db, found.userId);
      if (secret?.confirmedAt) {
        const matched = matchTotpStep(decryptSecret(twoFactorKeys, found.userId, secret.secretEncrypted), code);
        if (matched !== null && isUnusedStep(matched, secret.lastUsedStep)) step = matched;
      }
    }
    if (code !== undefined && step === null) {
      outcome = { kind: 'wrong' };
    } else {
      outcome = await db.transaction(async (tx) => {
        // Claimed first: of concurrent requests with one challenge, one signs in.
        const [claimed] = await tx
          .update(twoFactorChallenges)
          .set({ usedAt: sql`now()` })
          .where(live(tokenHash))
          .returning({ userId: twoFactorChallenges.userId });
        if (!claimed) return { kind: 'expired' } as const;
        const accepted =
          step !== null
            ? await consumeTotpStep(tx, found.userId, step)
            : await consumeRecoveryCode(tx, twoFactorKeys, found.userId, recoveryCode ?? '');
        if (!accepted) throw new SecondFactorRefused();
        const session = await createSession(tx, found.userId, config.sessionTtlHours);
        await recordAccountEvent(tx, 'auth.login', account, {
          ip,
          metadata: { second_factor: step !== null ? 'totp' : 'recovery_code' },
        });
        if (step === null) await recordAccountEvent(tx, 'two_factor.recovery_code_used', account, { ip });
        return { kind: 'signed_in', ...session } as const;
      });
    }
  } catch (error) {
    if (error instanceof SecondFactorRefused) {
      outcome = { kind: 'wrong' };
    } else {
      await attempt.withdrawn().catch(() => undefined);
      throw error;
    }
  }

  if (outcome.kind === 'expired') {
    await attempt.withdrawn();
    throw challengeExpired();
  }
  if (outcome.kind === 'wrong') {
    await attempt.failed();
    // A challenge takes only a few wrong codes; then the e-mail and password are asked for again.
    await db
      .update(twoFactorChallenges)
      .set({
        failures: sql`${twoFactorChallenges.failures} + 1`,
        usedAt: sql`case when ${twoFactorChallenges.failures} + 1 >= ${TWO_FACTOR_CHALLENGE_MAX_FAILURES} then now() else ${twoFactorChallenges.usedAt} end`,
      })
      .where(eq(twoFactorChallenges.tokenHash, tokenHash));
    await recordAccountEvent(db, 'auth.login_failed', account, {
      ip,
      metadata: { email: found.email, reason: code !== undefined ? 'wrong_code' : 'wrong_recovery_code' },
    });
    throw code !== undefined
      ? invalidField('code', TWO_FACTOR_MESSAGES.codeWrong)
      : invalidField('recovery_code', TWO_FACTOR_MESSAGES.recoveryCodeWrong);
  }
  await attempt.succeeded();
  const user = await loadCurrentUser(db, found.userId);
  if (!user) throw new Error('The user vanished while signing in');
  return { token: outcome.token, expires_at: outcome.expiresAt.toISOString(), user };
}
