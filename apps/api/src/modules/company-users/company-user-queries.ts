import { and, arrayContained, arrayContains, asc, count, desc, eq, gt, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import {
  type CompanyUser,
  type CompanyUserSummary,
  groupOfRoles,
  type Role,
  ROLE_GROUP_KEYS,
  rolesOfGroup,
  type UserGroupFilter,
  type UserStatus,
} from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { unauthorized } from '../../platform/http/errors';
import { decodeKeysetCursor, keysetPage } from '../../platform/pagination/keyset-cursor';
import { everyWordMatches } from '../../platform/database/word-search';
import { companies, emailChangeRequests, type UserRow, users } from './tables';
import { knownRoles } from './user-queries';
import { ACCOUNT_EDITOR } from './user-update-rules';

/**
 * Holds the company's row until the transaction ends: changes of its users' access and state are
 * made one at a time, so that two editors demoting each other at once cannot leave it without an
 * account editor.
 */
export async function lockCompany(tx: Database, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/**
 * Takes the company's lock and reads the acting user as they are now: their roles decide, not the
 * ones their session was checked with. Throws 401 when they are no longer an enabled user of it.
 */
export async function lockForActor(tx: Database, actor: { companyId: string; userId: string }): Promise<UserRow> {
  await lockCompany(tx, actor.companyId);
  const row = await findCompanyUser(tx, actor.companyId, actor.userId);
  if (!row?.enabled) throw unauthorized();
  return row;
}

/** The company's enabled users holding account_editor. */
export async function enabledEditorIds(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.enabled, true), arrayContains(users.roles, [ACCOUNT_EDITOR])));
  return rows.map((row) => row.id);
}

/** A user of the company, or null for anyone else (another company's user is as unknown as a missing one). */
export async function findCompanyUser(db: Database, companyId: string, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

const openRequest = (userId: SQL | string) =>
  and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.confirmedAt), gt(emailChangeRequests.expiresAt, sql`now()`));

/** The new address a user's open, unexpired e-mail change waits to confirm, or null. */
async function pendingEmailOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: emailChangeRequests.newEmail })
    .from(emailChangeRequests)
    .where(openRequest(userId))
    .orderBy(desc(emailChangeRequests.createdAt))
    .limit(1);
  return row?.email ?? null;
}

export async function companyUserView(db: Database, row: UserRow): Promise<CompanyUser> {
  const roles = knownRoles(row.roles);
  const [pendingEmail, editors] = await Promise.all([
    pendingEmailOf(db, row.id),
    row.companyId ? enabledEditorIds(db, row.companyId) : Promise.resolve([]),
  ]);
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    type: row.type,
    extracted_roles: roles,
    photo: row.photo,
    enabled: row.enabled,
    group: groupOfRoles(roles),
    job_title: row.jobTitle,
    phone: row.phone,
    time_zone: row.timeZone,
    pending_email: pendingEmail,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    last_account_editor: editors.length === 1 && editors[0] === row.id,
  };
}

export interface UserFilters {
  q?: string;
  status?: UserStatus;
  group?: UserGroupFilter;
}

const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
/** The list's order (and the users_company_name_idx index's expression). */
const nameKey = sql<string>`lower(${users.firstName} || ' ' || ${users.lastName})`;

/** Exactly these roles, whatever their order in the stored list. */
const hasExactly = (roles: Role[]) => and(arrayContains(users.roles, roles), arrayContained(users.roles, roles)) ?? sql`true`;

function groupCondition(group: UserGroupFilter): SQL {
  const exactly = (name: (typeof ROLE_GROUP_KEYS)[number]) => hasExactly(rolesOfGroup(name));
  if (group !== 'custom') return exactly(group);
  // Roles matching no preset: the same test as groupOfRoles, which the list's `group` shows.
  return not(or(...ROLE_GROUP_KEYS.map(exactly)) ?? sql`false`);
}

/** Every word of `q` in the name or the e-mail address, case-insensitively. */
function searchCondition(q: string | undefined): SQL | undefined {
  return everyWordMatches(q, (pattern) => sql`(${fullName} ilike ${pattern} escape '\\' or ${users.email} ilike ${pattern} escape '\\')`);
}

function filterCondition(companyId: string, filters: UserFilters): SQL | undefined {
  return and(
    eq(users.companyId, companyId),
    filters.status ? eq(users.enabled, filters.status === 'active') : undefined,
    filters.group ? groupCondition(filters.group) : undefined,
    searchCondition(filters.q),
  );
}

const NAME_ORDER = 'name';
const isNameValue = (value: string) => value.length > 0 && value.length <= 200;

/** One keyset page of the company's users by name (then id), matching users_company_name_idx. */
export async function userPage(
  db: Database,
  companyId: string,
  filters: UserFilters,
  pageRequest: { limit: number; cursor?: string },
): Promise<{ items: CompanyUserSummary[]; next_cursor: string | null }> {
  const after = pageRequest.cursor ? decodeKeysetCursor(pageRequest.cursor, NAME_ORDER, isNameValue) : null;
  const afterCondition = after ? sql`(${nameKey}, ${users.id}) > (${after.value}::text, ${after.id}::uuid)` : undefined;
  const pending = sql<boolean>`exists (select 1 from ${emailChangeRequests} where ${openRequest(sql`${users.id}`)})`;
  const rows = await db
    .select({ user: users, nameKey, pending })
    .from(users)
    .where(and(filterCondition(companyId, filters), afterCondition))
    .orderBy(asc(nameKey), asc(users.id))
    .limit(pageRequest.limit + 1);
  const page = keysetPage(rows, pageRequest.limit, (last) => ({ order: NAME_ORDER, value: last.nameKey, id: last.user.id }));
  return {
    items: page.rows.map(({ user, pending: emailChangePending }) => {
      const roles = knownRoles(user.roles);
      return {
        id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        photo: user.photo,
        job_title: user.jobTitle,
        extracted_roles: roles,
        group: groupOfRoles(roles),
        enabled: user.enabled,
        last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
        email_change_pending: Boolean(emailChangePending),
      };
    }),
    next_cursor: page.nextCursor,
  };
}

export async function countFilteredUsers(db: Database, companyId: string, filters: UserFilters): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(users).where(filterCondition(companyId, filters));
  return Number(counted?.total ?? 0);
}

/** Removes e-mail changes that can no longer be confirmed, a week after; returns how many. */
export async function deleteDeadEmailChanges(db: Database): Promise<number> {
  const deleted = await db
    .delete(emailChangeRequests)
    .where(sql`coalesce(${emailChangeRequests.confirmedAt}, ${emailChangeRequests.expiresAt}) < now() - interval '7 days'`)
    .returning({ tokenHash: emailChangeRequests.tokenHash });
  return deleted.length;
}
