import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_EVENT_NAME, type LiveEvent } from '@portal/api-schema';
import { rolesAdmit } from '../access/access';
import { type Caller, callerOf, type FindCaller } from '../access/caller';
import { LIVE_EVENT_ROLES, type LiveEvents } from './live-events';

export interface EventStreamDeps {
  events: LiveEvents;
  /** The session check of the access check, without its cache: is the caller's session still live? */
  findCaller: FindCaller;
  /** A comment line this often keeps proxies from closing a quiet stream; the session is checked again then too. */
  heartbeatMs: number;
  /** How long the browser waits before it connects again after a drop (the `retry:` field). */
  retryMs: number;
}

/** The open streams of this process, so that closing the app ends them instead of waiting for them. */
export interface OpenStreams {
  /** `since`: on this server's clock, the time from which the page may not have seen changes. */
  open(request: FastifyRequest, reply: FastifyReply, since?: number): PassThrough;
  endAll(): void;
}

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role) => b.includes(role));

/**
 * One server-sent event stream per request: the changes of the caller's company that the caller's
 * roles let them read, as `event: change` with the kind and id. It ends when the browser goes away,
 * when the app closes, and when the session is no longer live or no longer the same company's
 * (a disabled or deleted user, a revoked session); the browser then connects again and is refused.
 * A change of the caller's own user checks at once; the heartbeat checks every time it beats.
 */
export function eventStreams(deps: EventStreamDeps): OpenStreams {
  const streams = new Set<() => void>();

  return {
    open(request, reply, since) {
      let caller: Caller = callerOf(request);
      const companyId = caller.user.companyId;
      const stream = new PassThrough();
      let ended = false;
      let checking = false;

      const write = (text: string) => {
        if (!ended) stream.write(text);
      };
      const send = (event: LiveEvent) => {
        if (rolesAdmit({ role: LIVE_EVENT_ROLES[event.kind], group: null }, caller.user.roles)) {
          write(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
        }
      };

      async function checkSession(): Promise<void> {
        if (checking || ended) return;
        checking = true;
        try {
          const current = await deps.findCaller(caller.tokenHash);
          if (!current || current.user.companyId !== companyId) return end();
          if (!sameRoles(current.user.roles, caller.user.roles)) caller = current;
        } catch (error) {
          // The database is away a moment: the stream goes on, the next beat asks again.
          request.log.warn({ err: error }, 'Checking the session of a live-updates stream failed');
        } finally {
          checking = false;
        }
      }

      write(`retry: ${deps.retryMs}\n\n`);
      const unsubscribe = deps.events.subscribe(
        companyId ?? '',
        (event) => {
          if (event.kind === 'user' && event.id === caller.user.id) {
            // Checked before the event goes out, so that roles taken away are applied first.
            void checkSession().then(() => send(event));
            return;
          }
          send(event);
        },
        since,
      );
      const heartbeat = setInterval(() => {
        write(': heartbeat\n\n');
        void checkSession();
      }, deps.heartbeatMs);
      heartbeat.unref();

      function end(): void {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
        stream.end();
      }
      streams.add(end);
      // The response closes when the browser goes away (or once the stream has ended).
      reply.raw.on('close', end);
      stream.on('error', end);

      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        // Proxies that buffer responses (nginx) would hold the events back.
        .header('x-accel-buffering', 'no');
      return stream;
    },
    endAll() {
      for (const end of [...streams]) end();
    },
  };
}
