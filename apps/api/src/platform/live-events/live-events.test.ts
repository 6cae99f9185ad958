import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, apiPath, type CompanyInformationInput, type LiveEvent } from '@portal/api-schema';
import { DEMO_IDS, DEMO_PASSWORD } from '../../demo/seed';
import { bearer, buildTestApp, createTestContext, createTestUser, testConfig, type TestContext } from '../../testing/test-app';
import { createServerDatabase } from '../../testing/test-database';
import { openPostgresDatabase } from '../database/database';
import { publishChange, REPLAY_WINDOW_MS, startLiveEvents } from './live-events';
import { SINCE_SLACK_MS } from './live-events.routes';
import { MAX_STREAMS_PER_SESSION, streamSlots } from './stream-slots';

const INFORMATION: CompanyInformationInput = {
  legal_name: 'Acme Live Updates LLC',
  name: 'Acme',
  website: 'https://acme.example.com',
  size: '51-200',
  industry: 'software',
  address: { line1: '1 Main Street', line2: '', city: 'Austin', region: 'TX', postal_code: '78744', country: 'US' },
};

/** An open event stream as the portal reads it: fetch with the bearer token, the body parsed as SSE. */
interface Stream {
  status: number;
  events: LiveEvent[];
  /** Resolves with the events so far once one matches; rejects after `ms`. */
  waitFor(match: (event: LiveEvent) => boolean, ms?: number): Promise<LiveEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

async function openStream(baseUrl: string, token: string | null, query = ''): Promise<Stream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${API_PATHS.liveEvents}${query}`, { headers, signal: abort.signal });
  const events: LiveEvent[] = [];
  const waiting = new Set<() => void>();
  let buffer = '';
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice('data: '.length)) as LiveEvent);
          end = buffer.indexOf('\n\n');
        }
        for (const check of [...waiting]) check();
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    events,
    ended,
    waitFor(match, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!events.some(match)) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(events);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`No matching event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiting.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('Not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

let context: TestContext;
let baseUrl: string;
let listeningSince: number;
const open: Stream[] = [];
const stream = async (token: string | null, query = '') => {
  const opened = await openStream(baseUrl, token, query);
  open.push(opened);
  return opened;
};

beforeAll(async () => {
  context = await createTestContext();
  listeningSince = Date.now();
  baseUrl = await listening(context.app);
}, 60_000);
afterAll(async () => {
  for (const opened of open) opened.close();
  await context?.close();
});

describe('GET /api/client-cabinet/events', () => {
  test('without a token it is 401, and a request that does not ask for an event stream is 406', async () => {
    const anonymous = await stream(null);
    expect(anonymous.status).toBe(401);
    const token = await context.login('admin@acme.test');
    const plain = await context.app.inject({ method: 'GET', url: API_PATHS.liveEvents, headers: bearer(token) });
    expect(plain.statusCode).toBe(406);
  });

  test("a subscriber gets its company's change and none of another company's", async () => {
    const acme = await stream(await context.login('admin@acme.test'));
    const globexToken = await context.login('admin@globex.test');
    const globex = await stream(globexToken);
    expect(acme.status).toBe(200);
    expect(globex.status).toBe(200);

    const acmeToken = await context.login('admin@acme.test');
    const saved = await context.app.inject({
      method: 'PUT',
      url: API_PATHS.companyInformation,
      headers: bearer(acmeToken),
      payload: INFORMATION,
    });
    expect(saved.statusCode).toBe(200);
    await acme.waitFor((event) => event.kind === 'company' && event.id === DEMO_IDS.acme);

    // Globex's own change comes after Acme's on the one channel: once it is there, Acme's would have been too.
    await publishChange(context.db, { companyId: DEMO_IDS.globex, kind: 'invoice', id: DEMO_IDS.globex });
    const seen = await globex.waitFor((event) => event.kind === 'invoice');
    expect(seen).toEqual([{ kind: 'invoice', id: DEMO_IDS.globex }]);
  });

  test('a user is told only of what their roles let them read', async () => {
    const interviewer = await stream(await context.login('interview@acme.test'));
    await publishChange(context.db, { companyId: DEMO_IDS.acme, kind: 'invoice', id: DEMO_IDS.acme });
    await publishChange(context.db, { companyId: DEMO_IDS.acme, kind: 'proposal', id: DEMO_IDS.acme });
    const seen = await interviewer.waitFor((event) => event.kind === 'proposal');
    expect(seen).toEqual([{ kind: 'proposal', id: DEMO_IDS.acme }]);
  });

  test("a disabled user's stream ends, and the colleagues are told", async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme, roles: ['invoices'] });
    const ownToken = await context.login(user.email, user.password);
    const own = await stream(ownToken);
    const admin = await stream(await context.login('admin@acme.test'));
    const adminToken = await context.login('admin@acme.test');
    const disabled = await context.app.inject({
      method: 'PUT',
      url: apiPath(API_PATHS.companyUser, { id: user.id }),
      headers: bearer(adminToken),
      payload: { enabled: false },
    });
    expect(disabled.statusCode).toBe(200);
    await admin.waitFor((event) => event.kind === 'user' && event.id === user.id);
    await own.ended;
    const again = await stream(ownToken);
    expect(again.status).toBe(401);
  });

  test('asked from an earlier time, a stream first sends the changes since then that the caller may read', async () => {
    // Asked from half a second before the changes, which must be after the listener started.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, listeningSince + 1_000 - Date.now())));
    const interviewer = await stream(await context.login('interview@acme.test'));
    const before = Date.now();
    await publishChange(context.db, { companyId: DEMO_IDS.acme, kind: 'invoice', id: DEMO_IDS.acme });
    await publishChange(context.db, { companyId: DEMO_IDS.globex, kind: 'proposal', id: DEMO_IDS.globex });
    await publishChange(context.db, { companyId: DEMO_IDS.acme, kind: 'proposal', id: DEMO_IDS.acme });
    // Once the open stream has the last of them, this process holds all three.
    await interviewer.waitFor((event) => event.kind === 'proposal' && event.id === DEMO_IDS.acme);

    // The page's clock is 10 minutes behind: `now` places `since` on the server's clock (the slack undone).
    const skew = -10 * 60_000;
    const asked = before - 500;
    const late = await stream(
      await context.login('interview@acme.test'),
      `?since=${asked + SINCE_SLACK_MS + skew}&now=${Date.now() + skew}`,
    );
    const replayed = await late.waitFor((event) => event.kind === 'proposal' && event.id === DEMO_IDS.acme);
    expect(replayed).not.toContainEqual({ kind: 'invoice', id: DEMO_IDS.acme });
    expect(replayed).not.toContainEqual({ kind: 'proposal', id: DEMO_IDS.globex });
    expect(replayed).not.toContainEqual({ kind: 'resync' });
  });

  test('asked from before the server was listening, a stream says resync first', async () => {
    const token = await context.login('admin@acme.test');
    const early = await stream(token, `?since=${Date.now() - 24 * 60 * 60_000}&now=${Date.now()}`);
    expect(await early.waitFor((event) => event.kind === 'resync')).toEqual([{ kind: 'resync' }]);
  });

  test('a malformed since or now is refused with a message for the field', async () => {
    const token = await context.login('admin@acme.test');
    for (const [query, field] of [
      ['?since=yesterday&now=1', 'since'],
      ['?since=-5&now=1', 'since'],
      [`?since=${Date.now()}`, 'now'],
      ['?since=1&now=1.5', 'now'],
    ] as const) {
      const response = await context.app.inject({
        method: 'GET',
        url: `${API_PATHS.liveEvents}${query}`,
        headers: { ...bearer(token), accept: 'text/event-stream' },
      });
      expect(response.statusCode).toBe(422);
      expect((response.json() as { data: { errors: { property: string }[] } }).data.errors.map((error) => error.property)).toEqual([field]);
    }
  });

  test('closing the app ends its open streams instead of waiting for them', async () => {
    const second = await buildTestApp(context.db, context.config);
    const secondUrl = await listening(second);
    const opened = await openStream(secondUrl, await context.login('admin@acme.test'));
    expect(opened.status).toBe(200);
    const started = Date.now();
    await second.close();
    await opened.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

/** Resolves when the stream has ended; rejects if it is still open after `ms`. */
async function endsWithin(opened: Stream, ms: number): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The stream was still open after ${ms} ms`)), ms);
  });
  try {
    await Promise.race([opened.ended, late]);
  } finally {
    clearTimeout(timer);
  }
  return Date.now() - started;
}

describe('a stream ends with its session', () => {
  test('logging out ends the streams of that session within a second, not at the next heartbeat', async () => {
    const token = await context.login('finance@acme.test');
    const other = await context.login('finance@acme.test');
    const mine = await stream(token);
    const kept = await stream(other);
    expect(mine.status).toBe(200);
    const loggedOut = await context.app.inject({ method: 'POST', url: API_PATHS.logout, headers: bearer(token) });
    expect(loggedOut.statusCode).toBe(200);
    await endsWithin(mine, 1_000);
    // The same user's other session keeps its stream.
    await publishChange(context.db, { companyId: DEMO_IDS.acme, kind: 'invoice', id: DEMO_IDS.acme });
    await kept.waitFor((event) => event.kind === 'invoice');
  });

  test("changing the password ends the streams of the user's other sessions within a second", async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme, roles: ['invoices'] });
    const caller = await context.login(user.email, user.password);
    const elsewhere = await stream(await context.login(user.email, user.password));
    const own = await stream(caller);
    const changed = await context.app.inject({
      method: 'POST',
      url: API_PATHS.passwordChange,
      headers: bearer(caller),
      payload: { current_password: user.password, new_password: 'a-new-password-2', new_password_confirmation: 'a-new-password-2' },
    });
    expect(changed.statusCode).toBe(200);
    await endsWithin(elsewhere, 1_000);
    // The caller keeps their session, and its stream.
    await publishChange(context.db, { companyId: DEMO_IDS.acme, kind: 'invoice', id: user.id });
    await own.waitFor((event) => event.kind === 'invoice' && event.id === user.id);
  });
});

describe('streams per session', () => {
  test(`a session holds at most ${MAX_STREAMS_PER_SESSION} streams; beyond them 429, and a closed one frees its place`, async () => {
    const token = await context.login('admin@acme.test');
    const held: Stream[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_SESSION; index += 1) held.push(await stream(token));
    expect(held.map((opened) => opened.status)).toEqual(held.map(() => 200));

    const refused = await context.app.inject({
      method: 'GET',
      url: API_PATHS.liveEvents,
      headers: { ...bearer(token), accept: 'text/event-stream' },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.json() as { data: { message: string } }).data.message).toMatch(/already open|close/i);
    // Another session of the same user is not affected.
    const otherSession = await stream(await context.login('admin@acme.test'));
    expect(otherSession.status).toBe(200);

    // The browser going away abruptly frees the place (the next try waits a moment: the client's abort
    // reaches the server after it returns).
    held[0]?.close();
    let again: Stream | null = null;
    for (let tries = 0; tries < 50 && again?.status !== 200; tries += 1) {
      again?.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await stream(token);
    }
    expect(again?.status).toBe(200);
  });
});

describe("the places of a session's streams", () => {
  test('of 20 takers at once, exactly the limit get one; a place whose lease ran out counts no more', async () => {
    const slots = streamSlots(context.db, { leaseMs: 60_000 });
    const tokenHash = `slots-${Date.now()}`;
    const taken = await Promise.all(Array.from({ length: 20 }, () => slots.take(tokenHash)));
    const granted = taken.filter((slot): slot is string => slot !== null);
    expect(granted).toHaveLength(MAX_STREAMS_PER_SESSION);

    const lapsing = streamSlots(context.db, { leaseMs: 0 });
    const other = `lapsed-${Date.now()}`;
    for (let index = 0; index < MAX_STREAMS_PER_SESSION; index += 1) expect(await lapsing.take(other)).not.toBeNull();
    expect(await slots.take(other)).not.toBeNull();
    await Promise.all(granted.map((slot) => slots.release(slot)));
  });
});

describe('the changes a process keeps for streams that ask from an earlier time', () => {
  test('are kept for the replay window; asked from before what it still holds, a subscriber is told to resync', async () => {
    let clock = 1_790_000_000_000;
    const events = await startLiveEvents({ db: context.db, now: () => clock });
    const arrived: string[] = [];
    const unsubscribe = events.subscribe(DEMO_IDS.acme, (event) => arrived.push(`${event.kind}:${event.id ?? ''}`));
    const until = async (count: number) => {
      for (let tries = 0; arrived.length < count && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(arrived).toHaveLength(count);
    };
    const start = clock;
    try {
      clock += 1_000;
      await publishChange(context.db, { companyId: DEMO_IDS.acme, kind: 'contract', id: DEMO_IDS.acme });
      await until(1);
      const replay = (since: number) => {
        const got: string[] = [];
        events.subscribe(DEMO_IDS.acme, (event) => got.push(`${event.kind}:${event.id ?? ''}`), since)();
        return got;
      };
      expect(replay(start)).toEqual([`contract:${DEMO_IDS.acme}`]);
      expect(replay(start + 2_000)).toEqual([]);
      // Before the listener listened: it may have missed some.
      expect(replay(start - 1)).toEqual(['resync:']);

      // A change long after drops the one before from the window.
      clock += REPLAY_WINDOW_MS + 1_000;
      await publishChange(context.db, { companyId: DEMO_IDS.acme, kind: 'invoice', id: DEMO_IDS.acme });
      await until(2);
      expect(replay(start + 500)).toEqual(['resync:']);
      expect(replay(clock - 1)).toEqual([`invoice:${DEMO_IDS.acme}`]);
    } finally {
      unsubscribe();
      await events.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)('two API processes on one PostgreSQL server', () => {
  test('a change made through one reaches the streams of the other', async () => {
    const database = await createServerDatabase(serverUrl ?? '', { demoData: true });
    const other = openPostgresDatabase(database.url, { poolSize: 2 });
    const config = testConfig();
    const first = await buildTestApp(database.db, config);
    const second = await buildTestApp(other.db, config);
    try {
      const secondUrl = await listening(second);
      await first.ready();
      const login = await first.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload: { email: 'admin@acme.test', password: DEMO_PASSWORD },
      });
      const token = (login.json() as { data: { token: string } }).data.token;
      const opened = await openStream(secondUrl, token);
      expect(opened.status).toBe(200);
      const saved = await first.inject({ method: 'PUT', url: API_PATHS.companyInformation, headers: bearer(token), payload: INFORMATION });
      expect(saved.statusCode).toBe(200);
      await opened.waitFor((event) => event.kind === 'company' && event.id === DEMO_IDS.acme);
      opened.close();

      // The places of one session are counted across processes: 3 on one and 2 on the other are all it may hold.
      const firstUrl = await listening(first);
      const login2 = await first.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload: { email: 'finance@acme.test', password: DEMO_PASSWORD },
      });
      const shared = (login2.json() as { data: { token: string } }).data.token;
      const held: Stream[] = [];
      for (const url of [firstUrl, secondUrl, firstUrl, secondUrl, firstUrl]) held.push(await openStream(url, shared));
      expect(held.map((each) => each.status)).toEqual([200, 200, 200, 200, 200]);
      const beyond = await openStream(secondUrl, shared);
      expect(beyond.status).toBe(429);
      beyond.close();

      // Logging out through one process ends the session's streams in the other within a second.
      const loggedOut = await first.inject({ method: 'POST', url: API_PATHS.logout, headers: bearer(shared) });
      expect(loggedOut.statusCode).toBe(200);
      await Promise.all(held.map((each) => endsWithin(each, 1_000)));
    } finally {
      await second.close();
      await first.close();
      await other.close();
      await database.close();
    }
  }, 60_000);
});
