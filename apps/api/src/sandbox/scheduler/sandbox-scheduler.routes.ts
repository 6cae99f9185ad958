import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingConfirmationSchema, errorBodySchema, SANDBOX_SCHEDULER_PATHS, text } from '@portal/api-schema';
import type { SchedulerCalendar } from '../../modules/hiring/scheduler-provider';
import { access } from '../../platform/access/access';
import { allowFramingBySelf } from '../../platform/http/framing';
import type { SandboxLinks } from '../links/sandbox-links';
import { htmlDocument, sendBrowserScript } from '../sandbox-page';
import { namedPlugin } from '../../platform/http/named-plugin';
import { bookSlot } from './book-slot';
import { bookingPage } from './booking-page';
import { callPage } from './call-page';
import { SANDBOX_CALL_PAGE_PATH } from './sandbox-scheduler-provider';
import { SANDBOX_SCHEDULER_SCRIPT_PATH } from './scheduler-page';

const tags = ['sandbox'];

const sandboxBookingResultSchema = z.object({
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  duration_ms: z.number().int().positive(),
  organizer: z.object({ name: text() }),
});

export interface SandboxSchedulerOptions {
  /** Hiring's specialists, tickets and calls: the sandbox keeps no calendar of its own. */
  calendar: SchedulerCalendar;
  /** Checks the token of the calls' links. */
  links: SandboxLinks;
  scripts: { embed: string; scheduler: string };
}

/** The sandbox meeting scheduler (stands in for HubSpot meetings): embed script, booking page, booking, call page. */
export const sandboxSchedulerRoutes: FastifyPluginAsyncZod<SandboxSchedulerOptions> = namedPlugin(
  'sandboxSchedulerRoutes',
  async (app, { calendar, links, scripts }) => {
    app.get(SANDBOX_SCHEDULER_PATHS.embedScript, { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) =>
      sendBrowserScript(reply, scripts.embed),
    );
    app.get(SANDBOX_SCHEDULER_SCRIPT_PATH, { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) =>
      sendBrowserScript(reply, scripts.scheduler),
    );

    app.get(
      SANDBOX_SCHEDULER_PATHS.page,
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: "A specialist's booking page in the sandbox scheduler (shown in a frame of the portal)",
          params: z.object({ slug: text().min(1).max(100) }),
          querystring: z.object({ embed: text().max(10).optional(), ticket: text().max(200).optional() }),
        },
      },
      async (request, reply) => {
        allowFramingBySelf(reply);
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
        const page = await bookingPage({ calendar }, { slug: request.params.slug, ticket: request.query.ticket });
        if (!page) return reply.code(404).send(htmlDocument('Not found', '<main><p>This scheduler page was not found.</p></main>'));
        return reply.send(page);
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
      async (request) => bookSlot({ calendar }, { ticket: request.body.ticket, startsAt: request.body.starts_at, ip: request.ip }),
    );

    app.get(
      SANDBOX_CALL_PAGE_PATH,
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: "Stands in for a sandbox meeting's video call: when and with whom",
          description: "Opened by the call's `meeting_url`, whose `token` it needs: without a valid one the call is not found.",
          params: z.object({ id: z.uuid() }),
          querystring: z.object({ token: text().max(200).optional() }),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
        const page = await callPage({ calendar, links }, { meetingId: request.params.id, token: request.query.token });
        if (!page) return reply.code(404).send(htmlDocument('Not found', '<main><p>This call was not found.</p></main>'));
        return reply.send(page);
      },
    );
  },
);
