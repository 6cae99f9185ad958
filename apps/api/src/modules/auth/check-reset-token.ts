import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_INVALID_MESSAGE } from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { invalidField, tooManyRequests } from '../../platform/http/errors';
import { users } from '../company-users/tables';
import type { AuthDeps } from './auth-deps';
import { passwordResetTokens } from './tables';

/**
 * Whether a reset link would still set a password, without using it up: its page asks when it
 * opens, so that a dead link says so before a new password is typed. A dead link answers as the
 * reset itself does, and a live one tells nothing of its account. Every check counts towards the
 * limit of its client address, since each is a guess at a token.
 */
export async function checkResetToken(deps: Pick<AuthDeps, 'db' | 'limits'>, input: { token: string; ip: string }): Promise<void> {
  const attempt = await deps.limits.resetCheckPerAddress.take(input.ip);
  if (!attempt.granted) throw tooManyRequests(attempt.retryAfter);
  const [live] = await deps.db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
        // The reset refuses a disabled account's link too.
        eq(users.enabled, true),
      ),
    )
    .limit(1);
  if (!live) throw invalidField('token', RESET_TOKEN_INVALID_MESSAGE, RESET_TOKEN_INVALID_MESSAGE);
}
