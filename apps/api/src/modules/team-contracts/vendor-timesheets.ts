import { and, asc, eq, gt, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { addDays, type TimesheetDayQuery, type TimesheetEntry, type TimesheetSubmission } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { companies } from '../company-users/tables';
import { weekStartOf } from './company-week';
import type { TimesheetDeps } from './contracts-deps';
import { resubmitTimesheet } from './resubmit-timesheet';
import { submitTimesheet } from './submit-timesheet';
import { entriesOf, fullWeek } from './timesheet-queries';
import { contractCoversWeek, TIMESHEET_CONTRACT_STATUSES } from './timesheet-submission';
import { contracts, timesheetEvents, timesheets } from './tables';

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
interface SubmittedTimesheet {
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
  /** Timesheets queried within the window (from excluded, to included) and not revised since, oldest first. */
  queriedBetween(window: { from: Date; to: Date }, limit: number): Promise<QueriedTimesheet[]>;
  /** Replaces the days of a queried timesheet and submits it again, once: null when it is no longer queried at that revision. */
  resubmit(timesheetId: string, revision: number, entries: TimesheetEntry[], now?: Date): Promise<SubmittedTimesheet | null>;
}

/** The vendor's side of timesheets over this module's operations; app.ts hands it to the sandbox. */
export function vendorTimesheets(deps: TimesheetDeps): VendorTimesheets {
  return {
    weeksDue: (now, options) => weeksDue(deps.db, now, options),
    submit: (contractId, submission, now) => submitTimesheet(deps, { contractId, submission, now }),
    queriedBetween: (window, limit) => queriedTimesheets(deps.db, window, limit),
    resubmit: (timesheetId, revision, entries, now) => resubmitTimesheet(deps, { timesheetId, revision, entries, now }),
  };
}

/**
 * The ended weeks of hourly contracts (a rate above 0; running, under notice or ended) that overlap
 * the contract's dates and have no timesheet: the weeks are the company's, counted back from the
 * week `now` falls in, in its time zone.
 */
async function weeksDue(db: Database, now: Date, options: { lookbackWeeks: number; limit: number }): Promise<ContractWeekDue[]> {
  const candidates = await db
    .select({
      contractId: contracts.id,
      companyId: contracts.companyId,
      hoursPerWeek: contracts.hoursPerWeek,
      startsOn: contracts.startsOn,
      endsOn: contracts.endsOn,
      timeZone: companies.timeZone,
    })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .where(and(gt(contracts.rateMinor, 0), inArray(contracts.status, [...TIMESHEET_CONTRACT_STATUSES]), isNotNull(contracts.startsOn)))
    .orderBy(asc(contracts.id));
  const due: ContractWeekDue[] = [];
  for (const contract of candidates) {
    const currentWeek = weekStartOf(now, contract.timeZone);
    for (let back = options.lookbackWeeks; back >= 1; back -= 1) {
      const weekStart = addDays(currentWeek, -7 * back);
      if (!contractCoversWeek(contract, weekStart) || !contract.startsOn) continue;
      const { timeZone: _timeZone, ...facts } = contract;
      due.push({ ...facts, startsOn: contract.startsOn, weekStart });
    }
  }
  if (due.length === 0) return [];
  const earliest = due.reduce((first, week) => (week.weekStart < first ? week.weekStart : first), due[0]?.weekStart ?? '');
  const existing = await db
    .select({ contractId: timesheets.contractId, weekStart: timesheets.weekStart })
    .from(timesheets)
    .where(and(inArray(timesheets.contractId, [...new Set(due.map((week) => week.contractId))]), gte(timesheets.weekStart, earliest)));
  const submitted = new Set(existing.map((row) => `${row.contractId}:${row.weekStart}`));
  return due
    .filter((week) => !submitted.has(`${week.contractId}:${week.weekStart}`))
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart) || a.contractId.localeCompare(b.contractId))
    .slice(0, options.limit);
}

/** Queried timesheets whose query (of their current revision) falls in the window, oldest query first. */
async function queriedTimesheets(db: Database, window: { from: Date; to: Date }, limit: number): Promise<QueriedTimesheet[]> {
  const rows = await db
    .select({
      id: timesheets.id,
      contractId: timesheets.contractId,
      weekStart: timesheets.weekStart,
      hoursPerWeek: contracts.hoursPerWeek,
      revision: timesheets.revision,
      reason: timesheetEvents.reason,
      days: timesheetEvents.days,
      queriedAt: timesheetEvents.occurredAt,
    })
    .from(timesheets)
    .innerJoin(contracts, eq(contracts.id, timesheets.contractId))
    .innerJoin(
      timesheetEvents,
      and(
        eq(timesheetEvents.timesheetId, timesheets.id),
        eq(timesheetEvents.revision, timesheets.revision),
        eq(timesheetEvents.kind, 'queried'),
      ),
    )
    .where(and(eq(timesheets.status, 'queried'), gt(timesheetEvents.occurredAt, window.from), lte(timesheetEvents.occurredAt, window.to)))
    .orderBy(asc(timesheetEvents.occurredAt), asc(timesheets.id))
    .limit(limit);
  const entries = await entriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    reason: row.reason === '' ? null : row.reason,
    entries: fullWeek(row.weekStart, entries.get(row.id) ?? []),
  }));
}
