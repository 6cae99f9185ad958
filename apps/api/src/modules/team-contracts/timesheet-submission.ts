import {
  type ContractStatus,
  INVALID_REQUEST_MESSAGE,
  type TimesheetEntry,
  type TimesheetSubmission,
  timesheetSubmissionSchema,
} from '@portal/api-schema';
import { HttpError, invalidField } from '../../platform/http/errors';
import { isMonday, weekDays, weekEndOf } from './company-week';

/** Contracts hours are submitted under: running, under notice, or ended (their last weeks come after). */
export const TIMESHEET_CONTRACT_STATUSES: readonly ContractStatus[] = ['active', 'notice_given', 'ended'];

/** A contract billed by the hour: a rate above 0. */
export const isHourly = (contract: { rateMinor: number }) => contract.rateMinor > 0;

const DAY_OF_THIS_WEEK = 'Choose a day of this week';

/** Whether a day is within the contract's first and last days. */
function contractCovers(contract: { startsOn: string | null; endsOn: string | null }, day: string): boolean {
  return contract.startsOn !== null && contract.startsOn <= day && (contract.endsOn === null || day <= contract.endsOn);
}

/** Whether any day of the week is within the contract's first and last days. */
export function contractCoversWeek(contract: { startsOn: string | null; endsOn: string | null }, weekStart: string): boolean {
  return (
    contract.startsOn !== null && contract.startsOn <= weekEndOf(weekStart) && (contract.endsOn === null || weekStart <= contract.endsOn)
  );
}

/**
 * The vendor's submission as the request schema reads it (the vendor's side calls the operations,
 * not a route, so they check it themselves): 0 to 24 hours a day in quarter hours, notes within
 * their length, each day once. A 422 with one message per field, as a route's validation answers.
 */
export function parseSubmission(value: unknown): TimesheetSubmission {
  const result = timesheetSubmissionSchema.safeParse(value);
  if (result.success) return result.data;
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  throw new HttpError(
    422,
    INVALID_REQUEST_MESSAGE,
    [...byField].map(([property, message]) => ({ property, message })),
  );
}

/**
 * The rules of a week's hours beyond their shape (timesheetSubmissionSchema): the week starts on a
 * Monday, has begun in the company's zone and is one the contract was worked in; every day is of
 * that week, and a day outside the contract's dates has no hours. Each a 422 on its field.
 */
export function checkSubmission(input: {
  weekStart: string;
  entries: readonly TimesheetEntry[];
  contract: { startsOn: string | null; endsOn: string | null };
  /** The Monday of the company's current week. */
  currentWeekStart: string;
}): void {
  const weekField = 'week_start';
  if (!isMonday(input.weekStart)) throw invalidField(weekField, 'A week starts on a Monday');
  if (input.weekStart > input.currentWeekStart) throw invalidField(weekField, 'This week has not started yet');
  if (!contractCoversWeek(input.contract, input.weekStart)) throw invalidField(weekField, 'The contract does not cover this week');
  const days = new Set(weekDays(input.weekStart));
  input.entries.forEach((entry, index) => {
    if (!days.has(entry.day)) throw invalidField(`entries.${index}.day`, DAY_OF_THIS_WEEK);
    if (entry.minutes > 0 && !contractCovers(input.contract, entry.day)) {
      throw invalidField(`entries.${index}.day`, 'The contract does not cover this day');
    }
  });
}

/** The days of a query: each a day of the timesheet's week (422 on `days.N.day`). */
export function checkQueryDays(weekStart: string, days: ReadonlyArray<{ day: string }>): void {
  const week = new Set(weekDays(weekStart));
  days.forEach((day, index) => {
    if (!week.has(day.day)) throw invalidField(`days.${index}.day`, DAY_OF_THIS_WEEK);
  });
}
