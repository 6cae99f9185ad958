import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { addDays, type TimesheetDayQuery, type TimesheetEntry, type TimesheetEventKind, type TimesheetStatus } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { parseIsoDay } from '../../platform/time-zones/wall-clock';
import { companies, users, vendors } from '../company-users/tables';
import { addBusinessDays, autoApprovalDeadline, localDay, mondayOf, reminderDueAt, zonedInstant } from './company-week';
import { DEMO_CONTRACTS } from './demo-data';
import { contracts, timesheetEntries, timesheetEvents, timesheets } from './tables';
import { dailyShareMinutes, revisedWeek, weekOfHours } from './week-of-hours';

export interface TimesheetsSeedOptions {
  acmeId: string;
  globexId: string;
  /** The contracts users who reviewed the demo's timesheets, one per company. */
  acmeReviewerId: string;
  globexReviewerId: string;
  /** The moment the demo's history ends. */
  now?: Date;
}

/** About four months of weeks per contract: its last ones worked, the last ended week first. */
const HISTORY_WEEKS = 17;

/** The instant the zone's clocks show `hour:minute` on `day`. */
function localInstant(day: string, hour: number, minute: number, timeZone: string): Date {
  return zonedInstant({ ...parseIsoDay(day), hour, minute, second: 0 }, timeZone);
}

const totalOf = (entries: readonly TimesheetEntry[]) => entries.reduce((sum, entry) => sum + entry.minutes, 0);

interface HourlyContract {
  id: string;
  companyId: string;
  status: string;
  hoursPerWeek: number;
  startsOn: string;
  endsOn: string | null;
  timeZone: string;
  vendorName: string;
}

/** How a week's timesheet came to its state. */
type WeekStory = 'approved' | 'auto_approved' | 'submitted' | 'submitted_soon' | 'queried' | 'revised';

interface SeedEvent {
  kind: TimesheetEventKind;
  by: 'vendor' | 'reviewer' | 'system';
  revision: number;
  totalMinutes: number;
  at: Date;
  reason?: string;
  days?: TimesheetDayQuery[];
}

interface SeedTimesheet {
  row: typeof timesheets.$inferInsert;
  entries: TimesheetEntry[];
  events: SeedEvent[];
}

/** The days a reviewer queries: those longer than the daily share, else the longest weekday. */
function queriedDays(entries: readonly TimesheetEntry[], hoursPerWeek: number): TimesheetDayQuery[] {
  const share = dailyShareMinutes(hoursPerWeek);
  const long = entries.filter((entry) => entry.minutes > share);
  const chosen = long.length > 0 ? long : [entries.reduce((most, entry) => (entry.minutes > most.minutes ? entry : most))];
  return chosen.map((entry) => ({
    day: entry.day,
    reason: `${entry.minutes / 60} hours on this day: which tasks took longer than the agreed ${share / 60}?`,
  }));
}

/**
 * The story of the k-th last ended week of a contract: the last week or two wait for review (the
 * second of them auto-approves soon), the showcase contract has one queried and one queried,
 * revised and approved, one in four of the rest was approved automatically, the others by a user.
 */
function storyOf(contract: HourlyContract, k: number, twoPending: boolean): WeekStory {
  const running = contract.status !== 'ended';
  if (running && k === 0) return 'submitted';
  if (running && k === 1 && twoPending) return 'submitted_soon';
  if (contract.id === DEMO_CONTRACTS.acme.hannahActive.id && k === 2) return 'queried';
  if (contract.id === DEMO_CONTRACTS.acme.hannahActive.id && k === 4) return 'revised';
  return k % 4 === 3 ? 'auto_approved' : 'approved';
}

function seedTimesheet(
  contract: HourlyContract,
  week: { weekStart: string; story: WeekStory },
  context: { today: string; now: Date; reviewerId: string | null },
): SeedTimesheet | null {
  const { weekStart, story } = week;
  const { today, now, reviewerId } = context;
  const zone = contract.timeZone;
  const first = weekOfHours({ ...contract, contractId: contract.id, weekStart });
  if (first.length === 0) return null;
  const firstTotal = totalOf(first);
  const monday = addDays(weekStart, 7);
  const base = { companyId: contract.companyId, contractId: contract.id, weekStart };
  const submitted = (at: Date): SeedEvent => ({ kind: 'submitted', by: 'vendor', revision: 1, totalMinutes: firstTotal, at });

  if (story === 'submitted' || story === 'submitted_soon') {
    let submittedAt: Date;
    if (story === 'submitted') {
      // The Monday after the week, in the morning; not later than now, not before the week ended.
      const weekEnded = localInstant(monday, 0, 0, zone);
      const morning = localInstant(monday, 9, 30, zone);
      submittedAt = new Date(Math.max(weekEnded.getTime(), Math.min(morning.getTime(), now.getTime() - 3_600_000)));
    } else {
      // Five business days before the next business day after today: it auto-approves within a day or so.
      submittedAt = localInstant(addDays(addBusinessDays(today, 1), -7), 16, 0, zone);
    }
    return {
      row: {
        ...base,
        status: 'submitted',
        revision: 1,
        totalMinutes: firstTotal,
        submittedAt,
        autoApprovesAt: autoApprovalDeadline(submittedAt, zone),
      },
      entries: first,
      events: [submitted(submittedAt)],
    };
  }

  const submittedAt = localInstant(monday, 9, 0, zone);
  if (story === 'auto_approved') {
    const approvedAt = autoApprovalDeadline(submittedAt, zone);
    return {
      row: {
        ...base,
        status: 'approved',
        revision: 1,
        totalMinutes: firstTotal,
        submittedAt,
        reminderSentAt: reminderDueAt(approvedAt),
        approvedAt,
        approvedAutomatically: true,
      },
      entries: first,
      events: [submitted(submittedAt), { kind: 'auto_approved', by: 'system', revision: 1, totalMinutes: firstTotal, at: approvedAt }],
    };
  }
  if (story === 'approved') {
    const approvedAt = localInstant(addBusinessDays(monday, 1), 11, 15, zone);
    return {
      row: { ...base, status: 'approved', revision: 1, totalMinutes: firstTotal, submittedAt, approvedAt, approvedBy: reviewerId },
      entries: first,
      events: [submitted(submittedAt), { kind: 'approved', by: 'reviewer', revision: 1, totalMinutes: firstTotal, at: approvedAt }],
    };
  }

  const days = queriedDays(first, contract.hoursPerWeek);
  const reason = 'Two of the days are longer than the contract allows.';
  const queriedAt = localInstant(addBusinessDays(monday, 1), 10, 30, zone);
  const query: SeedEvent = { kind: 'queried', by: 'reviewer', revision: 1, totalMinutes: firstTotal, at: queriedAt, reason, days };
  if (story === 'queried') {
    return {
      row: { ...base, status: 'queried' satisfies TimesheetStatus, revision: 1, totalMinutes: firstTotal, submittedAt },
      entries: first,
      events: [submitted(submittedAt), query],
    };
  }
  // Queried, revised by the vendor as the sandbox's vendor revises, then approved.
  const second = revisedWeek(first, { hoursPerWeek: contract.hoursPerWeek, days });
  const secondTotal = totalOf(second);
  const resubmittedAt = localInstant(addBusinessDays(monday, 1), 16, 0, zone);
  const approvedAt = localInstant(addBusinessDays(monday, 2), 9, 45, zone);
  return {
    row: {
      ...base,
      status: 'approved',
      revision: 2,
      totalMinutes: secondTotal,
      submittedAt: resubmittedAt,
      approvedAt,
      approvedBy: reviewerId,
    },
    entries: second,
    events: [
      submitted(submittedAt),
      query,
      { kind: 'resubmitted', by: 'vendor', revision: 2, totalMinutes: secondTotal, at: resubmittedAt },
      { kind: 'approved', by: 'reviewer', revision: 2, totalMinutes: secondTotal, at: approvedAt },
    ],
  };
}

/**
 * About four months of weekly timesheets for every hourly contract of the demo that was worked
 * (active, under notice or ended; ended ones their last months), in every state, with their
 * history. Weeks are Monday to Sunday in the company's time zone; the hours are `weekOfHours`,
 * which the sandbox's vendor submits too. A contract's week that has a timesheet is left alone,
 * so seeding again changes nothing. Runs after the contracts' and the companies' demo data.
 */
export async function seedTimesheetsDemoData(db: Database, options: TimesheetsSeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const hourly: HourlyContract[] = (
    await db
      .select({
        id: contracts.id,
        companyId: contracts.companyId,
        status: contracts.status,
        hoursPerWeek: contracts.hoursPerWeek,
        startsOn: contracts.startsOn,
        endsOn: contracts.endsOn,
        timeZone: companies.timeZone,
        vendorName: vendors.name,
      })
      .from(contracts)
      .innerJoin(companies, eq(companies.id, contracts.companyId))
      .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
      .where(
        and(
          inArray(contracts.companyId, [options.acmeId, options.globexId]),
          inArray(contracts.status, ['active', 'notice_given', 'ended']),
          gt(contracts.rateMinor, 0),
          isNotNull(contracts.startsOn),
        ),
      )
      .orderBy(asc(contracts.number))
  ).map((row) => ({ ...row, startsOn: row.startsOn ?? '' }));

  const reviewers = await db
    .select({ id: users.id, companyId: users.companyId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [options.acmeReviewerId, options.globexReviewerId]));

  let running = 0;
  for (const contract of hourly) {
    const today = localDay(now, contract.timeZone);
    const lastDay = contract.endsOn !== null && contract.endsOn < today ? contract.endsOn : addDays(today, -1);
    let lastWeek = mondayOf(lastDay);
    // Only weeks that have ended in the company's zone: the week's Sunday is before today.
    if (addDays(lastWeek, 6) >= today) lastWeek = addDays(lastWeek, -7);
    const twoPending = contract.status !== 'ended' && running++ % 2 === 0;
    const reviewer = reviewers.find((row) => row.companyId === contract.companyId);
    const context = { today, now, reviewerId: reviewer?.id ?? null };
    const seeded: SeedTimesheet[] = [];
    for (let k = 0; k < HISTORY_WEEKS; k += 1) {
      const weekStart = addDays(lastWeek, -7 * k);
      if (addDays(weekStart, 6) < contract.startsOn) break;
      const timesheet = seedTimesheet(contract, { weekStart, story: storyOf(contract, k, twoPending) }, context);
      if (timesheet) seeded.push(timesheet);
    }
    if (seeded.length === 0) continue;

    const inserted = await db
      .insert(timesheets)
      .values(seeded.map((timesheet) => timesheet.row))
      .onConflictDoNothing()
      .returning({ id: timesheets.id, weekStart: timesheets.weekStart });
    if (inserted.length === 0) continue;
    const reviewerName = reviewer ? `${reviewer.firstName} ${reviewer.lastName}` : 'A former user';
    const fresh = inserted.map((row) => ({ id: row.id, seed: seeded.find((timesheet) => timesheet.row.weekStart === row.weekStart)! }));
    await db.insert(timesheetEntries).values(fresh.flatMap(({ id, seed }) => seed.entries.map((entry) => ({ timesheetId: id, ...entry }))));
    await db.insert(timesheetEvents).values(
      fresh.flatMap(({ id, seed }) =>
        seed.events.map((event) => ({
          timesheetId: id,
          kind: event.kind,
          actorUserId: event.by === 'reviewer' ? (reviewer?.id ?? null) : null,
          actorLabel: event.by === 'reviewer' ? reviewerName : event.by === 'vendor' ? `${contract.vendorName} (vendor)` : 'System',
          revision: event.revision,
          totalMinutes: event.totalMinutes,
          reason: event.reason ?? null,
          days: event.days ?? [],
          occurredAt: event.at,
        })),
      ),
    );
  }
}
