import { MEETING_DURATION_MS, type SchedulerCalendar } from '../../modules/hiring/scheduler-provider';

/** The sandbox specialist's working hours, in their own time zone: 9:00 to 17:00 on weekdays. */
const SANDBOX_WORKDAY = { startHour: 9, endHour: 17, businessDays: 5 } as const;

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
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
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in the zone, as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
}

/** The instant at which the zone's clocks show this local time (the later one across a DST change). */
export function zonedTimeToInstant(local: LocalDate & { hour: number; minute: number }, timeZone: string): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  let instant = asUtc - (wallClock(asUtc, timeZone) - asUtc);
  // A second pass settles the offset when the first guess fell on the other side of a DST change.
  instant = asUtc - (wallClock(instant, timeZone) - instant);
  return new Date(instant);
}

function localDateOf(instant: Date, timeZone: string): LocalDate {
  const wall = new Date(wallClock(instant.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

function nextDay(date: LocalDate): LocalDate & { weekday: number } {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), weekday: next.getUTCDay() };
}

/**
 * The half-hour slots of the specialist's next business days (from tomorrow, in their time zone),
 * 9:00 to 17:00 their time, in time order.
 */
export function workingSlots(timeZone: string, now: Date): Date[] {
  const slots: Date[] = [];
  let date: LocalDate = localDateOf(now, timeZone);
  let businessDays = 0;
  while (businessDays < SANDBOX_WORKDAY.businessDays) {
    const day = nextDay(date);
    date = day;
    if (day.weekday === 0 || day.weekday === 6) continue;
    businessDays += 1;
    for (let minutes = SANDBOX_WORKDAY.startHour * 60; minutes < SANDBOX_WORKDAY.endHour * 60; minutes += 30) {
      slots.push(zonedTimeToInstant({ ...day, hour: Math.floor(minutes / 60), minute: minutes % 60 }, timeZone));
    }
  }
  return slots.filter((slot) => slot.getTime() > now.getTime());
}

/** The specialist's working slots that no scheduled meeting overlaps. */
export async function freeSlots(
  calendar: Pick<SchedulerCalendar, 'scheduledCalls'>,
  specialist: { id: string; timeZone: string },
  now: Date,
): Promise<Date[]> {
  const slots = workingSlots(specialist.timeZone, now);
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  const booked = await calendar.scheduledCalls(specialist.id, first, new Date(last.getTime() + MEETING_DURATION_MS));
  return slots.filter((slot) => {
    const end = slot.getTime() + MEETING_DURATION_MS;
    return !booked.some((meeting) => meeting.startsAt.getTime() < end && meeting.endsAt.getTime() > slot.getTime());
  });
}

/** Whether the instant is one of the specialist's working slots (on the half-hour grid, in hours). */
export function isWorkingSlot(timeZone: string, startsAt: Date, now: Date): boolean {
  return workingSlots(timeZone, now).some((slot) => slot.getTime() === startsAt.getTime());
}
