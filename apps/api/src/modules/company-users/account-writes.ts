import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { companies, users } from './tables';

// The changes other modules make to a user's account or company, written here by the tables'
// owner: auth's passwords, sign-ins, sign-ups and enabling, hiring's onboarding. Each runs in the
// caller's transaction and decides nothing beyond the condition it is given.

/** Which user: by id, or by e-mail address (an operator's command). */
export type UserOf = { userId: string } | { email: string };

const whichUser = (user: UserOf) => ('userId' in user ? eq(users.id, user.userId) : eq(users.email, user.email.trim().toLowerCase()));

/** Sets whether the user may sign in, where it differs: the changed user, or null when it was already so or no such user. */
export async function writeUserEnabled(
  tx: Database,
  user: UserOf,
  enabled: boolean,
): Promise<{ id: string; companyId: string | null } | null> {
  const [changed] = await tx
    .update(users)
    .set({ enabled })
    .where(and(whichUser(user), ne(users.enabled, enabled)))
    .returning({ id: users.id, companyId: users.companyId });
  return changed ?? null;
}

/** The user's id, or null when there is no such user. */
export async function findUserId(db: Database, user: UserOf): Promise<string | null> {
  const [existing] = await db.select({ id: users.id }).from(users).where(whichUser(user)).limit(1);
  return existing?.id ?? null;
}

/** Replaces the user's password hash if it is still `current` (a concurrent change wins otherwise): whether it did. */
export async function replacePasswordHash(
  tx: Database,
  input: { userId: string; current: string; passwordHash: string },
): Promise<boolean> {
  const [updated] = await tx
    .update(users)
    .set({ passwordHash: input.passwordHash })
    .where(and(eq(users.id, input.userId), eq(users.passwordHash, input.current)))
    .returning({ id: users.id });
  return updated !== undefined;
}

/** Sets the password of an enabled user (a reset link's): the user, or null when disabled or unknown. */
export async function resetPasswordHash(
  tx: Database,
  input: { userId: string; passwordHash: string },
): Promise<{ id: string; email: string; companyId: string | null } | null> {
  const [updated] = await tx
    .update(users)
    .set({ passwordHash: input.passwordHash })
    .where(and(eq(users.id, input.userId), eq(users.enabled, true)))
    .returning({ id: users.id, email: users.email, companyId: users.companyId });
  return updated ?? null;
}

/** Notes that the user signed in now. */
export async function recordSignIn(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * A new customer's account from a confirmed sign-up: a SandboxUser without company, roles or
 * agreement to the terms. Null when the address got an account meanwhile (the unique index decides).
 */
export async function insertSandboxUser(
  tx: Database,
  input: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<{ id: string } | null> {
  const [created] = await tx
    .insert(users)
    .values({ ...input, type: 'SandboxUser', companyId: null, roles: [], isAgreed: false })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created ?? null;
}

/** The company a new customer sets up in the onboarding wizard, which the user then belongs to. */
export async function createCompanyOfUser(
  tx: Database,
  input: { userId: string; name: string; size: string },
): Promise<{ id: string; name: string }> {
  const [company] = await tx
    .insert(companies)
    .values({ name: input.name, size: input.size })
    .returning({ id: companies.id, name: companies.name });
  if (!company) throw new Error('The company was not created');
  await tx.update(users).set({ companyId: company.id }).where(eq(users.id, input.userId));
  return company;
}
