import { eq } from 'drizzle-orm';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '@portal/api-schema';
import type { Caller } from '../../platform/access/caller';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { invalidField } from '../../platform/http/errors';
import { replacePasswordHash } from '../company-users';
import { users } from '../company-users/tables';
import type { AuthDeps } from './auth-deps';
import { revokeUserSessions } from './session-queries';
import { reserveSignInAttempt } from './sign-in-attempts';

/**
 * Changes the caller's password, keeping their own session and ending all others. The check of the
 * current password is reserved under the sign-in limits like a sign-in (sign-in-attempts.ts), so a
 * stolen session cannot be used to guess the password, not even with concurrent requests.
 */
export async function changePassword(
  deps: AuthDeps,
  input: { caller: Caller; currentPassword: string; newPassword: string; ip: string },
): Promise<void> {
  const { db, passwords, revocation } = deps;
  const { caller } = input;
  const attempt = await reserveSignInAttempt(deps, { email: caller.user.email, ip: input.ip });
  let user: typeof users.$inferSelect | undefined;
  let passwordMatches: boolean;
  try {
    [user] = await db.select().from(users).where(eq(users.id, caller.user.id)).limit(1);
    passwordMatches = user ? await passwords.verify(user.passwordHash, input.currentPassword) : false;
  } catch (error) {
    await attempt.withdrawn().catch(() => undefined);
    throw error;
  }
  if (!user || !passwordMatches) {
    await attempt.failed();
    throw invalidField('current_password', CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  await attempt.succeeded();
  const passwordHash = await passwords.hash(input.newPassword);
  // Written against the hash that was verified: of concurrent changes one wins, and for the others
  // the current password they sent is no longer the current one.
  const delivery = await db.transaction(async (tx) => {
    const replaced = await replacePasswordHash(tx, { userId: user.id, current: user.passwordHash, passwordHash });
    if (!replaced) return null;
    await revokeUserSessions(tx, user.id, { exceptTokenHash: caller.tokenHash });
    return revocation.announce(tx, { userId: user.id });
  });
  if (!delivery) throw invalidField('current_password', CURRENT_PASSWORD_WRONG_MESSAGE);
  await delivery.delivered();
  await recordAccountEvent(db, 'user.password_changed', user, { ip: input.ip });
}
