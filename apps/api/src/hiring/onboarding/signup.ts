import { RATE_LIMITED_MESSAGE, type Session, type signupRequestSchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { PasswordHasher } from '../../platform/access/passwords';
import { createSession } from '../../auth/sessions';
import type { Config } from '../../config';
import type { Database } from '../../platform/database/database';
import { users } from '../../modules/users/tables';
import { HttpError, invalidField } from '../../platform/http/errors';
import type { RateLimitStore } from '../../platform/rate-limit/rate-limit';
import { loadCurrentUser } from '../../users/user-queries';
import { recordAudit } from '../../platform/audit/audit-log';

export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists.';

export type SignupInput = z.output<typeof signupRequestSchema>;

export interface SignupDependencies {
  db: Database;
  passwords: PasswordHasher;
  rateLimits: RateLimitStore;
  config: Pick<Config, 'sessionTtlHours' | 'rateLimits'>;
}

export type SignupService = ReturnType<typeof createSignupService>;

/** New customers sign themselves up: a SandboxUser without company or roles, signed in at once. */
export function createSignupService({ db, passwords, rateLimits, config }: SignupDependencies) {
  const perAddress = rateLimits.limiter('signup-address', config.rateLimits.signupPerAddress);

  async function signup(input: SignupInput, ip: string): Promise<Session> {
    const wait = await perAddress.retryAfter(ip);
    if (wait !== null) {
      throw new HttpError(429, RATE_LIMITED_MESSAGE, undefined, { 'retry-after': String(wait) });
    }
    await perAddress.hit(ip);

    const passwordHash = await passwords.hash(input.password);
    // The unique index decides between concurrent sign-ups with one address.
    const [created] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        type: 'SandboxUser',
        companyId: null,
        roles: [],
        isAgreed: false,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw invalidField('email', EMAIL_TAKEN_MESSAGE);

    const { token, expiresAt } = await createSession(db, created.id, config.sessionTtlHours);
    const user = await loadCurrentUser(db, created.id);
    if (!user) throw new Error('The new user vanished while signing in');
    await recordAudit(db, {
      action: 'user.signed_up',
      actorUserId: created.id,
      subjectType: 'user',
      subjectId: created.id,
      ip,
      metadata: { developer_interest: input.developer_interest ?? null, source: input.source ?? null },
    });
    return { token, expires_at: expiresAt.toISOString(), user };
  }

  return { signup };
}
