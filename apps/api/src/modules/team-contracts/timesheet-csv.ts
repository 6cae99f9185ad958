import type { Readable } from 'node:stream';
import type { TimesheetEntry, TimesheetSummary } from '@portal/api-schema';
import { csvStream, neutralizeFormula } from '../../platform/http/csv';

/** The most timesheets one export carries (seven rows each); a bigger list is cut there (filters narrow it). */
export const TIMESHEET_CSV_MAX_TIMESHEETS = 10_000;

// One row per timesheet and day: the days are what is reviewed and queried, and each carries its
// note; a row per timesheet would leave out the notes or pack seven days into one cell. The
// timesheet's columns repeat on each of its rows, so the file sorts, filters and pivots as it is,
// and the hours of a week add up to its total.
const TIMESHEET_CSV_COLUMNS = [
  'Week of',
  'Date',
  'Developer',
  'Vendor',
  'Contract',
  'Status',
  'Hours',
  'Note',
  'Week total hours',
  'Contract hours a week',
  'Over weekly hours',
  'Revision',
  'Submitted at',
  'Approved at',
  'Approved by',
] as const;

/** Minutes as decimal hours: '7.5', '0.25'. */
const hours = (minutes: number) => String(Number((minutes / 60).toFixed(2)));

function csvRecords(timesheet: TimesheetSummary, week: TimesheetEntry[]): string[][] {
  const approvedBy = timesheet.approved_automatically ? 'Automatically' : (timesheet.approved_by_name ?? '');
  return week.map((entry) => [
    timesheet.week_start,
    entry.day,
    neutralizeFormula(timesheet.talent?.name ?? ''),
    neutralizeFormula(timesheet.vendor.name),
    neutralizeFormula(timesheet.contract.number),
    timesheet.status,
    hours(entry.minutes),
    neutralizeFormula(entry.note),
    hours(timesheet.total_minutes),
    String(timesheet.contract.hours_per_week),
    timesheet.over_weekly_hours ? 'yes' : 'no',
    String(timesheet.revision),
    timesheet.submitted_at,
    timesheet.approved_at ?? '',
    neutralizeFormula(approvedBy),
  ]);
}

/** Timesheets with their seven days as CSV (UTF-8 with BOM, RFC 4180 quoting, CRLF line ends), streamed as they are read. */
export function timesheetsCsvStream(pages: AsyncIterable<Array<{ timesheet: TimesheetSummary; week: TimesheetEntry[] }>>): Readable {
  return csvStream(
    TIMESHEET_CSV_COLUMNS,
    (async function* () {
      for await (const page of pages) for (const { timesheet, week } of page) yield* csvRecords(timesheet, week);
    })(),
  );
}

/** 'timesheets-2026-11-23.csv' */
export function timesheetsCsvFileName(today: Date): string {
  return `timesheets-${today.toISOString().slice(0, 10)}.csv`;
}
