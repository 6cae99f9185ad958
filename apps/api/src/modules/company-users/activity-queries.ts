import { and, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import {
  ACTIVITY_SYSTEM_PERSON,
  type ActivityCategory,
  type ActivityEntry,
  type activityExportQuerySchema,
  auditActionsOf,
  type AuditActionName,
} from '@portal/api-schema';
import type { z } from 'zod';
import { auditLog } from '../../platform/audit/tables';
import type { Database } from '../../platform/database/database';
import { decodeKeysetCursor, isIntegerCursorId, isTimestampCursorValue, keysetPage } from '../../platform/pagination/keyset-cursor';
import { users } from './tables';
import { actionInfo } from './activity-catalogue';
import { activityPeriod } from './activity-period';
import { subjectLabels } from './activity-subjects';
import { summarizeActivity } from './activity-summaries';
import type { ActivityDeps } from './company-activity-deps';

export type ActivityFilterQuery = z.output<typeof activityExportQuerySchema>;

/** The log's filters, checked: the period as instants of the viewer's time zone. */
export interface ActivityFilters {
  person?: string;
  category?: ActivityCategory;
  action?: AuditActionName;
  since?: Date;
  until?: Date;
  timeZone: string;
}

/** The filters of a query; an unknown time zone, a day out of range or a period that ends before it starts is a 422. */
export function activityFilters(query: ActivityFilterQuery): ActivityFilters {
  const period = activityPeriod(query);
  return { person: query.person, category: query.category, action: query.action, ...period };
}

/** The one order of the log: newest first, and of entries written at the same instant the later one first. */
const ORDER = 'newest';

/** created_at as UTC text with microseconds, so that a cursor loses nothing of the stored value. */
const createdAtText = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The company's entries that the filters keep. Entries without a company (a sign-up, a failed
 * sign-in with an unknown address) are no company's, and never shown.
 */
function filterCondition(companyId: string, filters: ActivityFilters): SQL | undefined {
  const person =
    filters.person === undefined
      ? undefined
      : filters.person === ACTIVITY_SYSTEM_PERSON
        ? isNull(auditLog.actorUserId)
        : eq(auditLog.actorUserId, filters.person);
  return and(
    eq(auditLog.companyId, companyId),
    person,
    filters.category ? inArray(auditLog.action, auditActionsOf(filters.category)) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.since ? gte(auditLog.createdAt, filters.since) : undefined,
    filters.until ? lt(auditLog.createdAt, filters.until) : undefined,
  );
}

const entryColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  createdAtText,
  action: auditLog.action,
  actorUserId: auditLog.actorUserId,
  subjectType: auditLog.subjectType,
  subjectId: auditLog.subjectId,
  ip: auditLog.ip,
  metadata: auditLog.metadata,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorEmail: users.email,
};

type EntryRow = {
  id: number;
  createdAt: Date;
  createdAtText: string;
  action: string;
  actorUserId: string | null;
  subjectType: string | null;
  subjectId: string | null;
  ip: string | null;
  metadata: Record<string, unknown>;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorEmail: string | null;
};

/** Entries of one batch, after a position of the order (or from the newest). */
async function entryRows(
  db: Database,
  companyId: string,
  filters: ActivityFilters,
  after: { createdAt: string; id: string } | null,
  limit: number,
): Promise<EntryRow[]> {
  return (
    db
      .select(entryColumns)
      .from(auditLog)
      // Only a user still in the company is named: one who left (or was deleted) shows as a deleted user.
      .leftJoin(users, and(eq(users.id, auditLog.actorUserId), eq(users.companyId, companyId)))
      .where(
        and(
          filterCondition(companyId, filters),
          after ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.createdAt}::timestamptz, ${after.id}::bigint)` : undefined,
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
  );
}

function actorOf(row: EntryRow): ActivityEntry['actor'] {
  if (!row.actorUserId) return { kind: 'system', id: null, name: 'System', email: null };
  if (row.actorEmail === null) return { kind: 'deleted', id: row.actorUserId, name: 'Deleted user', email: null };
  return {
    kind: 'user',
    id: row.actorUserId,
    name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
    email: row.actorEmail,
  };
}

/** The rows as entries of the log, their subjects named where the company's own rows name them. */
async function toEntries(deps: ActivityDeps, companyId: string, rows: EntryRow[], timeZone: string): Promise<ActivityEntry[]> {
  const subjects = rows.flatMap((row) => (row.subjectType && row.subjectId ? [{ type: row.subjectType, id: row.subjectId }] : []));
  const labelOf = await subjectLabels(deps, companyId, subjects);
  return rows.map((row) => {
    const { label, category } = actionInfo(row.action);
    return {
      id: String(row.id),
      at: row.createdAt.toISOString(),
      actor: actorOf(row),
      action: row.action,
      action_label: label,
      category,
      subject:
        row.subjectType && row.subjectId
          ? { type: row.subjectType, id: row.subjectId, label: labelOf({ type: row.subjectType, id: row.subjectId }) }
          : null,
      ip: row.ip,
      summary: summarizeActivity({ action: row.action, metadata: row.metadata ?? {}, timeZone }),
    };
  });
}

function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | null {
  if (!cursor) return null;
  const decoded = decodeKeysetCursor(cursor, ORDER, isTimestampCursorValue, isIntegerCursorId);
  return { createdAt: decoded.value, id: decoded.id };
}

/** One keyset page of the log, newest first; it reads one entry more to tell whether another page follows. */
export async function activityPage(
  deps: ActivityDeps,
  companyId: string,
  filters: ActivityFilters,
  pageRequest: { limit: number; cursor?: string },
): Promise<{ items: ActivityEntry[]; next_cursor: string | null }> {
  const rows = await entryRows(deps.db, companyId, filters, decodeCursor(pageRequest.cursor), pageRequest.limit + 1);
  const page = keysetPage(rows, pageRequest.limit, (last) => ({ order: ORDER, value: last.createdAtText, id: String(last.id) }));
  return { items: await toEntries(deps, companyId, page.rows, filters.timeZone), next_cursor: page.nextCursor };
}

/** The export reads the filtered log in batches of this many entries. */
const ACTIVITY_EXPORT_BATCH = 500;

/** Every entry the filters keep, newest first, read batch by batch as the consumer asks for them, at most `maxRows`. */
export async function* allActivity(
  deps: ActivityDeps,
  companyId: string,
  filters: ActivityFilters,
  maxRows: number,
): AsyncGenerator<ActivityEntry> {
  const { db } = deps;
  let after: { createdAt: string; id: string } | null = null;
  let sent = 0;
  while (sent < maxRows) {
    const rows = await entryRows(db, companyId, filters, after, Math.min(ACTIVITY_EXPORT_BATCH, maxRows - sent));
    for (const entry of await toEntries(deps, companyId, rows, filters.timeZone)) yield entry;
    sent += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < ACTIVITY_EXPORT_BATCH) return;
    after = { createdAt: last.createdAtText, id: String(last.id) };
  }
}

/** Whoever appears as the actor of the company's entries: their id and, while they are in the company, their name. */
export async function activityActors(db: Database, companyId: string) {
  return db
    .selectDistinct({ actorUserId: auditLog.actorUserId, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(auditLog)
    .leftJoin(users, and(eq(users.id, auditLog.actorUserId), eq(users.companyId, companyId)))
    .where(eq(auditLog.companyId, companyId));
}
