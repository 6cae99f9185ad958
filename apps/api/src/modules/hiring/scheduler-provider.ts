import type { BookingPurpose, InterviewStatus, SchedulerProvider as SchedulerProviderName } from '@portal/api-schema';
import type { SpecialistRow } from './tables';

/** Every call booked through the scheduler lasts half an hour. */
export const MEETING_DURATION_MS = 30 * 60 * 1000;

export const TICKET_EXPIRED_MESSAGE = 'This booking link has expired. Please open the scheduler again.';
export const START_IN_PAST_MESSAGE = 'Choose a time in the future.';

interface Invitee {
  firstName: string;
  lastName: string;
  email: string;
}

interface SchedulerLinks {
  /** The scheduler page the portal embeds (the API schema's `hubspotSrc`). */
  hubspotSrc: string;
  /** The specialist's public booking page. */
  specialistUrl: string;
}

/**
 * A meeting scheduler: where a specialist's calendar is booked, and what the server may believe
 * of a booking the browser reports. app.ts chooses one (SCHEDULER_PROVIDER) and hands it to hiring.
 */
export interface SchedulerProvider {
  readonly name: SchedulerProviderName;
  links(specialist: Pick<SpecialistRow, 'meetingSlug'>, invitee: Invitee, ticket: string): SchedulerLinks;
  /** The link of the call itself, or null when the provider sends it in its own invitation. */
  meetingUrl(meetingId: string): string | null;
  /**
   * Whether a booking the browser reports is recorded as reported. The sandbox books through the
   * API itself, so a ticket it did not book was not booked; HubSpot's embed is the only witness.
   */
  readonly acceptsReportedBookings: boolean;
  /**
   * The specialist's bookable half-hour slots after `now`, to which the portal may move a booked
   * call; null when the scheduler keeps the specialist's calendar itself and the portal cannot
   * change a call there (HubSpot: its own invitation reschedules and cancels it).
   */
  workingSlots(specialist: { timeZone: string }, now: Date): Date[] | null;
}

/** A specialist as a scheduler's booking page shows them. */
export interface SchedulerSpecialist {
  id: string;
  name: string;
  title: string;
  photo: string | null;
  timeZone: string;
}

interface TimeSlot {
  startsAt: Date;
  endsAt: Date;
}

/** A booking ticket as a scheduler sees it: whose calendar it books, and whether it booked already. */
interface SchedulerTicket {
  specialist: SchedulerSpecialist;
  /** The call the ticket booked, or null while it has booked none. */
  booked: TimeSlot | null;
  expired: boolean;
}

/** A booked call, for the page that stands in for its video call. */
export interface SchedulerCall extends TimeSlot {
  purpose: BookingPurpose;
  status: InterviewStatus;
  specialist: Pick<SchedulerSpecialist, 'name' | 'title'>;
  /** The candidate of an intro call. */
  candidateName: string | null;
  /** When, as the invitation e-mail says it: 'Monday, 30 November 2026, 14:00-14:30 UTC'. */
  when: string;
}

/**
 * What a scheduler that keeps no calendar of its own (the sandbox) may ask of hiring: the
 * specialists, the tickets, the calls already booked, and booking. Hiring implements it
 * (scheduler-calendar.ts); app.ts hands it to the sandbox scheduler.
 */
export interface SchedulerCalendar {
  specialistBySlug(slug: string): Promise<SchedulerSpecialist | null>;
  /** The ticket of a token, expired or not; null for an unknown or malformed one. */
  ticket(token: string, now: Date): Promise<SchedulerTicket | null>;
  /** The specialist's scheduled calls that overlap [from, to). */
  scheduledCalls(specialistId: string, from: Date, to: Date): Promise<TimeSlot[]>;
  /** Books the ticket's call at `startsAt`, as the scheduler itself (see recordBooking). */
  book(input: { ticket: string; startsAt: Date; ip: string; now: Date }): Promise<TimeSlot>;
  call(meetingId: string): Promise<SchedulerCall | null>;
}
