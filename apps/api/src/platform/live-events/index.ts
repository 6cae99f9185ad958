import type { FastifyInstance } from 'fastify';
import type { FindCaller } from '../access/caller';
import type { SessionChanges } from '../access/session-revocation';
import type { Database } from '../database/database';
import { eventStreams } from './event-stream';
import { streamSlots } from './stream-slots';
import type { LiveEvents } from './live-events';
import { liveEventsRoutes } from './live-events.routes';

export { type LiveEvents, publishChange, startLiveEvents } from './live-events';

const LIVE_EVENTS_HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;

/** The live-updates stream; its open streams end before the server closes, so that closing does not wait on them. */
export async function registerLiveEvents(
  app: FastifyInstance,
  api: FastifyInstance,
  deps: { db: Database; events: LiveEvents; findCaller: FindCaller; sessionChanges: SessionChanges; heartbeatMs?: number },
): Promise<void> {
  const heartbeatMs = deps.heartbeatMs ?? LIVE_EVENTS_HEARTBEAT_MS;
  const streams = eventStreams({
    events: deps.events,
    findCaller: deps.findCaller,
    heartbeatMs,
    retryMs: RETRY_MS,
    sessionChanges: deps.sessionChanges,
    // Two beats missed and a little more: a place renewed at every beat outlives a slow one.
    slots: streamSlots(deps.db, { leaseMs: 2 * heartbeatMs + 10_000 }),
  });
  // Ended before the server closes, which waits for open responses; their places are given back
  // before the database closes.
  let releasing: Promise<void> = Promise.resolve();
  app.addHook('preClose', (done) => {
    releasing = streams.endAll();
    done();
  });
  app.addHook('onClose', async () => releasing);
  await api.register(liveEventsRoutes, { streams });
}
