import { type SchedulerCalendar, START_IN_PAST_MESSAGE, TICKET_EXPIRED_MESSAGE } from '../../modules/hiring/scheduler-provider';
import { invalidField, notFound } from '../../platform/http/errors';
import { isWorkingSlot } from './sandbox-slots';

export const NOT_A_FREE_SLOT_MESSAGE = 'Choose one of the free times.';

export interface SandboxBooking {
  starts_at: string;
  ends_at: string;
  duration_ms: number;
  organizer: { name: string };
}

/**
 * The sandbox scheduler books the chosen slot for a ticket: one of the specialist's free half-hour
 * slots (422 otherwise; 409 when just taken). Booking the ticket again answers with its booking.
 */
export async function bookSlot(
  deps: { calendar: SchedulerCalendar },
  input: { ticket: string; startsAt: string; ip: string; now?: Date },
): Promise<SandboxBooking> {
  const { calendar } = deps;
  const now = input.now ?? new Date();
  const ticket = await calendar.ticket(input.ticket, now);
  if (!ticket) throw notFound();
  let booked = ticket.booked;
  if (!booked) {
    if (ticket.expired) throw invalidField('ticket', TICKET_EXPIRED_MESSAGE, TICKET_EXPIRED_MESSAGE);
    const startsAt = new Date(input.startsAt);
    if (startsAt.getTime() <= now.getTime()) throw invalidField('starts_at', START_IN_PAST_MESSAGE);
    if (!isWorkingSlot(ticket.specialist.timeZone, startsAt, now)) throw invalidField('starts_at', NOT_A_FREE_SLOT_MESSAGE);
    booked = await calendar.book({ ticket: input.ticket, startsAt, ip: input.ip, now });
  }
  return {
    starts_at: booked.startsAt.toISOString(),
    ends_at: booked.endsAt.toISOString(),
    duration_ms: booked.endsAt.getTime() - booked.startsAt.getTime(),
    organizer: { name: ticket.specialist.name },
  };
}
