import type { Session, signupRequestSchema } from '@portal/api-schema';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { invalidField, tooManyRequests } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { users } from '../users/tables';
import type { AuthDeps } from './auth-deps';
import { signupAttemptEmail } from './password-reset-email';
import { openSession } from './session-queries';

export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists.';

export type SignupInput = z.output<typeof signupRequestSchema>;

/**
 * A new customer signs themselves up: a SandboxUser without company or roles, signed in at once.
 * Every attempt counts towards the limit per client address.
 */
export async function signUp(deps: AuthDeps, input: { signup: SignupInput; ip: string }): Promise<Session> {
  const { db, passwords, limits, config } = deps;
  const { signup, ip } = input;
  // Taken in one step of the counter store, so that concurrent requests cannot all pass.
  const attempt = await limits.signupPerAddress.take(ip);
  if (!attempt.granted) throw tooManyRequests(attempt.retryAfter);

  const passwordHash = await passwords.hash(signup.password);
  // The unique index decides between concurrent sign-ups with one address.
  const [created] = await db
    .insert(users)
    .values({
      email: signup.email,
      passwordHash,
      firstName: signup.first_name,
      lastName: signup.last_name,
      type: 'SandboxUser',
      companyId: null,
      roles: [],
      isAgreed: false,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) {
    await tellOwner(deps, signup.email);
    throw invalidField('email', EMAIL_TAKEN_MESSAGE);
  }

  const session = await openSession(db, created.id, config.sessionTtlHours);
  await recordAccountEvent(db, 'user.signed_up', { id: created.id, companyId: null }, {
    ip,
    metadata: { developer_interest: signup.developer_interest ?? null, source: signup.source ?? null },
  });
  return session;
}

/** The address's owner hears of the attempt (within the forgotten password's limit per account), as a reset request would tell them. */
async function tellOwner(deps: Pick<AuthDeps, 'db' | 'limits' | 'config'>, email: string): Promise<void> {
  const [owner] = await deps.db.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.email, email)).limit(1);
  if (!owner) return;
  if (!(await deps.limits.signupNoticePerAccount.take(owner.id)).granted) return;
  const base = deps.config.publicUrl;
  await enqueueEmail(deps.db, signupAttemptEmail({ to: email, firstName: owner.firstName, signInUrl: `${base}/login`, resetUrl: `${base}/forgot-password` }));
}
