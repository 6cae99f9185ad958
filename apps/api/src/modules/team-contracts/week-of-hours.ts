import { TIMESHEET_MINUTES_STEP, type TimesheetDayQuery, type TimesheetEntry, type TimesheetSubmission } from '@portal/api-schema';

// A vendor's week of hours as the demo's history and the sandbox's vendor write it: one function
// for both, so that the timesheets the sandbox submits look like the ones the demo already holds.
// Pure and deterministic (from the contract and the week alone), so a week is the same every time.

/** What the week's hours are derived from. */
export interface HourlyWeek {
  contractId: string;
  /** The week's Monday (ISO date). */
  weekStart: string;
  hoursPerWeek: number;
  /** The contract's first and last days: days outside them get no entry. */
  startsOn: string;
  endsOn: string | null;
}

/** What the developer did, one note a day. */
const NOTES = [
  'Feature work on the sprint backlog',
  'Code review and pairing',
  'Bug fixes from the support queue',
  'Sprint planning and estimates',
  'Tests for the new endpoints',
  'Refactoring ahead of the next release',
  'Release preparation and deployment',
  'Performance investigation and fixes',
  'Documentation and handover notes',
  'Design review with the product team',
  'Dependency upgrades and security patches',
  'Monitoring and on-call follow-ups',
];
const EXTRA_DAY_NOTE = 'Weekend release support';
export const DAY_OFF_NOTE = 'Day off';
/** The note a day the sandbox's vendor corrected after a query carries. */
export const CORRECTED_NOTE = 'Corrected after your query';

/** Minutes off the daily share a weekday may be: 7.5 to 9 hours for a 40-hour week. */
const DAY_OFFSETS = [-30, -15, 0, 0, 15, 15, 30, 60];

/** FNV-1a over the text: the same number for the same contract and week, on every machine. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The n-th number of the week's sequence (a multiplicative step of the seed). */
function pick(seed: number, n: number, modulo: number): number {
  return (Math.imul(seed ^ Math.imul(n + 1, 0x9e3779b1), 0x85ebca6b) >>> 0) % modulo;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const roundDown = (minutes: number) => Math.floor(minutes / TIMESHEET_MINUTES_STEP) * TIMESHEET_MINUTES_STEP;

/** The contract's daily share: its weekly hours over five days, rounded down to a quarter hour. */
export function dailyShareMinutes(hoursPerWeek: number): number {
  return roundDown((hoursPerWeek * 60) / 5);
}

/** The weeks since 1970-01-05 (a Monday): which weeks are a contract's longer ones. */
const weekNumber = (weekStart: string) => Math.round((Date.parse(`${weekStart}T00:00:00Z`) - Date.UTC(1970, 0, 5)) / 604_800_000);

/**
 * The week's days within the contract, Monday first: weekdays about the daily share (7.5 to 9 h
 * for a 40-hour week, in quarter hours) with a note of what was done, now and then a day off,
 * weekends empty. At most the weekly hours, except one week in six of each contract, which has
 * Saturday hours on top and is over them.
 */
export function weekOfHours(week: HourlyWeek): TimesheetEntry[] {
  const seed = seedOf(`${week.contractId}/${week.weekStart}`);
  const share = dailyShareMinutes(week.hoursPerWeek);
  const weekly = week.hoursPerWeek * 60;
  const longer = (weekNumber(week.weekStart) + (seedOf(week.contractId) % 6)) % 6 === 0;
  const dayOff = pick(seed, 7, 30); // 0..4: that weekday off (one week in six); else none
  const entries: TimesheetEntry[] = [];
  for (let index = 0; index < 7; index += 1) {
    const day = addDays(week.weekStart, index);
    if (day < week.startsOn || (week.endsOn !== null && day > week.endsOn)) continue;
    if (index >= 5) {
      const extra = longer && index === 5;
      entries.push({ day, minutes: extra ? roundDown(share / 2) : 0, note: extra ? EXTRA_DAY_NOTE : '' });
    } else if (index === dayOff) {
      entries.push({ day, minutes: 0, note: DAY_OFF_NOTE });
    } else {
      const offset = DAY_OFFSETS[pick(seed, index, DAY_OFFSETS.length)] ?? 0;
      const minutes = Math.max(TIMESHEET_MINUTES_STEP, roundDown(share + (offset * share) / 480));
      entries.push({ day, minutes, note: NOTES[pick(seed, index + 10, NOTES.length)] ?? NOTES[0]! });
    }
  }
  // An ordinary week stays within the weekly hours: the longest weekdays give up quarter hours.
  if (!longer) {
    let over = entries.reduce((sum, entry) => sum + entry.minutes, 0) - weekly;
    while (over > 0) {
      const longest = entries.reduce((most, entry) => (entry.minutes > most.minutes ? entry : most));
      longest.minutes -= TIMESHEET_MINUTES_STEP;
      over -= TIMESHEET_MINUTES_STEP;
    }
  }
  return entries;
}

/** The week as the vendor submits it. */
export function weekSubmission(week: HourlyWeek): TimesheetSubmission {
  return { week_start: week.weekStart, entries: weekOfHours(week) };
}

/**
 * The vendor's revision after a query: each queried day cut to the contract's daily share, noted
 * "Corrected after your query"; with only a reason for the whole week, every day scaled down so
 * that the week is within the weekly hours (each rounded down to a quarter hour).
 */
export function revisedWeek(
  entries: readonly TimesheetEntry[],
  query: { hoursPerWeek: number; days: readonly TimesheetDayQuery[] },
): TimesheetEntry[] {
  const share = dailyShareMinutes(query.hoursPerWeek);
  if (query.days.length > 0) {
    const queried = new Set(query.days.map((day) => day.day));
    return entries.map((entry) =>
      queried.has(entry.day) ? { day: entry.day, minutes: Math.min(entry.minutes, share), note: CORRECTED_NOTE } : { ...entry },
    );
  }
  const total = entries.reduce((sum, entry) => sum + entry.minutes, 0);
  const weekly = query.hoursPerWeek * 60;
  if (total <= weekly) return entries.map((entry) => ({ ...entry }));
  return entries.map((entry) =>
    entry.minutes === 0 ? { ...entry } : { day: entry.day, minutes: roundDown((entry.minutes * weekly) / total), note: CORRECTED_NOTE },
  );
}
