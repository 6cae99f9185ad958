import { eq } from 'drizzle-orm';
import { formatUtcSlot } from './booking-email';
import { findBookingTicket, isTicketExpired } from './booking-tickets';
import type { HiringDeps } from './hiring-deps';
import { recordBooking } from './record-booking';
import type { SchedulerCalendar, SchedulerSpecialist } from './scheduler-provider';
import { scheduledCallsBetween, specialistById, specialistBySlug, specialistName } from './specialist-queries';
import { meetings, type SpecialistRow, talents } from './tables';

function schedulerSpecialist(specialist: SpecialistRow): SchedulerSpecialist {
  return {
    id: specialist.id,
    name: specialistName(specialist),
    title: specialist.title,
    photo: specialist.photo,
    timeZone: specialist.timeZone,
  };
}

/** Hiring's calendar as a scheduler that keeps none of its own (the sandbox) sees it. */
export function schedulerCalendar(
  deps: Pick<HiringDeps, 'db' | 'scheduler' | 'sessionCache' | 'activateAfterOnboardingCall'>,
): SchedulerCalendar {
  const { db } = deps;
  return {
    async specialistBySlug(slug) {
      const specialist = await specialistBySlug(db, slug);
      return specialist ? schedulerSpecialist(specialist) : null;
    },

    async ticket(token, now) {
      const ticket = await findBookingTicket(db, token);
      if (!ticket) return null;
      const specialist = await specialistById(db, ticket.specialistId);
      if (!specialist) return null;
      const [booked] = await db
        .select({ startsAt: meetings.startsAt, endsAt: meetings.endsAt })
        .from(meetings)
        .where(eq(meetings.ticketHash, ticket.tokenHash));
      return { specialist: schedulerSpecialist(specialist), booked: booked ?? null, expired: isTicketExpired(ticket, now) };
    },

    scheduledCalls(specialistId, from, to) {
      return scheduledCallsBetween(db, { specialistId, from, to });
    },

    async book({ ticket, startsAt, ip, now }) {
      const recorded = await recordBooking(deps, { ticket, startsAt, via: { kind: 'sandbox' }, ip, now });
      return { startsAt: new Date(recorded.booking.starts_at), endsAt: new Date(recorded.booking.ends_at) };
    },

    async call(meetingId) {
      const [found] = await db
        .select({ meeting: meetings, talent: { firstName: talents.firstName, lastName: talents.lastName } })
        .from(meetings)
        .leftJoin(talents, eq(talents.id, meetings.talentId))
        .where(eq(meetings.id, meetingId));
      const specialist = found ? await specialistById(db, found.meeting.specialistId) : null;
      if (!found || !specialist) return null;
      const { meeting, talent } = found;
      return {
        purpose: meeting.purpose,
        status: meeting.status,
        startsAt: meeting.startsAt,
        endsAt: meeting.endsAt,
        specialist: { name: specialistName(specialist), title: specialist.title },
        candidateName: talent ? `${talent.firstName} ${talent.lastName}` : null,
        when: formatUtcSlot(meeting.startsAt, meeting.endsAt),
      };
    },
  };
}
