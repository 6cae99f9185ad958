import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { ROLE_GROUPS, type Role } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { users } from '../company-users/tables';
import { twoFactorChallenges, twoFactorPolicies, twoFactorRecoveryCodes, twoFactorSecrets } from './tables';
import { generateRecoveryCodes, hashRecoveryCode, type TwoFactorKeys } from './two-factor-crypto';

/** A company's requirement applies to its admins: users with all five roles. */
const ADMIN_ROLES: readonly Role[] = ROLE_GROUPS.admin;

function isAdmin(roles: readonly string[]): boolean {
  return ADMIN_ROLES.every((role) => roles.includes(role));
}

/** users.roles holds every role of an admin. */
export const isAdminSql = sql<boolean>`(${users.roles} @> array[${sql.join(
  ADMIN_ROLES.map((role) => sql`${role}`),
  sql`, `,
)}]::text[])`;

/** Joins of a users query that `twoFactorSetupRequiredSql` reads. */
export const twoFactorPolicyJoin = eq(twoFactorPolicies.companyId, users.companyId);
export const twoFactorSecretJoin = eq(twoFactorSecrets.userId, users.id);

/**
 * The user's company requires two-factor sign-in of them (an admin) and it is not on yet: they may do
 * nothing but set it up. Needs `twoFactorPolicyJoin` and `twoFactorSecretJoin` as left joins.
 */
export const twoFactorSetupRequiredSql = sql<boolean>`(coalesce(${twoFactorPolicies.requireForAdmins}, false) and ${isAdminSql} and ${twoFactorSecrets.confirmedAt} is null)`;

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;

/** The user's TOTP key, on (confirmed) or waiting for its first code; null when none. */
export async function findTwoFactorSecret(db: Database, userId: string): Promise<TwoFactorSecretRow | null> {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).limit(1);
  return row ?? null;
}

/** Whether the user's company requires two-factor sign-in of them. */
export async function isTwoFactorRequired(db: Database, user: { companyId: string | null; roles: readonly string[] }): Promise<boolean> {
  if (!user.companyId || !isAdmin(user.roles)) return false;
  const [policy] = await db
    .select({ requireForAdmins: twoFactorPolicies.requireForAdmins })
    .from(twoFactorPolicies)
    .where(eq(twoFactorPolicies.companyId, user.companyId))
    .limit(1);
  return policy?.requireForAdmins ?? false;
}

/**
 * Accepts the code of time step `step` once: only when it is newer than the last accepted step, and
 * in the same conditional update, so that of concurrent requests with one code only one gets in.
 * `version`: also only if the row is still the version that was read.
 */
export async function consumeTotpStep(db: Database, userId: string, step: number, version?: number): Promise<boolean> {
  const consumed = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step, version: sql`${twoFactorSecrets.version} + 1` })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        isNotNull(twoFactorSecrets.confirmedAt),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
        version === undefined ? undefined : eq(twoFactorSecrets.version, version),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return consumed.length > 0;
}

/** Uses a recovery code once; false when it is not one of the user's or was used already. */
export async function consumeRecoveryCode(db: Database, keys: TwoFactorKeys, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(keys, userId, code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

/** Replaces the user's recovery codes with a new set and answers the codes: the only time they are seen. */
export async function replaceRecoveryCodes(db: Database, keys: TwoFactorKeys, userId: string): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(keys, userId, code) })));
  return codes;
}

export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.left ?? 0);
}

/**
 * Turns two-factor sign-in off for a user: the key (only if it is on, and, given `version`, still the
 * version read), the recovery codes and any sign-in waiting for a code. False when nothing was on.
 */
export async function removeTwoFactor(db: Database, userId: string, version?: number): Promise<boolean> {
  const removed = await db
    .delete(twoFactorSecrets)
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        isNotNull(twoFactorSecrets.confirmedAt),
        version === undefined ? undefined : eq(twoFactorSecrets.version, version),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  if (removed.length === 0) return false;
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  return true;
}

/** Removes sign-in challenges that can no longer be used; returns how many. */
export async function deleteDeadChallenges(db: Database): Promise<number> {
  const deleted = await db
    .delete(twoFactorChallenges)
    .where(or(lt(twoFactorChallenges.expiresAt, sql`now()`), isNotNull(twoFactorChallenges.usedAt)))
    .returning({ tokenHash: twoFactorChallenges.tokenHash });
  return deleted.length;
}
