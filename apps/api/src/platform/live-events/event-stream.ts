import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_EVENT_NAME, type LiveEvent, type Role } from '@portal/api-schema';
import { rolesAdmit } from '../access/access';
import { type Caller, callerOf, type FindCaller } from '../access/caller';
import type { SessionChange, SessionChanges } from '../access/session-revocation';
import { tooManyRequests } from '../http/errors';
import { LIVE_EVENT_ROLES, type LiveEvents } from './live-events';
import { STREAM_SLOT_RETRY_AFTER_SECONDS, type StreamSlots, TOO_MANY_STREAMS_MESSAGE } from './stream-slots';

export interface EventStreamDeps {
  events: LiveEvents;
  /** The session check of the access check, without its cache: is the caller's session still live? */
  findCaller: FindCaller;
  /** A comment line this often keeps proxies from closing a quiet stream; the session is checked again then too. */
  heartbeatMs: number;
  /** How long the browser waits before it connects again after a drop (the `retry:` field). */
  retryMs: number;
  /** Every process's session revocations, heard at commit: a stream of a revoked session ends at once. */
  sessionChanges: SessionChanges;
  /** The places of each session's open streams, shared by every process. */
  slots: StreamSlots;
}

/** The open streams of this process, so that closing the app ends them instead of waiting for them. */
export interface OpenStreams {
  /** `since`: on this server's clock, the time from which the page may not have seen changes. */
  open(request: FastifyRequest, reply: FastifyReply, since?: number): Promise<PassThrough>;
  /** Ends every open stream and gives back their places. */
  endAll(): Promise<void>;
}

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role) => b.includes(role));

/**
 * One server-sent event stream per request: the changes of the caller's company that the caller's
 * roles let them read, as `event: change` with the kind and id. It ends when the browser goes away,
 * when the app closes, and when the session is no longer live or no longer the same company's
 * (a disabled or deleted user, a revoked session); the browser then connects again and is refused.
 * A change of the caller's own user, and any revocation of the session or the user in any process,
 * checks at once; the heartbeat checks every time it beats. A session holds a few streams at most.
 */
export function eventStreams(deps: EventStreamDeps): OpenStreams {
  const streams = new Set<() => Promise<void>>();
  /** The checks of the open streams, by their session's token hash and by their user. */
  const byToken = new Map<string, Set<() => void>>();
  const byUser = new Map<string, Set<() => void>>();
  const add = (index: Map<string, Set<() => void>>, key: string, check: () => void) => {
    const checks = index.get(key) ?? new Set();
    checks.add(check);
    index.set(key, checks);
  };
  const remove = (index: Map<string, Set<() => void>>, key: string, check: () => void) => {
    const checks = index.get(key);
    checks?.delete(check);
    if (checks?.size === 0) index.delete(key);
  };
  deps.sessionChanges.onChange((change: SessionChange) => {
    const checks = 'userId' in change ? byUser.get(change.userId) : byToken.get(change.tokenHash);
    for (const check of [...(checks ?? [])]) check();
  });

  return {
    async open(request, reply, since) {
      let caller: Caller = callerOf(request);
      const companyId = caller.user.companyId;
      const taken = await deps.slots.take(caller.tokenHash);
      if (taken === null) throw tooManyRequests(STREAM_SLOT_RETRY_AFTER_SECONDS, TOO_MANY_STREAMS_MESSAGE);
      const slot: string = taken;
      const stream = new PassThrough();
      let ended = false;
      let checking = false;
      /** A change heard while a check was under way: that check may have read the session before it. */
      let checkAgain = false;
      let released: Promise<void> = Promise.resolve();

      const write = (text: string) => {
        if (!ended) stream.write(text);
      };
      const send = (event: LiveEvent) => {
        if (rolesAdmit({ roles: readerRoles(LIVE_EVENT_ROLES[event.kind]), group: null }, caller.user.roles)) {
          write(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
        }
      };

      async function checkSession(): Promise<void> {
        if (ended) return;
        if (checking) {
          checkAgain = true;
          return;
        }
        checking = true;
        try {
          do {
            checkAgain = false;
            const current = await deps.findCaller(caller.tokenHash);
            if (!current || current.user.companyId !== companyId) return void end();
            if (!sameRoles(current.user.roles, caller.user.roles)) caller = current;
          } while (checkAgain && !ended);
        } catch (error) {
          // The database is away a moment: the stream goes on, the next beat asks again.
          request.log.warn({ err: error }, 'Checking the session of a live-updates stream failed');
        } finally {
          checking = false;
        }
      }
      const checkNow = () => void checkSession();
      add(byToken, caller.tokenHash, checkNow);
      add(byUser, caller.user.id, checkNow);

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
        deps.slots
          .renew(slot)
          .catch((error: unknown) => request.log.warn({ err: error }, 'Renewing the place of a live-updates stream failed'));
      }, deps.heartbeatMs);
      heartbeat.unref();

      function end(): Promise<void> {
        if (ended) return released;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        remove(byToken, caller.tokenHash, checkNow);
        remove(byUser, caller.user.id, checkNow);
        streams.delete(end);
        stream.end();
        // Not given back (the database away): the place stops counting when its lease runs out.
        released = deps.slots.release(slot).catch((error: unknown) => {
          request.log.warn({ err: error }, 'Giving back the place of a live-updates stream failed');
        });
        return released;
      }
      streams.add(end);
      // The response closes when the browser goes away (or once the stream has ended).
      reply.raw.on('close', () => void end());
      stream.on('error', () => void end());
      // The browser may have gone while the place was taken: its close was before the listener.
      if (reply.raw.destroyed || request.raw.socket?.destroyed) void end();

      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        // Proxies that buffer responses (nginx) would hold the events back.
        .header('x-accel-buffering', 'no');
      return stream;
    },
    async endAll() {
      await Promise.all([...streams].map((end) => end()));
    },
  };
}

/** The roles a kind's reader needs: its one role, or none. */
function readerRoles(role: Role | null): Role[] {
  return role ? [role] : [];
}
