import { SIGNUP_CONFIRM_PAGE_PATH, type signupRequestSchema } from '@portal/api-schema';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { generateToken, hashToken } from '../../platform/access/tokens';
import type { Database } from '../../platform/database/database';
import { tooManyRequests } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { users } from '../company-users/tables';
import type { AuthDeps } from './auth-deps';
import { signupAttemptEmail, signupConfirmationEmail } from './sign-up-email';
import { pendingSignups } from './tables';

export type SignupInput = z.output<typeof signupRequestSchema>;

/** How long the link e-mailed at sign-up works. */
const SIGNUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A new customer signs themselves up. Nothing is made yet: a free address gets a link that makes
 * the account (confirm-sign-up.ts), a taken one a word to its owner, and both answer alike, so the
 * answer does not tell whether the address has an account. Both hash the password and write in one
 * transaction, so that the time taken tells little either. Every attempt counts towards the limit
 * per client address.
 */
export async function signUp(deps: AuthDeps, input: { signup: SignupInput; ip: string }): Promise<void> {
  const { db, passwords, limits } = deps;
  const { signup, ip } = input;
  // Taken in one step of the counter store, so that concurrent requests cannot all pass.
  const attempt = await limits.signupPerAddress.take(ip);
  if (!attempt.granted) throw tooManyRequests(attempt.retryAfter);

  const passwordHash = await passwords.hash(signup.password);
  const token = generateToken();
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.email, signup.email)).limit(1);
    if (owner) {
      await tellOwner(tx, deps, { email: signup.email, owner });
      return;
    }
    await tx.insert(pendingSignups).values({
      tokenHash: hashToken(token),
      email: signup.email,
      passwordHash,
      firstName: signup.first_name,
      lastName: signup.last_name,
      developerInterest: signup.developer_interest ?? null,
      source: signup.source ?? null,
      expiresAt: new Date(Date.now() + SIGNUP_LINK_TTL_MS),
    });
    const link = `${deps.config.publicUrl}${SIGNUP_CONFIRM_PAGE_PATH}?token=${token}`;
    await enqueueEmail(tx, signupConfirmationEmail({ to: signup.email, firstName: signup.first_name, link }));
  });
}

/** The address's owner hears of the attempt (within the forgotten password's limit per account), as a reset request would tell them. */
async function tellOwner(
  tx: Database,
  deps: Pick<AuthDeps, 'limits' | 'config'>,
  input: { email: string; owner: { id: string; firstName: string } },
): Promise<void> {
  if (!(await deps.limits.signupNoticePerAccount.take(input.owner.id)).granted) return;
  const base = deps.config.publicUrl;
  await enqueueEmail(
    tx,
    signupAttemptEmail({
      to: input.email,
      firstName: input.owner.firstName,
      signInUrl: `${base}/login`,
      resetUrl: `${base}/forgot-password`,
    }),
  );
}
