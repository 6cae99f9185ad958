import type { TimesheetSummary } from '@portal/api-schema';
import { TIMESHEET_STATUS_LABELS } from '@portal/api-schema/constants';
import { dateTimeFormat, formatDate, formatDateTime } from '@portal/ui';

/** The timesheets' pages, by URL: the contract and team member pages link to them too. */
export const TIMESHEETS_PATH = '/my-team/timesheets';
export const timesheetPath = (id: string) => `${TIMESHEETS_PATH}/${encodeURIComponent(id)}`;

/** The list filtered to one contract or one developer: `/my-team/timesheets?contract=<id>`. */
export function timesheetsOfPath(filter: { contract: string } | { talent: string }): string {
  return `${TIMESHEETS_PATH}?${new URLSearchParams(filter).toString()}`;
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar day, as written in every time zone: 'Mon, Jun 1'. */
export function dayText(day: string): string {
  return dateTimeFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utc(day));
}

/** A calendar day in full, for a field's label: 'Monday, June 1'. */
export function dayLongText(day: string): string {
  return dateTimeFormat({ weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(utc(day));
}

/** A week from its Monday to its Sunday: 'Jun 1 – 7, 2026', 'Jun 29 – Jul 5, 2026', 'Dec 28, 2026 – Jan 3, 2027'. */
export function weekText(start: string, end: string): string {
  const [startYear, startMonth] = start.split('-');
  const [endYear, endMonth] = end.split('-');
  const monthDay = (day: string) => dateTimeFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utc(day));
  if (startYear !== endYear) return `${formatDate(start)} – ${formatDate(end)}`;
  const endPart = startMonth === endMonth ? String(Number(end.slice(8))) : monthDay(end);
  return `${monthDay(start)} – ${endPart}, ${endYear}`;
}

/** The flag of more hours than the contract's: 'Over 40 h/week'. */
export function overWeeklyHoursText(hoursPerWeek: number): string {
  return `Over ${hoursPerWeek} h/week`;
}

/** 'To approve', 'Queried', 'Approved', or 'Approved automatically' when nobody queried it in time. */
export function timesheetStatusText(timesheet: Pick<TimesheetSummary, 'status' | 'approved_automatically'>): string {
  return timesheet.approved_automatically && timesheet.status === 'approved'
    ? 'Approved automatically'
    : TIMESHEET_STATUS_LABELS[timesheet.status];
}

/** A time in the company's time zone, named: 'Jun 12, 2026, 9:00 AM (Europe/Berlin time)'. */
export function companyTimeText(iso: string, timeZone: string): string {
  return `${formatDateTime(iso, timeZone)} (${timeZone.replaceAll('_', ' ')} time)`;
}

/** Said while a timesheet waits for review: when the terms approve it if nobody queries it. */
export function autoApprovalText(autoApprovesAt: string, timeZone: string): string {
  return `Approved automatically on ${companyTimeText(autoApprovesAt, timeZone)} unless you query it.`;
}

/** 'Timesheet of Hannah Becker, Jun 1 – 7, 2026': the name a row's checkbox and the bulk outcome give it. */
export function timesheetName(timesheet: Pick<TimesheetSummary, 'talent' | 'contract' | 'week_start' | 'week_end'>): string {
  const who = timesheet.talent?.name ?? timesheet.contract.number;
  return `${who}, ${weekText(timesheet.week_start, timesheet.week_end)}`;
}
