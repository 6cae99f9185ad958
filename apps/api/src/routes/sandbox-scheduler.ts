import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { bookingConfirmationSchema, errorBodySchema, SANDBOX_SCHEDULER_PATHS } from '@portal/api-schema';
import { access } from '../platform/access/access';
import type { SessionCache } from '../platform/access/session-cache';
import type { Database } from '../platform/database/database';
import { meetings, talents } from '../modules/hiring/tables';
import { invalidField, notFound } from '../platform/http/errors';
import { findBookingTicket, isTicketExpired } from '../hiring/scheduling/booking-tickets';
import {
  MEETING_DURATION_MS,
  recordBooking,
  START_IN_PAST_MESSAGE,
  TICKET_EXPIRED_MESSAGE,
} from '../hiring/scheduling/record-booking';
import { callPage, htmlDocument, schedulerPage, type SchedulerPageState, SANDBOX_SCHEDULER_SCRIPT_PATH } from '../hiring/scheduling/sandbox-scheduler-page';
import { SANDBOX_EMBED_SCRIPT, SANDBOX_SCHEDULER_PAGE_SCRIPT } from '../hiring/scheduling/sandbox-scheduler-scripts';
import { freeSlots, isWorkingSlot } from '../hiring/scheduling/sandbox-slots';
import { SANDBOX_CALL_PAGE_PATH, type SchedulerProvider } from '../hiring/scheduling/scheduler-provider';
import { specialistById, specialistBySlug, specialistName, specialistView } from '../hiring/scheduling/specialists';

export const NOT_A_FREE_SLOT_MESSAGE = 'Choose one of the free times.';

const tags = ['sandbox'];

const sandboxBookingResultSchema = z.object({
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  duration_ms: z.number().int().positive(),
  organizer: z.object({ name: z.string() }),
});

function sendScript(reply: FastifyReply, script: string) {
  return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script);
}

/** Only the booking page may be framed, and only by the portal's own origin. */
function allowFramingBySelf(reply: FastifyReply) {
  const csp = String(reply.getHeader('content-security-policy') ?? '').replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  reply.header('content-security-policy', csp).header('x-frame-options', 'SAMEORIGIN');
}

export interface SandboxSchedulerRouteOptions {
  db: Database;
  provider: SchedulerProvider;
  sessionCache: SessionCache;
  activateAfterOnboardingCall: boolean;
}

/** The sandbox meeting scheduler (stands in for HubSpot meetings): embed script, booking page, booking, call page. */
export const sandboxSchedulerRoutes: FastifyPluginAsyncZod<SandboxSchedulerRouteOptions> = async (app, options) => {
  const { db, provider, sessionCache } = options;

  app.get(SANDBOX_SCHEDULER_PATHS.embedScript, { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) =>
    sendScript(reply, SANDBOX_EMBED_SCRIPT),
  );
  app.get(SANDBOX_SCHEDULER_SCRIPT_PATH, { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) =>
    sendScript(reply, SANDBOX_SCHEDULER_PAGE_SCRIPT),
  );

  async function pageState(ticketToken: string | undefined, specialistId: string, now: Date): Promise<SchedulerPageState> {
    if (!ticketToken) return { kind: 'no_ticket' };
    const ticket = await findBookingTicket(db, ticketToken);
    if (!ticket || ticket.specialistId !== specialistId) return { kind: 'invalid_ticket' };
    const [booked] = await db
      .select({ startsAt: meetings.startsAt })
      .from(meetings)
      .where(eq(meetings.ticketHash, ticket.tokenHash));
    if (booked) return { kind: 'booked', ticket: ticketToken, startsAt: booked.startsAt };
    if (isTicketExpired(ticket, now)) return { kind: 'invalid_ticket' };
    return { kind: 'open', ticket: ticketToken };
  }

  app.get(
    SANDBOX_SCHEDULER_PATHS.page,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "A specialist's booking page in the sandbox scheduler (shown in a frame of the portal)",
        params: z.object({ slug: z.string().min(1).max(100) }),
        querystring: z.object({ embed: z.string().max(10).optional(), ticket: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      allowFramingBySelf(reply);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
      const specialist = await specialistBySlug(db, request.params.slug);
      if (!specialist) {
        return reply.code(404).send(htmlDocument('Not found', '<main><p>This scheduler page was not found.</p></main>'));
      }
      const now = new Date();
      const [slots, state] = await Promise.all([
        freeSlots(db, specialist, now),
        pageState(request.query.ticket, specialist.id, now),
      ]);
      return reply.send(schedulerPage({ specialist: specialistView(specialist), slots, durationMs: MEETING_DURATION_MS, state }));
    },
  );

  app.post(
    SANDBOX_SCHEDULER_PATHS.book,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The sandbox scheduler books a free slot for a ticket',
        description:
          "The slot must be one of the specialist's free half-hour slots (422 otherwise, 409 when just taken). Booking the ticket again answers with its booking.",
        body: bookingConfirmationSchema,
        response: { 200: sandboxBookingResultSchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const now = new Date();
      const ticket = await findBookingTicket(db, request.body.ticket);
      if (!ticket) throw notFound();
      const specialist = await specialistById(db, ticket.specialistId);
      if (!specialist) throw notFound();
      const [existing] = await db
        .select({ startsAt: meetings.startsAt, endsAt: meetings.endsAt })
        .from(meetings)
        .where(eq(meetings.ticketHash, ticket.tokenHash));
      let booked = existing;
      if (!booked) {
        if (isTicketExpired(ticket, now)) throw invalidField('ticket', TICKET_EXPIRED_MESSAGE, TICKET_EXPIRED_MESSAGE);
        const startsAt = new Date(request.body.starts_at);
        if (startsAt.getTime() <= now.getTime()) throw invalidField('starts_at', START_IN_PAST_MESSAGE);
        if (!isWorkingSlot(specialist.timeZone, startsAt, now)) throw invalidField('starts_at', NOT_A_FREE_SLOT_MESSAGE);
        const recorded = await recordBooking(
          { db, provider, activateAfterOnboardingCall: options.activateAfterOnboardingCall },
          { ticket: request.body.ticket, startsAt, via: { kind: 'sandbox' }, ip: request.ip, now },
        );
        if (recorded.activatedUserId) sessionCache.forgetUser(recorded.activatedUserId);
        booked = { startsAt: new Date(recorded.booking.starts_at), endsAt: new Date(recorded.booking.ends_at) };
      }
      return {
        starts_at: booked.startsAt.toISOString(),
        ends_at: booked.endsAt.toISOString(),
        duration_ms: booked.endsAt.getTime() - booked.startsAt.getTime(),
        organizer: { name: specialistName(specialist) },
      };
    },
  );

  app.get(
    SANDBOX_CALL_PAGE_PATH,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Stands in for a sandbox meeting's video call: when and with whom",
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
      const [found] = await db
        .select({ meeting: meetings, talent: { firstName: talents.firstName, lastName: talents.lastName } })
        .from(meetings)
        .leftJoin(talents, eq(talents.id, meetings.talentId))
        .where(eq(meetings.id, request.params.id));
      const specialist = found ? await specialistById(db, found.meeting.specialistId) : null;
      if (!found || !specialist) {
        return reply.code(404).send(htmlDocument('Not found', '<main><p>This call was not found.</p></main>'));
      }
      const { meeting, talent } = found;
      const candidate = talent ? `${talent.firstName} ${talent.lastName}` : null;
      const title =
        meeting.purpose === 'intro_call'
          ? `Intro call${candidate ? ` with ${candidate}` : ''}`
          : meeting.purpose === 'sale'
            ? `Call with ${specialistName(specialist)}`
            : `Onboarding call with ${specialistName(specialist)}`;
      const participants = [`${specialistName(specialist)} (${specialist.title})`, ...(candidate ? [candidate] : [])];
      return reply.send(
        callPage({ title, startsAt: meeting.startsAt, endsAt: meeting.endsAt, participants, status: meeting.status }),
      );
    },
  );
};
