import { MEETING_DURATION_MS, type SchedulerCalendar } from '../../modules/hiring/scheduler-provider';
import { type CalendarDate, dayAfter, utcMillis, wallClock, zoneOffset } from '../../platform/time-zones/wall-clock';

/** The sandbox specialist's working hours, in their own time zone: 9:00 to 17:00 on weekdays. */
const SANDBOX_WORKDAY = { startHour: 9, endHour: 17, businessDays: 5 } as const;

/** The instant at which the zone's clocks show this local time (the later one across a DST change). */
export function zonedTimeToInstant(local: CalendarDate & { hour: number; minute: number }, timeZone: string): Date {
  const asUtc = utcMillis(local.year, local.month, local.day, local.hour, local.minute);
  let instant = asUtc - zoneOffset(asUtc, timeZone);
  // A second pass settles the offset when the first guess fell on the other side of a DST change.
  instant = asUtc - zoneOffset(instant, timeZone);
  return new Date(instant);
}

/**
 * The half-hour slots of the specialist's next business days (from tomorrow, in their time zone),
 * 9:00 to 17:00 their time, in time order.
 */
export function workingSlots(timeZone: string, now: Date): Date[] {
  const slots: Date[] = [];
  let date: CalendarDate = wallClock(now.getTime(), timeZone);
  let businessDays = 0;
  while (businessDays < SANDBOX_WORKDAY.businessDays) {
    const day = dayAfter(date);
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
