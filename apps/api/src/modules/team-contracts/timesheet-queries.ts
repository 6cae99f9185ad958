import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  TIMESHEET_EVENT_LABELS,
  TIMESHEET_STATUSES,
  type TimesheetDetail,
  type TimesheetEntry,
  type TimesheetStatus,
  type TimesheetSummary,
} from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { decodeKeysetCursor, isDateCursorValue, keysetPage } from '../../platform/pagination/keyset-cursor';
import { companies, users, vendors } from '../company-users/tables';
import { talents } from '../hiring/tables';
import { mondayOf, weekDays, weekEndOf } from './company-week';
import { contracts, timesheetEntries, timesheetEvents, timesheets } from './tables';

/** The list's filters, as timesheetFiltersSchema gives them. */
export interface TimesheetFilters {
  status: TimesheetStatus[];
  talent?: string;
  vendor?: string;
  contract?: string;
  /** Any day of the week wanted. */
  week?: string;
}

const summaryColumns = {
  timesheet: timesheets,
  contractNumber: contracts.number,
  roleTitle: contracts.roleTitle,
  hoursPerWeek: contracts.hoursPerWeek,
  talentId: contracts.talentId,
  vendorId: contracts.vendorId,
  vendorName: vendors.name,
  talentFirstName: talents.firstName,
  talentLastName: talents.lastName,
  talentPhoto: talents.photo,
  approverFirstName: users.firstName,
  approverLastName: users.lastName,
  companyTimeZone: companies.timeZone,
};

type TimesheetSummaryRow = {
  timesheet: typeof timesheets.$inferSelect;
  contractNumber: string;
  roleTitle: string;
  hoursPerWeek: number;
  talentId: string | null;
  vendorId: string;
  vendorName: string;
  talentFirstName: string | null;
  talentLastName: string | null;
  talentPhoto: string | null;
  approverFirstName: string | null;
  approverLastName: string | null;
  companyTimeZone: string;
};

/** Timesheets joined with what a summary names: the contract, its vendor and talent, and who approved. */
function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(timesheets)
    .innerJoin(contracts, eq(contracts.id, timesheets.contractId))
    .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
    .leftJoin(talents, eq(talents.id, contracts.talentId))
    .leftJoin(users, eq(users.id, timesheets.approvedBy))
    .innerJoin(companies, eq(companies.id, timesheets.companyId));
}

/** The developer's name, null when the contract names none. */
export function talentNameOf(row: { talentFirstName: string | null; talentLastName: string | null }): string | null {
  return row.talentFirstName !== null ? `${row.talentFirstName} ${row.talentLastName ?? ''}`.trim() : null;
}

/** More hours than the contract's weekly hours. */
const isOverWeeklyHours = (totalMinutes: number, hoursPerWeek: number) => totalMinutes > hoursPerWeek * 60;

function toTimesheetSummary(row: TimesheetSummaryRow): TimesheetSummary {
  const { timesheet } = row;
  const talentName = talentNameOf(row);
  const approver = [row.approverFirstName, row.approverLastName].filter(Boolean).join(' ');
  return {
    id: timesheet.id,
    contract: { id: timesheet.contractId, number: row.contractNumber, role_title: row.roleTitle, hours_per_week: row.hoursPerWeek },
    talent: row.talentId && talentName !== null ? { id: row.talentId, name: talentName, photo: row.talentPhoto } : null,
    vendor: { id: row.vendorId, name: row.vendorName },
    week_start: timesheet.weekStart,
    week_end: weekEndOf(timesheet.weekStart),
    status: timesheet.status,
    total_minutes: timesheet.totalMinutes,
    over_weekly_hours: isOverWeeklyHours(timesheet.totalMinutes, row.hoursPerWeek),
    revision: timesheet.revision,
    submitted_at: timesheet.submittedAt.toISOString(),
    auto_approves_at: timesheet.status === 'submitted' ? (timesheet.autoApprovesAt?.toISOString() ?? null) : null,
    approved_at: timesheet.approvedAt?.toISOString() ?? null,
    approved_automatically: timesheet.approvedAutomatically,
    approved_by_name: timesheet.status === 'approved' && !timesheet.approvedAutomatically ? approver || null : null,
    time_zone: row.companyTimeZone,
  };
}

function filterCondition(companyId: string, filters: TimesheetFilters): SQL | undefined {
  return and(
    eq(timesheets.companyId, companyId),
    filters.status.length > 0 ? inArray(timesheets.status, filters.status) : undefined,
    filters.talent ? eq(contracts.talentId, filters.talent) : undefined,
    filters.vendor ? eq(contracts.vendorId, filters.vendor) : undefined,
    filters.contract ? eq(timesheets.contractId, filters.contract) : undefined,
    filters.week ? eq(timesheets.weekStart, mondayOf(filters.week)) : undefined,
  );
}

// --- The list's one order and its keyset --------------------------------------------------------

/** Waiting for review first (submitted, then queried), then approved; the newest week first within each. */
const LIST_ORDER = 'timesheets:pending';

// The ranks are written into the statement: bound, PostgreSQL would type them as text.
const STATUS_RANK = sql<number>`case ${sql.join(
  TIMESHEET_STATUSES.map((status, rank) => sql`when ${timesheets.status} = ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} else ${sql.raw(String(TIMESHEET_STATUSES.length))} end`;

/** A cursor's value: the status rank and the week's Monday, as `1:2026-03-02`. */
function isCursorValue(value: string): boolean {
  const [rank, week, ...rest] = value.split(':');
  return rest.length === 0 && /^\d$/.test(rank ?? '') && isDateCursorValue(week ?? '');
}

/** One keyset page of the company's timesheets in the list's order. */
export async function timesheetPage(
  db: Database,
  companyId: string,
  filters: TimesheetFilters,
  pageRequest: { limit: number; cursor?: string },
): Promise<{ items: TimesheetSummary[]; next_cursor: string | null }> {
  const after = pageRequest.cursor ? decodeKeysetCursor(pageRequest.cursor, LIST_ORDER, isCursorValue) : null;
  let afterCondition: SQL | undefined;
  if (after) {
    const [rank, week] = after.value.split(':') as [string, string];
    const rankValue = sql`${Number(rank)}::int`;
    afterCondition = sql`(${STATUS_RANK} > ${rankValue} or (${STATUS_RANK} = ${rankValue} and (${timesheets.weekStart}, ${timesheets.id}) < (${week}::date, ${after.id}::uuid)))`;
  }
  const rows: TimesheetSummaryRow[] = await selectSummaries(db)
    .where(and(filterCondition(companyId, filters), afterCondition))
    .orderBy(asc(STATUS_RANK), desc(timesheets.weekStart), desc(timesheets.id))
    .limit(pageRequest.limit + 1);
  const page = keysetPage(rows, pageRequest.limit, (last) => ({
    order: LIST_ORDER,
    value: `${TIMESHEET_STATUSES.indexOf(last.timesheet.status)}:${last.timesheet.weekStart}`,
    id: last.timesheet.id,
  }));
  return { items: page.rows.map(toTimesheetSummary), next_cursor: page.nextCursor };
}

/** The company's timesheets waiting for review whose auto-approval comes soonest, at most `limit`. */
export async function soonestToApprove(db: Database, companyId: string, limit: number): Promise<TimesheetSummary[]> {
  const rows: TimesheetSummaryRow[] = await selectSummaries(db)
    .where(and(eq(timesheets.companyId, companyId), eq(timesheets.status, 'submitted')))
    .orderBy(sql`${timesheets.autoApprovesAt} asc nulls last`, asc(timesheets.weekStart), asc(timesheets.id))
    .limit(limit);
  return rows.map(toTimesheetSummary);
}

/** How many of the company's timesheets the filters match. */
export async function countTimesheets(db: Database, companyId: string, filters: TimesheetFilters): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(timesheets)
    .innerJoin(contracts, eq(contracts.id, timesheets.contractId))
    .where(filterCondition(companyId, filters));
  return Number(counted?.total ?? 0);
}

/** Every timesheet the filters match, in the list's order, a page at a time, at most `maxRows` in all. */
export async function* timesheetPages(
  db: Database,
  companyId: string,
  filters: TimesheetFilters,
  maxRows: number,
  batchSize = 500,
): AsyncGenerator<TimesheetSummary[]> {
  let cursor: string | undefined;
  let yielded = 0;
  while (yielded < maxRows) {
    const page = await timesheetPage(db, companyId, filters, { limit: Math.min(batchSize, maxRows - yielded), cursor });
    if (page.items.length > 0) yield page.items;
    yielded += page.items.length;
    if (!page.next_cursor) return;
    cursor = page.next_cursor;
  }
}

/** The entries of several timesheets, by timesheet. */
export async function entriesOf(db: Database, timesheetIds: string[]): Promise<Map<string, TimesheetEntry[]>> {
  const byTimesheet = new Map<string, TimesheetEntry[]>();
  if (timesheetIds.length === 0) return byTimesheet;
  const rows = await db.select().from(timesheetEntries).where(inArray(timesheetEntries.timesheetId, timesheetIds));
  for (const row of rows) {
    const list = byTimesheet.get(row.timesheetId) ?? [];
    list.push({ day: row.day, minutes: row.minutes, note: row.note });
    byTimesheet.set(row.timesheetId, list);
  }
  return byTimesheet;
}

// --- One timesheet ------------------------------------------------------------------------------

/** The company's timesheet as the list shows it, or null when it is not the company's. */
async function findTimesheetSummary(db: Database, companyId: string, timesheetId: string): Promise<TimesheetSummary | null> {
  const [row] = await selectSummaries(db).where(and(eq(timesheets.id, timesheetId), eq(timesheets.companyId, companyId)));
  return row ? toTimesheetSummary(row) : null;
}

/** The seven days of a week, Monday first, from a timesheet's entries (a day without one has no hours). */
export function fullWeek(weekStart: string, entries: readonly TimesheetEntry[]): TimesheetEntry[] {
  const byDay = new Map(entries.map((entry) => [entry.day, entry]));
  return weekDays(weekStart).map((day) => byDay.get(day) ?? { day, minutes: 0, note: '' });
}

/** The company's timesheet with its days and history, or null when it is not the company's. */
export async function loadTimesheetDetail(db: Database, companyId: string, timesheetId: string): Promise<TimesheetDetail | null> {
  const summary = await findTimesheetSummary(db, companyId, timesheetId);
  if (!summary) return null;
  const [entries, events] = await Promise.all([
    entriesOf(db, [timesheetId]),
    db
      .select()
      .from(timesheetEvents)
      .where(eq(timesheetEvents.timesheetId, timesheetId))
      .orderBy(asc(timesheetEvents.occurredAt), asc(timesheetEvents.id)),
  ]);
  return {
    ...summary,
    entries: fullWeek(summary.week_start, entries.get(timesheetId) ?? []),
    history: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      label: TIMESHEET_EVENT_LABELS[event.kind],
      actor_label: event.actorLabel,
      occurred_at: event.occurredAt.toISOString(),
      revision: event.revision,
      total_minutes: event.totalMinutes,
      reason: event.reason,
      days: event.days,
    })),
  };
}

/**
 * A timesheet's row for a decision, with what its audit entry, e-mail and history name; null when
 * not the company's (any company's without one). Locked when asked, so that concurrent decisions
 * on it take turns and each reads what the one before it wrote.
 */
export async function timesheetForDecision(db: Database, timesheetId: string, options: { companyId?: string; lock?: boolean } = {}) {
  const { companyId, lock = false } = options;
  const query = db
    .select({
      timesheet: timesheets,
      contractNumber: contracts.number,
      hoursPerWeek: contracts.hoursPerWeek,
      contractStartsOn: contracts.startsOn,
      contractEndsOn: contracts.endsOn,
      vendorName: vendors.name,
      talentFirstName: talents.firstName,
      talentLastName: talents.lastName,
      timeZone: companies.timeZone,
      companyName: companies.name,
    })
    .from(timesheets)
    .innerJoin(contracts, eq(contracts.id, timesheets.contractId))
    .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
    .innerJoin(companies, eq(companies.id, timesheets.companyId))
    .leftJoin(talents, eq(talents.id, contracts.talentId))
    .where(and(eq(timesheets.id, timesheetId), companyId ? eq(timesheets.companyId, companyId) : undefined));
  const [row] = lock ? await query.for('update', { of: timesheets }) : await query;
  return row ?? null;
}

export type TimesheetForDecision = NonNullable<Awaited<ReturnType<typeof timesheetForDecision>>>;
