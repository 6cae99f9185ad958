import type { Session } from '@portal/api-schema';
import { SIGNUP_LINK_GONE_MESSAGE, SIGNUP_PASSWORD_WRONG_MESSAGE } from '@portal/api-schema';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { hashToken } from '../../platform/access/tokens';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { HttpError, invalidField } from '../../platform/http/errors';
import { insertSandboxUser } from '../company-users';
import type { AuthDeps } from './auth-deps';
import { openSession } from './session-queries';
import { pendingSignups } from './tables';

/** Passwords a sign-up link takes before it is spent. */
export const SIGNUP_LINK_ATTEMPTS = 5;

/** Unknown, expired, used or spent links, and an address taken meanwhile, all answer this. */
const linkGone = () => new HttpError(410, SIGNUP_LINK_GONE_MESSAGE);

/**
 * Opening the link e-mailed at sign-up, with the password chosen then, makes the account (a
 * SandboxUser without company or roles) and signs it in. The password is asked again so that
 * whoever signed up someone else's address cannot take the account over when its owner opens the
 * link. The link works once, until it expires, and for a few passwords.
 */
export async function confirmSignUp(deps: AuthDeps, input: { token: string; password: string; ip: string }): Promise<Session> {
  const { db, passwords, config } = deps;
  const tokenHash = hashToken(input.token);
  const usable = and(eq(pendingSignups.tokenHash, tokenHash), isNull(pendingSignups.usedAt), gt(pendingSignups.expiresAt, sql`now()`));

  // Each password tried is counted before it is checked, so that concurrent guesses cannot pass the limit.
  const [reserved] = await db
    .update(pendingSignups)
    .set({ attempts: sql`${pendingSignups.attempts} + 1` })
    .where(and(usable, lt(pendingSignups.attempts, SIGNUP_LINK_ATTEMPTS)))
    .returning({ passwordHash: pendingSignups.passwordHash });
  if (!reserved) {
    // As slow as a password check, so that a dead link is not told apart by its speed.
    await passwords.verifyAgainstDummy(input.password);
    throw linkGone();
  }
  if (!(await passwords.verify(reserved.passwordHash, input.password))) throw invalidField('password', SIGNUP_PASSWORD_WRONG_MESSAGE);

  const session = await db.transaction(async (tx) => {
    // Claiming the link in the statement that checks it: of concurrent confirmations one goes on.
    const [claimed] = await tx
      .update(pendingSignups)
      .set({ usedAt: sql`now()` })
      .where(usable)
      .returning();
    if (!claimed) return null;
    // The unique index decides when the address got an account since the sign-up.
    const created = await insertSandboxUser(tx, {
      email: claimed.email,
      passwordHash: claimed.passwordHash,
      firstName: claimed.firstName,
      lastName: claimed.lastName,
    });
    if (!created) return null;
    const opened = await openSession(tx, created.id, config.sessionTtlHours);
    await recordAccountEvent(
      tx,
      'user.signed_up',
      { id: created.id, companyId: null },
      {
        ip: input.ip,
        metadata: { developer_interest: claimed.developerInterest, source: claimed.source },
      },
    );
    return opened;
  });
  if (!session) throw linkGone();
  return session;
}

/** Sign-ups whose link expired or was used: nothing can come of them any more. */
export async function deleteDeadPendingSignups(db: AuthDeps['db']): Promise<number> {
  const deleted = await db
    .delete(pendingSignups)
    .where(sql`${pendingSignups.expiresAt} < now() or ${pendingSignups.usedAt} is not null`)
    .returning({ tokenHash: pendingSignups.tokenHash });
  return deleted.length;
}
