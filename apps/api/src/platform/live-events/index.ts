import type { FastifyInstance } from 'fastify';
import type { FindCaller } from '../access/caller';
import { eventStreams } from './event-stream';
import type { LiveEvents } from './live-events';
import { liveEventsRoutes } from './live-events.routes';

export { type Change, type LiveEvents, publishChange, startLiveEvents } from './live-events';

export const LIVE_EVENTS_HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;

/** The live-updates stream; its open streams end before the server closes, so that closing does not wait on them. */
export async function registerLiveEvents(
  app: FastifyInstance,
  api: FastifyInstance,
  deps: { events: LiveEvents; findCaller: FindCaller; heartbeatMs?: number },
): Promise<void> {
  const streams = eventStreams({
    events: deps.events,
    findCaller: deps.findCaller,
    heartbeatMs: deps.heartbeatMs ?? LIVE_EVENTS_HEARTBEAT_MS,
    retryMs: RETRY_MS,
  });
  app.addHook('preClose', (done) => {
    streams.endAll();
    done();
  });
  await api.register(liveEventsRoutes, { streams });
}
