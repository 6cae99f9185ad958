import { and, eq, isNull, sql } from 'drizzle-orm';
import { generateToken, hashToken } from '../../platform/access/tokens';
import type { Database } from '../../platform/database/database';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { passwordResetEmail } from './password-reset-email';
import { passwordResetTokens } from './tables';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Makes a new reset link for the user (only the newest works) and queues the e-mail that carries
 * it. Run within the caller's transaction: the forgotten-password form, or an account editor
 * sending a colleague the link.
 */
export async function issuePasswordResetLink(
  tx: Database,
  input: { user: { id: string; email: string; firstName: string }; publicUrl: string },
): Promise<void> {
  const { user } = input;
  const token = generateToken();
  await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await enqueueEmail(
    tx,
    passwordResetEmail({ to: user.email, firstName: user.firstName, link: `${input.publicUrl}/resetting/reset/${token}` }),
  );
}

/** A link sent this recently is not sent again: a double click or a retried request sends one e-mail. */
const RESEND_AFTER = sql`interval '1 minute'`;

/** Whether an unused reset link was sent to the user within the last minute (an account editor's resend is then answered without another). */
export async function sentPasswordResetLinkRecently(tx: Database, userId: string): Promise<boolean> {
  const [recent] = await tx
    .select({ tokenHash: passwordResetTokens.tokenHash })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.createdAt} > now() - ${RESEND_AFTER}`,
      ),
    )
    .limit(1);
  return recent !== undefined;
}
