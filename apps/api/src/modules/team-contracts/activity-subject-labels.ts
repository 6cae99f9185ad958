import { and, eq, inArray } from 'drizzle-orm';
import type { SubjectLabelLookup } from '../company-users';
import { talents } from '../hiring/tables';
import { formatWeekOf } from './timesheet-emails';
import { contracts, timesheets } from './tables';

/** How the activity log names a contract (by its number and talent) and a timesheet (by its talent and week); registered in index.ts. */
export const CONTRACT_ACTIVITY_SUBJECTS: Record<string, SubjectLabelLookup> = {
  contract: async (db, companyId, ids) =>
    (
      await db
        .select({ id: contracts.id, number: contracts.number, firstName: talents.firstName, lastName: talents.lastName })
        .from(contracts)
        .leftJoin(talents, eq(talents.id, contracts.talentId))
        .where(and(eq(contracts.companyId, companyId), inArray(contracts.id, ids)))
    ).map((row) => ({
      id: row.id,
      label: row.firstName
        ? `Contract ${row.number} (${row.firstName} ${row.lastName ?? ''})`.replace(' )', ')')
        : `Contract ${row.number}`,
    })),
  timesheet: async (db, companyId, ids) =>
    (
      await db
        .select({
          id: timesheets.id,
          weekStart: timesheets.weekStart,
          number: contracts.number,
          firstName: talents.firstName,
          lastName: talents.lastName,
        })
        .from(timesheets)
        .innerJoin(contracts, eq(contracts.id, timesheets.contractId))
        .leftJoin(talents, eq(talents.id, contracts.talentId))
        .where(and(eq(timesheets.companyId, companyId), inArray(timesheets.id, ids)))
    ).map((row) => ({
      id: row.id,
      label: `Timesheet of ${row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : row.number}, week of ${formatWeekOf(row.weekStart)}`,
    })),
};
