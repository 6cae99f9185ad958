import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_TTL_HOURS, EMAIL_CONFIRMATION_PAGE } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { generateToken, hashToken } from '../../platform/access/tokens';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/database/database';
import { tooManyRequests } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { addressInUseEmail, confirmNewEmailEmail, emailChangeNoticeEmail } from './email-change-emails';
import { emailChangeRequests, type UserRow, users } from './tables';
import type { UsersDeps } from './users-deps';

/** The same new address asked for again this soon sends nothing new (a double click, a retried request). */
const RESEND_AFTER = sql`interval '1 minute'`;

/**
 * Steps of changing a user's e-mail address, within the transaction of the user's update: a new
 * address is kept aside with a link to confirm it, sent there (and a notice to the old address);
 * the account's address changes only when the link is opened (confirm-email-change.ts).
 */

/** Asks to change `user`'s address to `newEmail`; answers whether a link was sent. */
export async function requestEmailChange(
  tx: Database,
  deps: Pick<UsersDeps, 'config' | 'limits'>,
  input: { actor: CompanyActor; user: UserRow; newEmail: string; requestedBy: string | null },
): Promise<boolean> {
  const { actor, user, newEmail } = input;
  // An address another account uses is answered as any other (nobody learns which addresses have
  // accounts); its owner is told of the attempt instead of sent a link, and the confirmation
  // refuses a taken address anyway.
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, newEmail), ne(users.id, user.id)))
    .limit(1);

  const [recent] = await tx
    .select({ tokenHash: emailChangeRequests.tokenHash })
    .from(emailChangeRequests)
    .where(
      and(
        eq(emailChangeRequests.userId, user.id),
        isNull(emailChangeRequests.confirmedAt),
        eq(emailChangeRequests.newEmail, newEmail),
        sql`${emailChangeRequests.createdAt} > now() - ${RESEND_AFTER}`,
      ),
    )
    .limit(1);
  if (recent) return false;

  const attempt = await deps.limits.emailChangePerUser.take(user.id);
  if (!attempt.granted) throw tooManyRequests(attempt.retryAfter);

  // Only the newest link works.
  await tx.delete(emailChangeRequests).where(and(eq(emailChangeRequests.userId, user.id), isNull(emailChangeRequests.confirmedAt)));
  const token = generateToken();
  await tx.insert(emailChangeRequests).values({
    tokenHash: hashToken(token),
    userId: user.id,
    newEmail,
    requestedBy: actor.userId,
    expiresAt: sql`now() + make_interval(hours => ${EMAIL_CHANGE_TTL_HOURS})`,
  });
  const change = { firstName: user.firstName, oldEmail: user.email, newEmail, requestedBy: input.requestedBy };
  await enqueueEmail(
    tx,
    taken
      ? addressInUseEmail({ newEmail })
      : confirmNewEmailEmail({ ...change, link: `${deps.config.publicUrl}${EMAIL_CONFIRMATION_PAGE}/${token}` }),
  );
  await enqueueEmail(tx, emailChangeNoticeEmail(change));
  await recordAudit(tx, {
    action: 'user.email_change_requested',
    companyId: actor.companyId,
    actorUserId: actor.userId,
    subjectType: 'user',
    subjectId: user.id,
    ip: actor.ip,
    metadata: { from: user.email, to: newEmail },
  });
  return true;
}

/** Withdraws `user`'s open e-mail change (the address was set back to the current one); answers whether one was open. */
export async function cancelEmailChange(tx: Database, input: { actor: CompanyActor; user: UserRow }): Promise<boolean> {
  const { actor, user } = input;
  const cancelled = await tx
    .delete(emailChangeRequests)
    .where(
      and(eq(emailChangeRequests.userId, user.id), isNull(emailChangeRequests.confirmedAt), sql`${emailChangeRequests.expiresAt} > now()`),
    )
    .returning({ newEmail: emailChangeRequests.newEmail });
  if (cancelled.length === 0) return false;
  await recordAudit(tx, {
    action: 'user.email_change_cancelled',
    companyId: actor.companyId,
    actorUserId: actor.userId,
    subjectType: 'user',
    subjectId: user.id,
    ip: actor.ip,
    metadata: { to: cancelled.map((row) => row.newEmail) },
  });
  return true;
}
