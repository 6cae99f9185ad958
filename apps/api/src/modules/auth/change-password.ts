import { and, eq } from 'drizzle-orm';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '@portal/api-schema';
import type { Caller } from '../../platform/access/caller';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { invalidField, tooManyRequests } from '../../platform/http/errors';
import { users } from '../users/tables';
import type { AuthDeps } from './auth-deps';
import { revokeUserSessions } from './session-queries';

/**
 * Changes the caller's password, keeping their own session and ending all others. Wrong current
 * passwords count against the account's sign-in limit, so a stolen session cannot be used to
 * guess the password.
 */
export async function changePassword(
  deps: AuthDeps,
  input: { caller: Caller; currentPassword: string; newPassword: string; ip: string },
): Promise<void> {
  const { db, passwords, sessionCache, limits } = deps;
  const { caller } = input;
  const wait = await limits.loginPerAccount.retryAfter(caller.user.email);
  if (wait !== null) throw tooManyRequests(wait);
  const [user] = await db.select().from(users).where(eq(users.id, caller.user.id)).limit(1);
  if (!user || !(await passwords.verify(user.passwordHash, input.currentPassword))) {
    await limits.loginPerAccount.hit(caller.user.email);
    throw invalidField('current_password', CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  const passwordHash = await passwords.hash(input.newPassword);
  // Written against the hash that was verified: of concurrent changes one wins, and for the others
  // the current password they sent is no longer the current one.
  const changed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (updated) await revokeUserSessions(tx, user.id, { exceptTokenHash: caller.tokenHash });
    return Boolean(updated);
  });
  if (!changed) throw invalidField('current_password', CURRENT_PASSWORD_WRONG_MESSAGE);
  sessionCache.forgetUser(user.id);
  await recordAccountEvent(db, 'user.password_changed', user, { ip: input.ip });
}
