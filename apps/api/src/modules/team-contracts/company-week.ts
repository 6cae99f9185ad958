import { addDays, TIMESHEET_AUTO_APPROVE_BUSINESS_DAYS } from '@portal/api-schema';
import { isoDay, parseIsoDay, utcMillis, type WallClock, wallClock, zoneOffset } from '../../platform/time-zones/wall-clock';

// A company's week runs Monday to Sunday as calendar dates of its time zone: hours are entered per
// date, so a clock change never moves a day's hours; only instants ("now", the auto-approval
// deadline) are placed in the zone.

const DAY_MS = 86_400_000;

/** 0 for Monday .. 6 for Sunday, of an ISO calendar date. */
function mondayIndex(day: string): number {
  const { year, month, day: date } = parseIsoDay(day);
  return (new Date(utcMillis(year, month, date)).getUTCDay() + 6) % 7;
}

/** Whether an ISO calendar date is a Monday. */
export function isMonday(day: string): boolean {
  return mondayIndex(day) === 0;
}

/** The Monday of the week a calendar date falls in. */
export function mondayOf(day: string): string {
  return addDays(day, -mondayIndex(day));
}

/** The calendar date the zone's clocks show at `instant`. */
export function localDay(instant: Date, timeZone: string): string {
  return isoDay(wallClock(instant.getTime(), timeZone));
}

/** The Monday of the company's week that `instant` falls in, in the company's time zone. */
export function weekStartOf(instant: Date, timeZone: string): string {
  return mondayOf(localDay(instant, timeZone));
}

/** The Sunday of the week that starts on `weekStart`. */
export function weekEndOf(weekStart: string): string {
  return addDays(weekStart, 6);
}

/** The seven dates of the week that starts on `weekStart`, Monday first. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}

/**
 * The instant at which the zone's clocks show `local`. Where a clock change skips that time (spring
 * forward), the instant as far after the gap's start as `local` is (02:30 becomes 03:30); where the
 * time is shown twice (fall back), the earlier of the two. So every wall-clock time has one answer.
 */
export function zonedInstant(local: WallClock, timeZone: string): Date {
  const asUtc = utcMillis(local.year, local.month, local.day, local.hour, local.minute, local.second);
  // The instant is within a day of the wall time read as UTC (offsets are under 15 hours), and clocks
  // change months apart: the offsets two days either side are those before and after any change near it.
  const before = zoneOffset(asUtc - 2 * DAY_MS, timeZone);
  const after = zoneOffset(asUtc + 2 * DAY_MS, timeZone);
  const matches = [asUtc - before, asUtc - after].filter((instant) => wallClockMillisOf(instant, timeZone) === asUtc).sort((a, b) => a - b);
  if (matches[0] !== undefined) return new Date(matches[0]);
  // In a gap: read with the offset of before the change, which lands past the gap by as much.
  return new Date(asUtc - before);
}

function wallClockMillisOf(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  return utcMillis(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second);
}

/** Whether a calendar date is a business day (Monday to Friday). */
function isBusinessDay(day: string): boolean {
  return mondayIndex(day) < 5;
}

/** The calendar date `count` business days (Monday to Friday) after `day`; `day` itself does not count. */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  let left = count;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/**
 * When a timesheet submitted at `submittedAt` is approved unless queried: the same local time of day
 * on the TIMESHEET_AUTO_APPROVE_BUSINESS_DAYS-th business day after the day of submission, in the
 * company's time zone. The day of submission never counts, so a weekend submission has the same
 * deadline day as one on the Friday before.
 */
export function autoApprovalDeadline(submittedAt: Date, timeZone: string): Date {
  const wall = wallClock(submittedAt.getTime(), timeZone);
  const day = addBusinessDays(isoDay(wall), TIMESHEET_AUTO_APPROVE_BUSINESS_DAYS);
  const deadline = zonedInstant({ ...wall, ...parseIsoDay(day) }, timeZone);
  // The sub-second part of the submission is kept, so the deadline is never before five whole business days.
  return new Date(deadline.getTime() + (submittedAt.getTime() % 1000));
}

/** The day-before reminder of an auto-approval is due from this instant: 24 hours before it. */
export function reminderDueAt(autoApprovesAt: Date): Date {
  return new Date(autoApprovesAt.getTime() - DAY_MS);
}
