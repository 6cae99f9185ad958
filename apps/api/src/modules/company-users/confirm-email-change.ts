import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type EmailConfirmation, USER_MESSAGES } from '@portal/api-schema';
import type { Delivery } from '../../platform/access/session-revocation';
import { hashToken } from '../../platform/access/tokens';
import { recordAudit } from '../../platform/audit/audit-log';
import { isUniqueViolation } from '../../platform/database/database';
import { HttpError, invalidField } from '../../platform/http/errors';
import { emailChangeRequests, users } from './tables';
import type { UsersDeps } from './users-deps';

const taken = () => new HttpError(409, USER_MESSAGES.emailChangeTaken, [{ property: 'token', message: USER_MESSAGES.emailChangeTaken }]);

/**
 * Opening the link sent to a new address makes it the account's e-mail. The link works once and
 * until it expires; of concurrent confirmations one changes the address, the others find the link
 * used. The user's sessions stay open, and every process sees the new address at once.
 */
export async function confirmEmailChange(
  deps: Pick<UsersDeps, 'db' | 'revocation'>,
  input: { token: string; ip: string },
): Promise<EmailConfirmation> {
  const { db, revocation } = deps;
  const tokenHash = hashToken(input.token);
  let outcome: { email: string; delivery: Delivery };
  try {
    outcome = await db.transaction(async (tx) => {
      const [request] = await tx
        .select({
          userId: emailChangeRequests.userId,
          newEmail: emailChangeRequests.newEmail,
          confirmedAt: emailChangeRequests.confirmedAt,
          expired: sql<boolean>`${emailChangeRequests.expiresAt} <= now()`,
        })
        .from(emailChangeRequests)
        .where(eq(emailChangeRequests.tokenHash, tokenHash))
        .for('update');
      if (!request || request.confirmedAt) throw invalidField('token', USER_MESSAGES.emailChangeTokenInvalid);
      if (request.expired) throw invalidField('token', USER_MESSAGES.emailChangeTokenExpired);

      const [user] = await tx
        .select({ id: users.id, email: users.email, companyId: users.companyId })
        .from(users)
        .where(eq(users.id, request.userId))
        .for('update');
      if (!user) throw invalidField('token', USER_MESSAGES.emailChangeTokenInvalid);
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, request.newEmail), ne(users.id, user.id)))
        .limit(1);
      if (other) throw taken();

      await tx
        .update(emailChangeRequests)
        .set({ confirmedAt: sql`now()` })
        .where(and(eq(emailChangeRequests.tokenHash, tokenHash), isNull(emailChangeRequests.confirmedAt)));
      await tx.update(users).set({ email: request.newEmail }).where(eq(users.id, user.id));
      await recordAudit(tx, {
        action: 'user.email_changed',
        companyId: user.companyId,
        // Whoever opened the link proved they read the new address: the account's owner.
        actorUserId: user.id,
        subjectType: 'user',
        subjectId: user.id,
        ip: input.ip,
        metadata: { from: user.email, to: request.newEmail },
      });
      return { email: request.newEmail, delivery: await revocation.announce(tx, { userId: user.id }) };
    });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await outcome.delivery.delivered();
  return { email: outcome.email };
}
