import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { BOOKABLE_PROPOSAL_STATUSES, type Booking } from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { recordAccountEvent, recordAudit } from '../../platform/audit/audit-log';
import { type Database, isUniqueViolation } from '../../platform/database/database';
import { HttpError, invalidField, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { activateSandboxUser } from '../company-users';
import { users } from '../company-users/tables';
import { bookingEmail } from './booking-email';
import { isTicketExpired } from './booking-tickets';
import type { HiringDeps } from './hiring-deps';
import { interviewById } from './interview-queries';
import { MEETING_DURATION_MS, START_IN_PAST_MESSAGE, TICKET_EXPIRED_MESSAGE } from './scheduler-provider';
import { specialistById, specialistIsBusy, specialistName, specialistView } from './specialist-queries';
import { bookingTickets, type MeetingRow, meetings, proposals, rfps, specialists, talents } from './tables';
import { publishChange } from '../../platform/live-events';
export const NOT_BOOKED_BY_SCHEDULER_MESSAGE = 'The scheduler has no booking for this call. Please choose a time again.';
export const INTRO_CALL_ALREADY_BOOKED_MESSAGE = 'An intro call with this candidate is already booked.';
export const PROPOSAL_NOT_BOOKABLE_MESSAGE = 'An intro call can no longer be booked for this candidate.';
export const SLOT_TAKEN_MESSAGE = 'This time was just taken. Please choose another.';

export interface RecordBookingInput {
  ticket: string;
  startsAt: Date;
  /**
   * 'confirmation': the portal reports what the scheduler booked, for its signed-in caller, who must
   * own the ticket. 'sandbox': the sandbox scheduler books the slot itself; the ticket is the proof.
   */
  via: { kind: 'confirmation'; userId: string } | { kind: 'sandbox' };
  ip?: string;
  now?: Date;
}

export interface RecordedBooking {
  booking: Booking;
  /** False when the ticket's booking already existed: nothing was booked or sent again. */
  created: boolean;
  /** The user whose account this booking activated. */
  activatedUserId: string | null;
}

/** The booking as the API schema shows it; an intro call carries its interview. */
async function bookingView(db: Database, meeting: MeetingRow): Promise<Booking> {
  const specialist = await specialistById(db, meeting.specialistId);
  if (!specialist) throw new Error(`Meeting ${meeting.id} has no specialist`);
  const interview = meeting.purpose === 'intro_call' && meeting.companyId ? await interviewById(db, meeting.companyId, meeting.id) : null;
  const [user] = await db.select({ type: users.type }).from(users).where(eq(users.id, meeting.userId));
  return {
    id: meeting.id,
    purpose: meeting.purpose,
    starts_at: meeting.startsAt.toISOString(),
    ends_at: meeting.endsAt.toISOString(),
    specialist: specialistView(specialist),
    interview,
    activated: meeting.purpose === 'onboarding' && user?.type === 'ClientUser',
  };
}

/**
 * Records the one meeting of a ticket: what the scheduler booked, reported by the portal, or booked
 * by the sandbox scheduler itself. The ticket's row is locked first, so concurrent reports of one
 * booking wait for each other and all but the first find the meeting already there. An intro call
 * becomes an interview; an onboarding call may activate the new customer's account.
 */
export async function recordBooking(
  deps: Pick<HiringDeps, 'db' | 'scheduler' | 'sessionCache' | 'activateAfterOnboardingCall'>,
  input: RecordBookingInput,
): Promise<RecordedBooking> {
  const { db, scheduler, sessionCache } = deps;
  const now = input.now ?? new Date();
  const tokenHash = hashToken(input.ticket);

  const outcome = await db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(bookingTickets).where(eq(bookingTickets.tokenHash, tokenHash)).for('update');
    if (!ticket) throw notFound();
    if (input.via.kind === 'confirmation' && ticket.userId !== input.via.userId) throw notFound();

    const [existing] = await tx.select().from(meetings).where(eq(meetings.ticketHash, tokenHash));
    if (existing) return { meeting: existing, created: false, activatedUserId: null };

    if (isTicketExpired(ticket, now)) throw invalidField('ticket', TICKET_EXPIRED_MESSAGE, TICKET_EXPIRED_MESSAGE);
    if (input.via.kind === 'confirmation' && !scheduler.acceptsReportedBookings) {
      throw new HttpError(409, NOT_BOOKED_BY_SCHEDULER_MESSAGE);
    }
    if (input.startsAt.getTime() <= now.getTime()) throw invalidField('starts_at', START_IN_PAST_MESSAGE);
    const startsAt = input.startsAt;
    const endsAt = new Date(startsAt.getTime() + MEETING_DURATION_MS);

    const [specialist] = await tx.select().from(specialists).where(eq(specialists.id, ticket.specialistId)).for('update');
    if (!specialist) throw notFound();
    if (input.via.kind === 'sandbox') {
      // The sandbox keeps the specialist's calendar: a slot is booked once, whoever asks first.
      if (await specialistIsBusy(tx, { specialistId: specialist.id, startsAt, endsAt })) throw new HttpError(409, SLOT_TAKEN_MESSAGE);
    }

    const [user] = await tx.select().from(users).where(eq(users.id, ticket.userId));
    // A disabled account books nothing, even through a ticket handed out before.
    if (!user?.enabled) throw notFound();

    let talentId: string | null = null;
    let candidate: { name: string; title: string } | null = null;
    let rfpTitle: string | null = null;
    if (ticket.purpose === 'intro_call') {
      if (!ticket.proposalId || !ticket.companyId) throw notFound();
      const [booked] = await tx
        .update(proposals)
        .set({ status: 'interview_scheduled' })
        .where(
          and(
            eq(proposals.id, ticket.proposalId),
            eq(proposals.companyId, ticket.companyId),
            inArray(proposals.status, [...BOOKABLE_PROPOSAL_STATUSES]),
            sql`exists (select 1 from ${rfps} where ${rfps.id} = ${proposals.rfpId} and ${rfps.status} <> 'closed')`,
          ),
        )
        .returning({ talentId: proposals.talentId, rfpId: proposals.rfpId });
      if (!booked) {
        const [proposal] = await tx.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, ticket.proposalId));
        if (!proposal) throw notFound();
        throw new HttpError(
          409,
          proposal.status === 'interview_scheduled' ? INTRO_CALL_ALREADY_BOOKED_MESSAGE : PROPOSAL_NOT_BOOKABLE_MESSAGE,
        );
      }
      talentId = booked.talentId;
      const [rfp] = await tx
        .update(rfps)
        .set({ status: 'interviewing', updatedAt: now })
        .where(and(eq(rfps.id, booked.rfpId), ne(rfps.status, 'closed')))
        .returning({ title: rfps.title });
      rfpTitle = rfp?.title ?? null;
      const [talent] = await tx.select().from(talents).where(eq(talents.id, booked.talentId));
      if (talent) candidate = { name: `${talent.firstName} ${talent.lastName}`, title: talent.title };
    }

    const meetingId = randomUUID();
    let meeting: MeetingRow | undefined;
    try {
      [meeting] = await tx
        .insert(meetings)
        .values({
          id: meetingId,
          purpose: ticket.purpose,
          ticketHash: tokenHash,
          userId: ticket.userId,
          companyId: ticket.companyId,
          specialistId: specialist.id,
          rfpId: ticket.rfpId,
          proposalId: ticket.proposalId,
          talentId,
          startsAt,
          endsAt,
          meetingUrl: scheduler.meetingUrl(meetingId),
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, INTRO_CALL_ALREADY_BOOKED_MESSAGE);
      throw error;
    }
    if (!meeting) throw new Error('The meeting was not recorded');

    let activatedUserId: string | null = null;
    if (ticket.purpose === 'onboarding' && deps.activateAfterOnboardingCall) {
      const activation = await activateSandboxUser({ db: tx }, { userId: user.id });
      if (activation.kind === 'activated') {
        activatedUserId = user.id;
        await recordAccountEvent(
          tx,
          'user.activated',
          { id: user.id, companyId: activation.companyId },
          {
            ip: input.ip,
            metadata: { after: 'onboarding_call', meeting_id: meeting.id },
          },
        );
      }
    }

    await enqueueEmail(
      tx,
      bookingEmail({
        to: user.email,
        firstName: user.firstName,
        purpose: ticket.purpose,
        startsAt,
        endsAt,
        specialist: { name: specialistName(specialist), title: specialist.title, email: specialist.email },
        candidate,
        rfpTitle,
        meetingUrl: meeting.meetingUrl,
      }),
    );
    await recordAudit(tx, {
      action: 'meeting.booked',
      companyId: ticket.companyId,
      actorUserId: user.id,
      subjectType: 'meeting',
      subjectId: meeting.id,
      ip: input.ip,
      metadata: {
        purpose: ticket.purpose,
        starts_at: startsAt.toISOString(),
        specialist_id: specialist.id,
        proposal_id: ticket.proposalId,
        scheduler: scheduler.name,
        via: input.via.kind,
      },
    });
    if (ticket.companyId) await publishChange(tx, { companyId: ticket.companyId, kind: 'interview', id: meeting.id });
    return { meeting, created: true, activatedUserId };
  });

  // The activated user's cached sessions still say SandboxUser.
  if (outcome.activatedUserId) sessionCache.forgetUser(outcome.activatedUserId);
  return {
    booking: await bookingView(db, outcome.meeting),
    created: outcome.created,
    activatedUserId: outcome.activatedUserId,
  };
}
