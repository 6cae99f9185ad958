import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_INVALID_MESSAGE } from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { invalidField } from '../../platform/http/errors';
import { resetPasswordHash } from '../company-users';
import type { AuthDeps } from './auth-deps';
import { revokeUserSessions } from './session-queries';
import { forgetSignInFailures } from './sign-in-attempts';
import { passwordResetTokens } from './tables';

/** Sets a new password with the token from the e-mail, once, and ends every session of the account. */
export async function resetPassword(deps: AuthDeps, input: { token: string; password: string; ip: string }): Promise<void> {
  const { db, passwords, revocation } = deps;
  const passwordHash = await passwords.hash(input.password);
  const user = await db.transaction(async (tx) => {
    // Marking the token used in the same statement that checks it makes it single-use under races.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    const updated = await resetPasswordHash(tx, { userId: claimed.userId, passwordHash });
    if (!updated) return null;
    await revokeUserSessions(tx, updated.id);
    return { ...updated, delivery: await revocation.announce(tx, { userId: updated.id }) };
  });
  if (!user) throw invalidField('token', RESET_TOKEN_INVALID_MESSAGE, RESET_TOKEN_INVALID_MESSAGE);
  await user.delivery.delivered();
  // Whoever proved they own the mailbox should not stay locked out by earlier failures.
  await forgetSignInFailures(deps, { email: user.email, ip: input.ip });
  await recordAccountEvent(db, 'auth.password_reset', user, { ip: input.ip });
}
