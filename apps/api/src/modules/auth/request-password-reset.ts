import { and, eq, isNull } from 'drizzle-orm';
import { generateToken, hashToken } from '../../platform/access/tokens';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { tooManyRequests } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { takeAll } from '../../platform/rate-limit/rate-limit';
import { findAccountByEmail } from './account-queries';
import type { AuthDeps } from './auth-deps';
import { passwordResetEmail } from './password-reset-email';
import { passwordResetTokens } from './tables';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * E-mails a link to choose a new password. Answers the same way whether or not the account
 * exists; only the limits (per account and per client address) can refuse.
 */
export async function requestPasswordReset(deps: AuthDeps, input: { email: string; ip: string }): Promise<void> {
  const { db, limits, config } = deps;
  const { email, ip } = input;
  // Taken in one step of the counter store, so that concurrent requests cannot all pass.
  const wait = await takeAll([
    [limits.forgotPasswordPerAccount, email],
    [limits.forgotPasswordPerAddress, ip],
  ]);
  if (wait !== null) throw tooManyRequests(wait);
  const user = await findAccountByEmail(db, email);
  if (!user || !user.enabled) return;
  const token = generateToken();
  await db.transaction(async (tx) => {
    // Only the newest link works.
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    await enqueueEmail(
      tx,
      passwordResetEmail({
        to: user.email,
        firstName: user.firstName,
        link: `${config.publicUrl}/resetting/reset/${token}`,
      }),
    );
  });
  await recordAccountEvent(db, 'auth.password_reset_requested', user, { ip });
}
