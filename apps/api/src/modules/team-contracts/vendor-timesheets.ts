import type { TimesheetDayQuery, TimesheetEntry, TimesheetSubmission } from '@portal/api-schema';

/** A week an hourly contract was worked in that has ended and has no timesheet yet. */
export interface ContractWeekDue {
  contractId: string;
  companyId: string;
  /** The week's Monday, in the company's time zone. */
  weekStart: string;
  hoursPerWeek: number;
  /** The contract's first and last days: days outside them get no hours. */
  startsOn: string;
  endsOn: string | null;
}

/** A timesheet the company queried, as the vendor's side sees it: enough to revise it. */
export interface QueriedTimesheet {
  id: string;
  contractId: string;
  weekStart: string;
  hoursPerWeek: number;
  revision: number;
  entries: TimesheetEntry[];
  reason: string | null;
  days: TimesheetDayQuery[];
  queriedAt: Date;
}

/** A submission as it was written. */
export interface SubmittedTimesheet {
  id: string;
  revision: number;
}

/**
 * What the vendor's side of timesheets may ask and tell the contracts module (the sandbox's vendor,
 * standing in for vendors' own systems): which weeks wait for a timesheet, submitting one, which
 * timesheets were queried, and resubmitting one revised. The module implements it; app.ts hands it
 * to the sandbox. Each write happens once, however many processes ask at the same moment.
 */
export interface VendorTimesheets {
  /** Ended weeks (at most `lookbackWeeks` back from `now`) of contracts worked in them without a timesheet, oldest first. */
  weeksDue(now: Date, options: { lookbackWeeks: number; limit: number }): Promise<ContractWeekDue[]>;
  /** Submits the week once: null when the contract has that week's timesheet already. */
  submit(contractId: string, submission: TimesheetSubmission, now?: Date): Promise<SubmittedTimesheet | null>;
  /** Timesheets queried at or before `queriedBefore` and not revised since, oldest first. */
  queriedBefore(queriedBefore: Date, limit: number): Promise<QueriedTimesheet[]>;
  /** Replaces the days of a queried timesheet and submits it again, once: null when it is no longer queried at that revision. */
  resubmit(timesheetId: string, revision: number, entries: TimesheetEntry[], now?: Date): Promise<SubmittedTimesheet | null>;
}
