import { invalidField } from '../../platform/http/errors';

/** The days the period filter accepts: nothing of the log is older, and beyond them Intl and Date part ways. */
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9999-12-30';
const OUT_OF_RANGE_MESSAGE = 'Choose a date between 1970 and 9999.';

export const UNKNOWN_TIME_ZONE_MESSAGE = 'This time zone is not known. Use a name such as Europe/Berlin.';

/** An IANA time zone name that this process's Intl knows ('UTC' included). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function utcMillis(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years below 100 as 19xx.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(wallClockFormatter(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year?.padStart(4, '0')}-${parts.month?.padStart(2, '0')}-${parts.day?.padStart(2, '0')}`,
    millis: utcMillis(Number(parts.year), Number(parts.month), Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)),
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  return wallClock(instant, timeZone).millis - (instant - (((instant % 1000) + 1000) % 1000));
}

const HALF_DAY = 12 * 3_600_000;

/**
 * The instant a calendar day ('2026-11-23') begins in `timeZone`: its midnight with the offset of
 * before or of after a clock change that day, whichever is that day's earliest moment (where a change
 * skips midnight, the day begins when the clocks jump).
 */
export function startOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = utcMillis(year, month, date);
  const candidates = [wall - zoneOffset(wall - HALF_DAY, timeZone), wall - zoneOffset(wall + HALF_DAY, timeZone)].sort((a, b) => a - b);
  const first = candidates.find((instant) => wallClock(instant, timeZone).day === day) ?? candidates[1] ?? wall;
  return new Date(first);
}

/** The day after `day`, as 'YYYY-MM-DD'. */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(utcMillis(year, month, date + 1)).toISOString().slice(0, 10);
}

export interface ActivityPeriod {
  /** Entries at or after this instant. */
  since?: Date;
  /** Entries before this instant. */
  until?: Date;
  timeZone: string;
}

/**
 * The instants of a period given as calendar days of the viewer's time zone, both days included.
 * Unknown zones, days out of range and an end before the start are each a 422 on their field.
 */
export function activityPeriod(input: { from?: string; to?: string; tz?: string }): ActivityPeriod {
  const timeZone = input.tz ?? 'UTC';
  if (!isKnownTimeZone(timeZone)) throw invalidField('tz', UNKNOWN_TIME_ZONE_MESSAGE);
  for (const field of ['from', 'to'] as const) {
    const day = input[field];
    if (day !== undefined && (day < FIRST_DAY || day > LAST_DAY)) throw invalidField(field, OUT_OF_RANGE_MESSAGE);
  }
  if (input.from && input.to && input.from > input.to) throw invalidField('to', 'The end date must not be before the start date.');
  return {
    timeZone,
    since: input.from ? startOfDay(input.from, timeZone) : undefined,
    until: input.to ? startOfDay(nextDay(input.to), timeZone) : undefined,
  };
}
