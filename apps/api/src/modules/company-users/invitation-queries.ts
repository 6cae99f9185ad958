import { and, count, desc, eq, gt, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INVITATION_MESSAGES, INVITATION_PAGE_PATH, INVITATION_TTL_DAYS, type Invitation, type InvitationStatus } from '@portal/api-schema';
import { generateToken, hashToken } from '../../platform/access/tokens';
import { recordChange } from '../../platform/audit/audited-change';
import type { Database } from '../../platform/database/database';
import { invalidField } from '../../platform/http/errors';
import { decodeKeysetCursor, isTimestampCursorValue, keysetPage } from '../../platform/pagination/keyset-cursor';
import { everyWordMatches } from '../../platform/database/word-search';
import { invitations, type InvitationRow, users } from './tables';
import { knownRoles } from './user-queries';

/** When a link sent now stops working. */
export const newExpiry = () => sql`now() + make_interval(days => ${INVITATION_TTL_DAYS})`;

/** Waits for an answer: neither accepted nor withdrawn (its link may have expired). */
export const isOpen = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

/** The link works: open and not expired. */
export const isUsable = () => and(isOpen(), gt(invitations.expiresAt, sql`now()`));

/** A new link: the token goes into the e-mail only, its digest into the table. */
export function newInvitationLink(publicUrl: string): { tokenHash: string; link: string } {
  const token = generateToken();
  return { tokenHash: hashToken(token), link: `${publicUrl}${INVITATION_PAGE_PATH}/${token}` };
}

const inviters = alias(users, 'inviters');

/** An invitation with what its view needs: whether its link expired (by the database's clock) and who invited. */
const viewColumns = {
  invitation: invitations,
  expired: sql<boolean>`${invitations.expiresAt} <= now()`.as('expired'),
  inviterId: inviters.id,
  inviterFirstName: inviters.firstName,
  inviterLastName: inviters.lastName,
};

export interface InvitationViewRow {
  invitation: InvitationRow;
  expired: boolean;
  inviterId: string | null;
  inviterFirstName: string | null;
  inviterLastName: string | null;
}

export function invitationView(row: InvitationViewRow): Invitation {
  const { invitation } = row;
  return {
    id: invitation.id,
    email: invitation.email,
    first_name: invitation.firstName,
    last_name: invitation.lastName,
    roles: knownRoles(invitation.roles),
    status: invitation.acceptedAt ? 'accepted' : row.expired ? 'expired' : 'pending',
    invited_by:
      row.inviterId !== null && row.inviterFirstName !== null && row.inviterLastName !== null
        ? { id: row.inviterId, first_name: row.inviterFirstName, last_name: row.inviterLastName }
        : null,
    sent_at: invitation.sentAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    accepted_at: invitation.acceptedAt?.toISOString() ?? null,
    created_at: invitation.createdAt.toISOString(),
    updated_at: invitation.updatedAt.toISOString(),
  };
}

function selectViews(db: Database) {
  return db.select(viewColumns).from(invitations).leftJoin(inviters, eq(inviters.id, invitations.invitedBy));
}

/**
 * An invitation of the company that was not withdrawn, accepted ones included; another company's
 * is as unknown as a missing one.
 */
export async function findCompanyInvitation(db: Database, companyId: string, invitationId: string): Promise<InvitationViewRow | null> {
  const [row] = await selectViews(db)
    .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, companyId), isNull(invitations.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** The invitation's view as it is now, or null once it is withdrawn. */
export async function loadInvitationView(db: Database, companyId: string, invitationId: string): Promise<Invitation | null> {
  const row = await findCompanyInvitation(db, companyId, invitationId);
  return row ? invitationView(row) : null;
}

/**
 * The 422 of an address of a user of the editor's own company, whom the editor sees in the users
 * list anyway. Another company's user's address is answered as a free one (whether an address has
 * an account must not be learned): its owner is told instead of invited (invitation-email.ts).
 */
export async function refuseOwnCompanyUser(db: Database, email: string, companyId: string): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.companyId, companyId)))
    .limit(1);
  if (row) throw invalidField('email', INVITATION_MESSAGES.existingUser);
}

/**
 * The 422 of an address the company's own open invitation holds, which the editor sees in the
 * invites list anyway. Other companies' invitations of the address never hold it, so that no
 * answer tells whether another company invited it.
 */
export const alreadyInvited = () => invalidField('email', INVITATION_MESSAGES.alreadyInvited);

/**
 * Once an address has accepted an invitation it has an account, so its other companies' open
 * invitations can no longer be accepted: they are withdrawn (their links then answer as withdrawn
 * ones do), each audited in its own company and published to it.
 */
export async function withdrawOpenElsewhere(db: Database, accepted: { id: string; email: string }): Promise<void> {
  const withdrawn = await db
    .update(invitations)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${invitations.version} + 1` })
    .where(and(eq(invitations.email, accepted.email), ne(invitations.id, accepted.id), isOpen()))
    .returning({ id: invitations.id, companyId: invitations.companyId });
  for (const row of withdrawn) {
    // No actor or client address: both belong to the company whose invitation was accepted.
    await recordChange(db, {
      action: 'invitation.revoked',
      companyId: row.companyId,
      subject: { kind: 'invitation', id: row.id },
      metadata: { email: accepted.email, reason: 'accepted_elsewhere' },
    });
  }
}

/** Every word of `q` appears in the address or one of the names, case-insensitively. */
function searchCondition(q: string | undefined): SQL | undefined {
  return everyWordMatches(q, (pattern) =>
    or(
      sql`${invitations.email} ilike ${pattern} escape '\\'`,
      sql`${invitations.firstName} ilike ${pattern} escape '\\'`,
      sql`${invitations.lastName} ilike ${pattern} escape '\\'`,
    ),
  );
}

export interface InvitationFilters {
  status: InvitationStatus[];
  q?: string;
}

function statusCondition(statuses: InvitationStatus[]): SQL | undefined {
  const pending = statuses.includes('pending');
  const expired = statuses.includes('expired');
  if (pending === expired) return undefined;
  return pending ? gt(invitations.expiresAt, sql`now()`) : lte(invitations.expiresAt, sql`now()`);
}

function listCondition(companyId: string, filters: InvitationFilters): SQL | undefined {
  return and(eq(invitations.companyId, companyId), isOpen(), statusCondition(filters.status), searchCondition(filters.q));
}

/** The list's one order: newest first. */
const LIST_ORDER = '-created_at';

/** created_at as UTC text with microseconds, so that a cursor loses nothing of the stored value. */
const createdAtText = sql<string>`to_char(${invitations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One keyset page of the company's open invitations, newest first, on the (company_id, created_at, id) index. */
export async function invitationPage(
  db: Database,
  companyId: string,
  filters: InvitationFilters,
  page: { limit: number; cursor?: string },
): Promise<{ items: Invitation[]; next_cursor: string | null }> {
  const after = page.cursor ? decodeKeysetCursor(page.cursor, LIST_ORDER, isTimestampCursorValue) : null;
  const afterCondition = after
    ? sql`(${invitations.createdAt}, ${invitations.id}) < (${after.value}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ ...viewColumns, createdAtText })
    .from(invitations)
    .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
    .where(and(listCondition(companyId, filters), afterCondition))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(page.limit + 1);
  const listed = keysetPage(rows, page.limit, (last) => ({ order: LIST_ORDER, value: last.createdAtText, id: last.invitation.id }));
  return { items: listed.rows.map(invitationView), next_cursor: listed.nextCursor };
}

export async function countInvitations(db: Database, companyId: string, filters: InvitationFilters): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(invitations).where(listCondition(companyId, filters));
  return Number(counted?.total ?? 0);
}
