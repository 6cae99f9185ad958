/** A calendar day, the month counted from 1. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A date and a time of day as a clock shows them, without a zone. */
export interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

/** An IANA time zone name that this process's Intl knows ('UTC' included). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A getter of one formatter (these locale and options) for each time zone, each made at its first
 * use and kept: making a formatter costs far more than using one, and a process sees few zones.
 * An unknown zone throws Intl's RangeError, as the formatter would, and is not kept.
 */
export function formatterPerZone(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formatters.set(timeZone, formatter);
    }
    return formatter;
  };
}

const partsFormatter = formatterPerZone('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The UTC instant, in milliseconds, of a date and time read as UTC; the month is counted from 1. */
export function utcMillis(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years below 100 as 19xx.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** What the zone's clocks show at `instant` (milliseconds since the epoch), to the second. */
export function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's wall-clock time at `instant`, read as if it were UTC (milliseconds). */
export function wallClockMillis(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  return utcMillis(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second);
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffset(instant: number, timeZone: string): number {
  // The wall clock is read to the second: the instant's milliseconds would otherwise count as offset.
  return wallClockMillis(instant, timeZone) - (instant - (((instant % 1000) + 1000) % 1000));
}

/** '2026-11-23': a calendar day as an ISO date. */
export function isoDay(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The calendar day of an ISO date ('2026-11-23'). */
export function parseIsoDay(day: string): CalendarDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
}

/** The day after `date`, with its weekday (0 for Sunday). */
export function dayAfter(date: CalendarDate): CalendarDate & { weekday: number } {
  const next = new Date(utcMillis(date.year, date.month, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), weekday: next.getUTCDay() };
}
