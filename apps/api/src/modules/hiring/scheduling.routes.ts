import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  bookingConfirmationSchema,
  bookingDataSchema,
  bookingSchema,
  envelope,
  errorBodySchema,
  introCallSchema,
  proposalIdParamsSchema,
  rescheduleIntroCallSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { actorOf, companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import { cancelIntroCall } from './cancel-intro-call';
import { getIntroCallBooking } from './get-intro-call-booking';
import { getOnboardingBooking } from './get-onboarding-booking';
import { getSaleBooking } from './get-sale-booking';
import type { HiringDeps } from './hiring-deps';
import { recordBooking } from './record-booking';
import { rescheduleIntroCall } from './reschedule-intro-call';

const tags = ['scheduling'];
const failures = {
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};

export const schedulingRoutes: FastifyPluginAsyncZod<{ deps: HiringDeps }> = namedPlugin('schedulingRoutes', async (app, { deps }) => {
  app.get(
    API_PATHS.introCallBooking,
    {
      config: { access: access.role('proposals') },
      schema: {
        tags,
        summary: "Booking data for an intro call with a proposal's candidate",
        description:
          "The talent specialist covering most of the request's skills, their scheduler page and a ticket that binds the booking to this proposal. 409 when the proposal can no longer be booked.",
        params: proposalIdParamsSchema,
        response: { 200: envelope(bookingDataSchema), ...failures },
      },
    },
    async (request) => ({
      data: await getIntroCallBooking(deps, { actor: companyActorOf(request), proposalId: request.params.id }),
    }),
  );

  app.patch(
    API_PATHS.introCallBooking,
    {
      config: { access: access.role('proposals') },
      schema: {
        tags,
        summary: "Reschedule the intro call booked with a proposal's candidate",
        description:
          "Moves the scheduled call to another of the specialist's free half-hour slots (`free_slots` of the candidate's `intro_call`): 422 for another time, 409 when the slot was just taken, when no call is booked, or when the scheduler changes its calls itself. Moving it to where it is changes nothing.",
        params: proposalIdParamsSchema,
        body: rescheduleIntroCallSchema,
        response: { 200: envelope(introCallSchema), 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await rescheduleIntroCall(deps, {
        actor: companyActorOf(request),
        proposalId: request.params.id,
        startsAt: new Date(request.body.starts_at),
      }),
    }),
  );

  app.delete(
    API_PATHS.introCallBooking,
    {
      config: { access: access.role('proposals') },
      schema: {
        tags,
        summary: "Cancel the intro call booked with a proposal's candidate",
        description:
          'The call is canceled and the candidate can be booked again. Canceling it again answers the canceled call and changes nothing; 409 when no call was booked or the scheduler changes its calls itself.',
        params: proposalIdParamsSchema,
        response: { 200: envelope(introCallSchema), 409: errorBodySchema },
      },
    },
    async (request) => ({ data: await cancelIntroCall(deps, { actor: companyActorOf(request), proposalId: request.params.id }) }),
  );

  app.get(
    API_PATHS.saleBooking,
    {
      config: { access: access.company },
      schema: {
        tags,
        summary: 'Booking data for a sales call about more talent',
        response: { 200: envelope(bookingDataSchema), ...failures },
      },
    },
    async (request) => ({ data: await getSaleBooking(deps, { actor: companyActorOf(request) }) }),
  );

  app.get(
    API_PATHS.onboardingBooking,
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Booking data for a new customer's onboarding call",
        description: "Only for a SandboxUser who completed the wizard (409 'Complete the setup first.' otherwise).",
        response: { 200: envelope(bookingDataSchema), ...failures },
      },
    },
    async (request) => ({ data: await getOnboardingBooking(deps, { actor: actorOf(request) }) }),
  );

  app.post(
    API_PATHS.schedulerBookings,
    {
      // The onboarding call's booking may activate the account before the portal reports it.
      config: { access: access.beforeConsent },
      schema: {
        tags,
        summary: 'Record what the scheduler booked for a ticket',
        description:
          'One meeting per ticket: repeating the confirmation returns the same booking and sends nothing again. With the sandbox scheduler only what it booked itself is accepted. An intro call becomes an interview; an onboarding call may activate the account (`activated`).',
        body: bookingConfirmationSchema,
        response: { 200: envelope(bookingSchema), 201: envelope(bookingSchema), ...failures },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const recorded = await recordBooking(deps, {
        ticket: request.body.ticket,
        startsAt: new Date(request.body.starts_at),
        via: { kind: 'confirmation', userId: actor.userId },
        ip: actor.ip,
      });
      return reply.code(recorded.created ? 201 : 200).send({ data: recorded.booking });
    },
  );
});
