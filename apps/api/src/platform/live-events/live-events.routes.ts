import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, errorBodySchema } from '@portal/api-schema';
import { access } from '../access/access';
import { HttpError } from '../http/errors';
import type { OpenStreams } from './event-stream';

export const NOT_AN_EVENT_STREAM_MESSAGE = 'This address sends server-sent events only: ask for text/event-stream.';

export const liveEventsRoutes: FastifyPluginAsyncZod<{ streams: OpenStreams }> = async (app, { streams }) => {
  app.get(
    API_PATHS.liveEvents,
    {
      config: { access: access.company },
      schema: {
        tags: ['live updates'],
        summary:
          "What changes in the caller's company, as server-sent events (text/event-stream): `event: change` with " +
          '`data: {"kind","id"?}` for the kinds the caller\'s roles may read, a heartbeat comment every 25 s. ' +
          'It ends when the session ends; send the bearer token and Accept: text/event-stream.',
        response: { 406: errorBodySchema },
      },
    },
    async (request, reply) => {
      // A stream never ends by itself: one that did not ask for it (a plain GET) gets an answer instead.
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) throw new HttpError(406, NOT_AN_EVENT_STREAM_MESSAGE);
      // The reply's type knows the JSON answers of the schema; a stream is piped as it is.
      return reply.send(streams.open(request, reply) as never);
    },
  );
};
