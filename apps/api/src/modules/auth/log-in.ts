import { ACCOUNT_DISABLED_MESSAGE, LOGIN_FAILED_MESSAGE, type Session } from '@portal/api-schema';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { findAccountByEmail } from './account-queries';
import type { AuthDeps } from './auth-deps';
import { reserveSignInAttempt } from './sign-in-attempts';
import { openSession } from './session-queries';

/**
 * Signs in with e-mail and password and answers a new session. The attempt is reserved under the
 * sign-in limits before the password is checked (sign-in-attempts.ts); only failures stay counted.
 */
export async function logIn(deps: AuthDeps, input: { email: string; password: string; ip: string }): Promise<Session> {
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
  await attempt.succeeded();
  if (!user.enabled) {
    await recordAccountEvent(db, 'auth.login_failed', user, { ip, metadata: { email, reason: 'disabled' } });
    throw new HttpError(403, ACCOUNT_DISABLED_MESSAGE);
  }
  const session = await openSession(db, user.id, config.sessionTtlHours);
  await recordAccountEvent(db, 'auth.login', user, { ip });
  return session;
}
