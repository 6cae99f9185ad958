import { END_BEFORE_START, endsBeforeStart } from '@portal/api-schema';
import { invalidField } from '../../platform/http/errors';
import { dayAfter, isKnownTimeZone, isoDay, parseIsoDay, utcMillis, wallClock, zoneOffset } from '../../platform/time-zones/wall-clock';

/** The days the period filter accepts: nothing of the log is older, and beyond them Intl and Date part ways. */
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9999-12-30';
const OUT_OF_RANGE_MESSAGE = 'Choose a date between 1970 and 9999.';

const UNKNOWN_TIME_ZONE_MESSAGE = 'This time zone is not known. Use a name such as Europe/Berlin.';

const HALF_DAY = 12 * 3_600_000;

/**
 * The instant a calendar day ('2026-11-23') begins in `timeZone`: its midnight with the offset of
 * before or of after a clock change that day, whichever is that day's earliest moment (where a change
 * skips midnight, the day begins when the clocks jump).
 */
export function startOfDay(day: string, timeZone: string): Date {
  const date = parseIsoDay(day);
  const wall = utcMillis(date.year, date.month, date.day);
  const candidates = [wall - zoneOffset(wall - HALF_DAY, timeZone), wall - zoneOffset(wall + HALF_DAY, timeZone)].sort((a, b) => a - b);
  const first = candidates.find((instant) => isoDay(wallClock(instant, timeZone)) === day) ?? candidates[1] ?? wall;
  return new Date(first);
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
  if (endsBeforeStart(input)) throw invalidField('to', END_BEFORE_START);
  return {
    timeZone,
    since: input.from ? startOfDay(input.from, timeZone) : undefined,
    until: input.to ? startOfDay(isoDay(dayAfter(parseIsoDay(input.to))), timeZone) : undefined,
  };
}
