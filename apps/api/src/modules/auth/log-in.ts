import {
  ACCOUNT_DISABLED_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  type LoginChallenge,
  type Session,
  TWO_FACTOR_CHALLENGE_MINUTES,
} from '@portal/api-schema';
import { generateToken, hashToken } from '../../platform/access/tokens';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/database/database';
import { HttpError } from '../../platform/http/errors';
import { findAccountByEmail } from './account-queries';
import type { AuthDeps } from './auth-deps';
import { reserveSignInAttempt } from './sign-in-attempts';
import { openSession } from './session-queries';
import { twoFactorChallenges } from './tables';
import { findTwoFactorSecret } from './two-factor-queries';

/** The second step of a sign-in: a single-use challenge, answered instead of a session. */
async function openLoginChallenge(db: Database, userId: string): Promise<LoginChallenge> {
  const challenge = generateToken();
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000);
  await db.insert(twoFactorChallenges).values({ tokenHash: hashToken(challenge), userId, expiresAt });
  return { two_factor_required: true, challenge, expires_at: expiresAt.toISOString() };
}

/**
 * Signs in with e-mail and password and answers a new session, or, when the account has two-factor
 * sign-in, a challenge for the second step (complete-login.ts) and no session yet. The attempt is
 * reserved under the sign-in limits before the password is checked (sign-in-attempts.ts); only
 * failures stay counted.
 */
export async function logIn(deps: AuthDeps, input: { email: string; password: string; ip: string }): Promise<Session | LoginChallenge> {
  const { db, passwords, config } = deps;
  const { email, password, ip } = input;
  const attempt = await reserveSignInAttempt(deps, { email, ip });
  let user: Awaited<ReturnType<typeof findAccountByEmail>>;
  let passwordMatches: boolean;
  try {
    user = await findAccountByEmail(db, email);
    passwordMatches = user ? await passwords.verify(user.passwordHash, password) : await passwords.verifyAgainstDummy(password);
  } catch (error) {
    await attempt.withdrawn().catch(() => undefined);
    throw error;
  }
  if (!user || !passwordMatches) {
    await attempt.failed();
    await recordAccountEvent(db, 'auth.login_failed', user ?? null, {
      ip,
      metadata: { email, reason: user ? 'wrong_password' : 'unknown_email' },
    });
    throw new HttpError(401, LOGIN_FAILED_MESSAGE);
  }
  // The second step, if any, counts its own failures under the same limits: these are cleared when it succeeds.
  const secondFactor = user.enabled && Boolean((await findTwoFactorSecret(db, user.id))?.confirmedAt);
  await (secondFactor ? attempt.awaitsSecondFactor() : attempt.succeeded());
  if (!user.enabled) {
    await recordAccountEvent(db, 'auth.login_failed', user, { ip, metadata: { email, reason: 'disabled' } });
    throw new HttpError(403, ACCOUNT_DISABLED_MESSAGE);
  }
  if (secondFactor) return openLoginChallenge(db, user.id);
  const session = await openSession(db, user.id, config.sessionTtlHours);
  await recordAccountEvent(db, 'auth.login', user, { ip });
  return session;
}
