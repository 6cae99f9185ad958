import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_DISABLED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  RATE_LIMITED_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE,
  type Session,
} from '@portal/api-schema';
import { recordAudit } from '../platform/audit/audit-log';
import type { Config } from '../config';
import type { Database } from '../platform/database/database';
import { passwordResetTokens } from '../modules/auth/tables';
import { users } from '../modules/users/tables';
import { HttpError, invalidField } from '../platform/http/errors';
import { enqueueEmail } from '../platform/outbox/outbox';
import { blockedFor, type RateLimitStore } from '../platform/rate-limit/rate-limit';
import { loadCurrentUser } from '../users/user-queries';
import { passwordResetEmail } from './emails';
import type { PasswordHasher } from '../platform/access/passwords';
import type { SessionCache } from '../platform/access/session-cache';
import type { Caller } from '../platform/access/caller';
import { createSession, revokeSession, revokeUserSessions } from './sessions';
import { generateToken, hashToken } from '../platform/access/tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthServiceDependencies {
  db: Database;
  passwords: PasswordHasher;
  rateLimits: RateLimitStore;
  /** Forgets what this service revokes, so that it stops working at once in this process. */
  sessionCache: SessionCache;
  config: Pick<Config, 'sessionTtlHours' | 'publicUrl' | 'rateLimits'>;
}

export type AuthService = ReturnType<typeof createAuthService>;

function rateLimited(retryAfterSeconds: number): HttpError {
  return new HttpError(429, RATE_LIMITED_MESSAGE, undefined, { 'retry-after': String(retryAfterSeconds) });
}

export function createAuthService({ db, passwords, rateLimits, sessionCache, config }: AuthServiceDependencies) {
  const loginPerAccount = rateLimits.limiter('login-account', config.rateLimits.loginPerAccount);
  const loginPerAddress = rateLimits.limiter('login-address', config.rateLimits.loginPerAddress);
  const forgotPerAccount = rateLimits.limiter('forgot-account', config.rateLimits.forgotPasswordPerAccount);
  const forgotPerAddress = rateLimits.limiter('forgot-address', config.rateLimits.forgotPasswordPerAddress);

  async function findUserByEmail(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return user ?? null;
  }

  /** Only failures count towards the limits; a success clears the account's count. */
  async function login(email: string, password: string, ip: string): Promise<Session> {
    const wait = await blockedFor([
      [loginPerAccount, email],
      [loginPerAddress, ip],
    ]);
    if (wait !== null) throw rateLimited(wait);

    const user = await findUserByEmail(email);
    const passwordMatches = user
      ? await passwords.verify(user.passwordHash, password)
      : await passwords.verifyAgainstDummy(password);

    if (!user || !passwordMatches) {
      await Promise.all([loginPerAccount.hit(email), loginPerAddress.hit(ip)]);
      await recordAudit(db, {
        action: 'auth.login_failed',
        companyId: user?.companyId,
        actorUserId: user?.id,
        subjectType: 'user',
        subjectId: user?.id,
        ip,
        metadata: { email, reason: user ? 'wrong_password' : 'unknown_email' },
      });
      throw new HttpError(401, LOGIN_FAILED_MESSAGE);
    }
    if (!user.enabled) {
      await recordAudit(db, {
        action: 'auth.login_failed',
        companyId: user.companyId,
        actorUserId: user.id,
        subjectType: 'user',
        subjectId: user.id,
        ip,
        metadata: { email, reason: 'disabled' },
      });
      throw new HttpError(403, ACCOUNT_DISABLED_MESSAGE);
    }

    await loginPerAccount.reset(email);
    const { token, expiresAt } = await createSession(db, user.id, config.sessionTtlHours);
    const currentUser = await loadCurrentUser(db, user.id);
    if (!currentUser) throw new Error('The user vanished while signing in');
    await recordAudit(db, {
      action: 'auth.login',
      companyId: user.companyId,
      actorUserId: user.id,
      subjectType: 'user',
      subjectId: user.id,
      ip,
    });
    return { token, expires_at: expiresAt.toISOString(), user: currentUser };
  }

  async function logout(auth: Caller, ip: string): Promise<void> {
    await revokeSession(db, auth.tokenHash);
    sessionCache.forgetToken(auth.tokenHash);
    await recordAudit(db, {
      action: 'auth.logout',
      companyId: auth.user.companyId,
      actorUserId: auth.user.id,
      subjectType: 'user',
      subjectId: auth.user.id,
      ip,
    });
  }

  /** Answers the same way whether or not the account exists; only the limits can refuse. */
  async function requestPasswordReset(email: string, ip: string): Promise<void> {
    const wait = await blockedFor([
      [forgotPerAccount, email],
      [forgotPerAddress, ip],
    ]);
    if (wait !== null) throw rateLimited(wait);
    await Promise.all([forgotPerAccount.hit(email), forgotPerAddress.hit(ip)]);

    const user = await findUserByEmail(email);
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
    await recordAudit(db, {
      action: 'auth.password_reset_requested',
      companyId: user.companyId,
      actorUserId: user.id,
      subjectType: 'user',
      subjectId: user.id,
      ip,
    });
  }

  async function resetPassword(token: string, newPassword: string, ip: string): Promise<void> {
    const passwordHash = await passwords.hash(newPassword);
    const user = await db.transaction(async (tx) => {
      // Marking the token used in the same statement that checks it makes it single-use under races.
      const [claimed] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!claimed) return null;
      const [updated] = await tx
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, claimed.userId), eq(users.enabled, true)))
        .returning({ id: users.id, email: users.email, companyId: users.companyId });
      if (!updated) return null;
      await revokeUserSessions(tx, updated.id);
      return updated;
    });
    if (!user) throw invalidField('token', RESET_TOKEN_INVALID_MESSAGE, RESET_TOKEN_INVALID_MESSAGE);
    sessionCache.forgetUser(user.id);

    // Whoever proved they own the mailbox should not stay locked out by earlier failures.
    await loginPerAccount.reset(user.email);
    await recordAudit(db, {
      action: 'auth.password_reset',
      companyId: user.companyId,
      actorUserId: user.id,
      subjectType: 'user',
      subjectId: user.id,
      ip,
    });
  }

  /**
   * Keeps the caller's own session and ends all others. Wrong current passwords count against
   * the account's sign-in limit, so a stolen session cannot be used to guess the password.
   */
  async function changePassword(
    auth: Caller,
    currentPassword: string,
    newPassword: string,
    ip: string,
  ): Promise<void> {
    const wait = await loginPerAccount.retryAfter(auth.user.email);
    if (wait !== null) throw rateLimited(wait);
    const [user] = await db.select().from(users).where(eq(users.id, auth.user.id)).limit(1);
    if (!user || !(await passwords.verify(user.passwordHash, currentPassword))) {
      await loginPerAccount.hit(auth.user.email);
      throw invalidField('current_password', CURRENT_PASSWORD_WRONG_MESSAGE);
    }
    const passwordHash = await passwords.hash(newPassword);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await revokeUserSessions(tx, user.id, { exceptTokenHash: auth.tokenHash });
    });
    sessionCache.forgetUser(user.id);
    await recordAudit(db, {
      action: 'user.password_changed',
      companyId: user.companyId,
      actorUserId: user.id,
      subjectType: 'user',
      subjectId: user.id,
      ip,
    });
  }

  return { login, logout, requestPasswordReset, resetPassword, changePassword };
}
