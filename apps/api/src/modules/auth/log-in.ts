import { ACCOUNT_DISABLED_MESSAGE, LOGIN_FAILED_MESSAGE, type Session } from '@portal/api-schema';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { HttpError, tooManyRequests } from '../../platform/http/errors';
import { blockedFor } from '../../platform/rate-limit/rate-limit';
import { findAccountByEmail } from './account-queries';
import type { AuthDeps } from './auth-deps';
import { openSession } from './session-queries';

/**
 * Signs in with e-mail and password and answers a new session. Only failures count towards the
 * limits (per account and per client address); a success clears the account's count.
 */
export async function logIn(deps: AuthDeps, input: { email: string; password: string; ip: string }): Promise<Session> {
  const { db, passwords, limits, config } = deps;
  const { email, password, ip } = input;
  const wait = await blockedFor([
    [limits.loginPerAccount, email],
    [limits.loginPerAddress, ip],
  ]);
  if (wait !== null) throw tooManyRequests(wait);
  const user = await findAccountByEmail(db, email);
  const passwordMatches = user
    ? await passwords.verify(user.passwordHash, password)
    : await passwords.verifyAgainstDummy(password);
  if (!user || !passwordMatches) {
    await Promise.all([limits.loginPerAccount.hit(email), limits.loginPerAddress.hit(ip)]);
    await recordAccountEvent(db, 'auth.login_failed', user ?? null, {
      ip,
      metadata: { email, reason: user ? 'wrong_password' : 'unknown_email' },
    });
    throw new HttpError(401, LOGIN_FAILED_MESSAGE);
  }
  if (!user.enabled) {
    await recordAccountEvent(db, 'auth.login_failed', user, { ip, metadata: { email, reason: 'disabled' } });
    throw new HttpError(403, ACCOUNT_DISABLED_MESSAGE);
  }
  await limits.loginPerAccount.reset(email);
  const session = await openSession(db, user.id, config.sessionTtlHours);
  await recordAccountEvent(db, 'auth.login', user, { ip });
  return session;
}
