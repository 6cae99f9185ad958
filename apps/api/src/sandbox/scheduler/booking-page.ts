import { MEETING_DURATION_MS, type SchedulerCalendar } from '../../modules/hiring/scheduler-provider';
import { freeSlots } from './sandbox-slots';
import { type SchedulerPageState, schedulerPage } from './scheduler-page';

async function pageState(
  calendar: SchedulerCalendar,
  ticketToken: string | undefined,
  specialistId: string,
  now: Date,
): Promise<SchedulerPageState> {
  if (!ticketToken) return { kind: 'no_ticket' };
  const ticket = await calendar.ticket(ticketToken, now);
  if (!ticket || ticket.specialist.id !== specialistId) return { kind: 'invalid_ticket' };
  if (ticket.booked) return { kind: 'booked', ticket: ticketToken, startsAt: ticket.booked.startsAt };
  if (ticket.expired) return { kind: 'invalid_ticket' };
  return { kind: 'open', ticket: ticketToken };
}

/**
 * A specialist's booking page: their free half-hour slots, and what the ticket of the link allows
 * (booking, the call it booked, or only looking). Null for an unknown specialist.
 */
export async function bookingPage(
  deps: { calendar: SchedulerCalendar },
  input: { slug: string; ticket?: string; now?: Date },
): Promise<string | null> {
  const { calendar } = deps;
  const specialist = await calendar.specialistBySlug(input.slug);
  if (!specialist) return null;
  const now = input.now ?? new Date();
  const [slots, state] = await Promise.all([freeSlots(calendar, specialist, now), pageState(calendar, input.ticket, specialist.id, now)]);
  return schedulerPage({ specialist, slots, durationMs: MEETING_DURATION_MS, state });
}
