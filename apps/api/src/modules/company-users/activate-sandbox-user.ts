import { and, eq, isNotNull } from 'drizzle-orm';
import { ROLES } from '@portal/api-schema';
import { users } from './tables';
import type { UsersDeps } from './users-deps';

export type ActivationResult =
  | { kind: 'activated'; userId: string; companyId: string }
  | { kind: 'unknown_user' }
  | { kind: 'no_company'; userId: string }
  | { kind: 'already_active'; userId: string };

/**
 * A new customer (a SandboxUser whose company is set up) becomes a ClientUser with every role. The
 * user is named by id (after their onboarding call) or by e-mail (an operator's `cli activate`).
 * Conditional on the type it read, so of concurrent activations exactly one reports 'activated'.
 */
export async function activateSandboxUser(
  deps: Pick<UsersDeps, 'db'>,
  input: { userId: string } | { email: string },
): Promise<ActivationResult> {
  const { db } = deps;
  let userId: string;
  if ('userId' in input) {
    userId = input.userId;
  } else {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email.trim().toLowerCase()));
    if (!user) return { kind: 'unknown_user' };
    userId = user.id;
  }
  const [activated] = await db
    .update(users)
    .set({ type: 'ClientUser', roles: [...ROLES] })
    .where(and(eq(users.id, userId), eq(users.type, 'SandboxUser'), isNotNull(users.companyId)))
    .returning({ id: users.id, companyId: users.companyId });
  if (activated?.companyId) return { kind: 'activated', userId: activated.id, companyId: activated.companyId };
  const [user] = await db.select({ type: users.type, companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!user) return { kind: 'unknown_user' };
  if (user.type === 'ClientUser') return { kind: 'already_active', userId };
  return { kind: 'no_company', userId };
}

/** What the operator is told after `cli activate <email>`. */
export function activationMessage(email: string, result: ActivationResult): string {
  switch (result.kind) {
    case 'activated':
      return `${email} is now a ClientUser with every role.`;
    case 'unknown_user':
      return `No account has the e-mail ${email}.`;
    case 'no_company':
      return `${email} has not set up a company yet: they must complete the onboarding wizard first.`;
    case 'already_active':
      return `${email} is already an active ClientUser: nothing changed.`;
  }
}
