import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Session } from '@portal/api-schema';
import type { Caller } from '../../platform/access/caller';
import type { Database } from '../../platform/database/database';
import { companyJoin, currentUserColumns, customerManagerJoin, loadCurrentUser, recordSignIn, toCurrentUser } from '../company-users';
import { companies, customerManagers, users } from '../company-users/tables';
import { sessions, twoFactorPolicies, twoFactorSecrets } from './tables';
import { twoFactorPolicyJoin, twoFactorSecretJoin, twoFactorSetupRequiredSql } from './two-factor-queries';
import { generateToken, hashToken } from '../../platform/access/tokens';

/** last_seen_at is refreshed at most this often, so that reads do not all turn into writes. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function createSession(db: Database, userId: string, ttlHours: number): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  await recordSignIn(db, userId);
  return { token, expiresAt };
}

/** Signs a user in: a new session, answered with the user as the portal sees them. */
export async function openSession(db: Database, userId: string, ttlHours: number): Promise<Session> {
  const { token, expiresAt } = await createSession(db, userId, ttlHours);
  const user = await loadCurrentUser(db, userId);
  if (!user) throw new Error('The user vanished while signing in');
  return { token, expires_at: expiresAt.toISOString(), user };
}

/** Every request runs this query: prepared once per database, so it is built only once. */
function prepareSessionLookup(db: Database) {
  return db
    .select({
      ...currentUserColumns,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      twoFactorSetupRequired: twoFactorSetupRequiredSql,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, companyJoin)
    .leftJoin(customerManagers, customerManagerJoin)
    .leftJoin(twoFactorPolicies, twoFactorPolicyJoin)
    .leftJoin(twoFactorSecrets, twoFactorSecretJoin)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.enabled, true),
      ),
    )
    .limit(1)
    .prepare('portal_find_active_session');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/** The live session of a token: unknown, expired, revoked and disabled users' sessions give null. */
export function findActiveSession(db: Database, token: string): Promise<Caller | null> {
  return findActiveSessionByHash(db, hashToken(token));
}

/** findActiveSession for a token already hashed (the hash is also the session cache's key). */
export async function findActiveSessionByHash(db: Database, tokenHash: string): Promise<Caller | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash });
  if (!row) return null;

  if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, sql`now() - interval '1 minute'`)));
  }

  const twoFactorSetupRequired = row.twoFactorSetupRequired === true;
  // Only while it holds, so that the current user reads as before for everyone else.
  const currentUser = { ...toCurrentUser(row), ...(twoFactorSetupRequired ? { two_factor_setup_required: true } : {}) };
  return {
    tokenHash,
    expiresAt: row.expiresAt,
    user: {
      id: row.userId,
      companyId: row.companyId,
      email: row.email,
      type: row.type,
      roles: currentUser.extracted_roles,
    },
    currentUser,
    twoFactorSetupRequired,
  };
}

/** Revokes one session; answers whether this call revoked it (false when it already was). */
export async function revokeSession(db: Database, tokenHash: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.length > 0;
}

/** Revokes every live session of a user, except the one given (the caller's own). */
export async function revokeUserSessions(db: Database, userId: string, options: { exceptTokenHash?: string } = {}): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.exceptTokenHash ? ne(sessions.tokenHash, options.exceptTokenHash) : undefined,
      ),
    );
}

/** Removes sessions that can no longer be used; returns how many. */
export async function deleteDeadSessions(db: Database, olderThanDays = 30): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${olderThanDays})`;
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
