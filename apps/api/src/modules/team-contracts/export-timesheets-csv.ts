import type { TimesheetEntry, timesheetFiltersSchema, TimesheetSummary } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import type { Download } from '../../platform/http/downloads';
import type { Database } from '../../platform/database/database';
import type { ContractsDeps } from './contracts-deps';
import { TIMESHEET_CSV_MAX_TIMESHEETS, timesheetsCsvFileName, timesheetsCsvStream } from './timesheet-csv';
import { entriesOf, fullWeek, type TimesheetFilters, timesheetPages } from './timesheet-queries';

/**
 * The filtered timesheet list as a CSV file, one row per timesheet and day of its week, in the
 * list's order, every page of it up to TIMESHEET_CSV_MAX_TIMESHEETS timesheets, streamed as it is read.
 */
export function exportTimesheetsCsv(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; query: z.output<typeof timesheetFiltersSchema>; today?: Date },
): Download {
  const { status, talent, vendor, contract, week } = input.query;
  return {
    contentType: 'text/csv; charset=utf-8',
    fileName: timesheetsCsvFileName(input.today ?? new Date()),
    body: timesheetsCsvStream(withWeeks(deps.db, input.actor.companyId, { status, talent, vendor, contract, week })),
  };
}

async function* withWeeks(
  db: Database,
  companyId: string,
  filters: TimesheetFilters,
): AsyncGenerator<Array<{ timesheet: TimesheetSummary; week: TimesheetEntry[] }>> {
  for await (const page of timesheetPages(db, companyId, filters, TIMESHEET_CSV_MAX_TIMESHEETS)) {
    const entries = await entriesOf(
      db,
      page.map((timesheet) => timesheet.id),
    );
    yield page.map((timesheet) => ({ timesheet, week: fullWeek(timesheet.week_start, entries.get(timesheet.id) ?? []) }));
  }
}
