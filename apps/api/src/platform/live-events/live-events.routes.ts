import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, errorBodySchema, liveEventsQuerySchema } from '@portal/api-schema';
import { access } from '../access/access';
import { HttpError } from '../http/errors';
import { namedPlugin } from '../http/named-plugin';
import type { OpenStreams } from './event-stream';
import { MAX_STREAMS_PER_SESSION } from './stream-slots';

/**
 * How much earlier than the page's own `since` the changes are sent from: the time a request takes
 * to arrive shifts the clocks' difference, and a change sent twice only costs a refresh.
 */
export const SINCE_SLACK_MS = 2_000;

const NOT_AN_EVENT_STREAM_MESSAGE = 'This address sends server-sent events only: ask for text/event-stream.';

export const liveEventsRoutes: FastifyPluginAsyncZod<{ streams: OpenStreams }> = namedPlugin(
  'liveEventsRoutes',
  async (app, { streams }) => {
    app.get(
      API_PATHS.liveEvents,
      {
        config: { access: access.company },
        schema: {
          tags: ['live updates'],
          summary:
            "What changes in the caller's company, as server-sent events (text/event-stream): `event: change` with " +
            '`data: {"kind","id"?}` for the kinds the caller\'s roles may read, a heartbeat comment every 25 s. ' +
            `It ends when the session ends; a session holds at most ${MAX_STREAMS_PER_SESSION} at once (429 beyond). ` +
            'Send the bearer token and Accept: text/event-stream. With `since` and `now` ' +
            "(the page's clock, ms), the changes since then come first, or `resync` when the server no longer holds them all.",
          querystring: liveEventsQuerySchema,
          response: { 406: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        // A stream never ends by itself: one that did not ask for it (a plain GET) gets an answer instead.
        if (!String(request.headers.accept ?? '').includes('text/event-stream')) throw new HttpError(406, NOT_AN_EVENT_STREAM_MESSAGE);
        // The reply's type knows the JSON answers of the schema; a stream is piped as it is.
        const { since, now } = request.query;
        const sinceHere = since === undefined || now === undefined ? undefined : since + (Date.now() - now) - SINCE_SLACK_MS;
        return reply.send((await streams.open(request, reply, sinceHere)) as never);
      },
    );
  },
);
