import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { timesheetEntries, timesheets } from './tables';

// The hours the team member page shows come from the timesheets of their contracts, never from
// invoice totals: approved ones by the calendar month of each day, the rest as waiting for review.

/** Minutes of the approved timesheets' days, by the month ('YYYY-MM') of the day. */
export async function approvedMinutesByMonth(db: Database, contractIds: string[]): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${timesheetEntries.day}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, minutes: sql<number>`coalesce(sum(${timesheetEntries.minutes}), 0)`.mapWith(Number) })
    .from(timesheetEntries)
    .innerJoin(timesheets, eq(timesheets.id, timesheetEntries.timesheetId))
    .where(and(inArray(timesheets.contractId, contractIds), eq(timesheets.status, 'approved')))
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, row.minutes]));
}

/** Minutes submitted or queried, not approved yet. */
export async function pendingMinutes(db: Database, contractIds: string[]): Promise<number> {
  const [row] = await db
    .select({ minutes: sql<number>`coalesce(sum(${timesheets.totalMinutes}), 0)`.mapWith(Number) })
    .from(timesheets)
    .where(and(inArray(timesheets.contractId, contractIds), inArray(timesheets.status, ['submitted', 'queried'])));
  return row?.minutes ?? 0;
}
