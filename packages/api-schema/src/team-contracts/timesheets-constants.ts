// Timesheets without zod: states, limits and labels the portal's list and filters use as they are.

/**
 * A week's timesheet as the company sees it: `submitted` by the vendor and waiting for review,
 * `queried` by the company and waiting for the vendor's revision, `approved` (by a user, or
 * automatically when nobody queried it within TIMESHEET_AUTO_APPROVE_BUSINESS_DAYS). Approved is final.
 */
export const TIMESHEET_STATUSES = ['submitted', 'queried', 'approved'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const TIMESHEET_STATUS_LABELS: Record<TimesheetStatus, string> = {
  submitted: 'To approve',
  queried: 'Queried',
  approved: 'Approved',
};

/** What happened to a timesheet, oldest first in its history. */
export const TIMESHEET_EVENT_KINDS = ['submitted', 'queried', 'resubmitted', 'approved', 'auto_approved'] as const;
export type TimesheetEventKind = (typeof TIMESHEET_EVENT_KINDS)[number];

export const TIMESHEET_EVENT_LABELS: Record<TimesheetEventKind, string> = {
  submitted: 'Submitted',
  queried: 'Queried',
  resubmitted: 'Revised and resubmitted',
  approved: 'Approved',
  auto_approved: 'Approved automatically',
};

/** The terms: hours not queried within five business days of submission are accepted. */
export const TIMESHEET_AUTO_APPROVE_BUSINESS_DAYS = 5;

/** Hours are recorded in quarter hours, at most a whole day's. */
export const TIMESHEET_MINUTES_STEP = 15;
export const TIMESHEET_DAY_MAX_MINUTES = 24 * 60;
export const TIMESHEET_NOTE_MAX_LENGTH = 500;
export const TIMESHEET_QUERY_REASON_MAX_LENGTH = 1000;

/** The most timesheets one approval request approves: a page of the list. */
export const TIMESHEETS_APPROVE_MAX = 50;
