import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { API_PATHS, apiPath, ROLES } from '@portal/api-schema';
import { DEMO_PASSWORD } from '../demo/seed';
import { rfps } from '../modules/hiring/tables';
import { companies, users } from '../modules/company-users/tables';
import { packageRoot } from '../platform/paths';
import { startApiProcess } from '../testing/api-processes';
import { databaseNameOf, terminateConnections } from '../testing/database-faults';
import { createEmptyServerDatabase, createServerDatabase } from '../testing/test-database';
import { bearer, createTestContext, createTestUser, dataOf } from '../testing/test-app';

/**
 * Faults on PostgreSQL: the database's sessions terminated under load, and the API process killed
 * mid-write. What is proven: no 500 (a lost database is 503), recovery without help, and no write
 * the API acknowledged is ever lost.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const describeOnServer = serverUrl ? describe : describe.skip;
const suiteName = serverUrl ? 'faults on PostgreSQL' : 'faults on PostgreSQL (skipped: TEST_DATABASE_URL is not set)';

/** The port of the API process the test starts; it listens on 127.0.0.1 only. */
const CHILD_PORT = 3151;
const WORKERS = 8;
const TERMINATIONS = 5;
const TERMINATION_INTERVAL_MS = 400;
const RECOVERY_LIMIT_MS = 3_000;

/** The cut during transactions: writers changing users (a transaction under the company's lock), and terminations. */
const CUT_WRITERS = 8;
const CUT_TERMINATIONS = 6;
const CUT_INTERVAL_MS = 350;
const HEALTH_LIMIT_MS = 5_000;

const figures = { requests: 0, terminations: 0, acknowledged: 0, lost: 0, answers500: 0, answers503: 0, healthyAfterMs: -1 };

function count(status: number): void {
  figures.requests += 1;
  if (status === 500) figures.answers500 += 1;
  if (status === 503) figures.answers503 += 1;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A talent request is a write the API keeps: a new request with its own title, answered 201 with its id. */
function talentRequest(title: string) {
  const start = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return {
    title,
    skills: ['TypeScript', 'PostgreSQL'],
    seniority: 'senior',
    hours_per_week: 40,
    hourly_budget: { currency: 'USD', added_value: 6_000 },
    start_date: start,
  };
}

/** Status codes that may be answered while the database is away: success, the caller's fault, 503. */
const acceptable = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500) || status === 503;

/** How many acknowledged requests the database at `url` does not have; counted into the figures. */
async function lostOf(url: string, ids: string[]): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const found = ids.length ? await drizzle({ client: pool }).select({ id: rfps.id }).from(rfps).where(inArray(rfps.id, ids)) : [];
    const lost = ids.length - new Set(found.map((row) => row.id)).size;
    figures.acknowledged += ids.length;
    figures.lost += lost;
    return lost;
  } finally {
    await pool.end();
  }
}

afterAll(() => {
  if (!serverUrl) return;
  const line = `faults: ${figures.requests} requests, ${figures.terminations} terminations, ${figures.acknowledged} acknowledged writes, ${figures.lost} lost, ${figures.answers500} answers of 500, ${figures.answers503} of 503${figures.healthyAfterMs >= 0 ? `; healthy ${figures.healthyAfterMs} ms after the last cut` : ''}`;
  process.stdout.write(`${line}\n`);
});

describeOnServer(suiteName, () => {
  test('sessions terminated mid-load: no 500, recovery by itself, no acknowledged write lost', async () => {
    const context = await createTestContext();
    const server = String(serverUrl);
    try {
      const databaseName = await databaseNameOf(context.db);
      const token = await context.login('admin@acme.test');
      const acknowledged: string[] = [];
      const unexpected: string[] = [];
      let stop = false;
      let writes = 0;

      async function worker(index: number): Promise<void> {
        for (let round = 0; !stop; round++) {
          const write = (round + index) % 3 === 0;
          const response = write
            ? await context.app.inject({
                method: 'POST',
                url: API_PATHS.talentRequests,
                headers: bearer(token),
                payload: talentRequest(`Fault write ${index}-${writes++}`),
              })
            : await context.app.inject({ method: 'GET', url: round % 2 ? API_PATHS.rfps : API_PATHS.invoices, headers: bearer(token) });
          count(response.statusCode);
          if (!acceptable(response.statusCode)) unexpected.push(`${response.statusCode} ${response.body.slice(0, 200)}`);
          if (response.statusCode === 503) expect(response.headers['retry-after']).toBeDefined();
          if (write && response.statusCode === 201) acknowledged.push(dataOf<{ id: string }>(response).id);
        }
      }

      const load = Array.from({ length: WORKERS }, (_, index) => worker(index));
      await sleep(300);
      for (let n = 0; n < TERMINATIONS; n++) {
        expect(await terminateConnections(server, databaseName)).toBeGreaterThan(0);
        figures.terminations += 1;
        await sleep(TERMINATION_INTERVAL_MS);
      }
      stop = true;
      await Promise.all(load);

      // Recovery: the next requests succeed without anyone restarting anything.
      await terminateConnections(server, databaseName);
      figures.terminations += 1;
      const started = Date.now();
      let recovered = false;
      while (!recovered && Date.now() - started < RECOVERY_LIMIT_MS) {
        const read = await context.app.inject({ method: 'GET', url: API_PATHS.rfps, headers: bearer(token) });
        const written = await context.app.inject({
          method: 'POST',
          url: API_PATHS.talentRequests,
          headers: bearer(token),
          payload: talentRequest('Fault write after recovery'),
        });
        count(read.statusCode);
        count(written.statusCode);
        if (written.statusCode === 201) acknowledged.push(dataOf<{ id: string }>(written).id);
        recovered = read.statusCode === 200 && written.statusCode === 201;
      }
      expect(recovered).toBe(true);

      expect(unexpected).toEqual([]);
      expect(await lostOf(new URL(`/${databaseName}`, server).toString(), acknowledged)).toBe(0);
      expect(acknowledged.length).toBeGreaterThan(10);
    } finally {
      await context.close();
    }
  }, 60_000);

  test('sessions terminated during concurrent transactions: the process lives, 503 with Retry-After, no acknowledged write lost, healthy within 5 s', async () => {
    const database = await createServerDatabase(String(serverUrl));
    const [company] = await database.db
      .insert(companies)
      .values({ name: `Cut ${randomUUID()}` })
      .returning({ id: companies.id });
    const writers = await Promise.all(
      Array.from({ length: CUT_WRITERS }, () => createTestUser(database.db, { companyId: company?.id, roles: [...ROLES] })),
    );
    const api = await startApiProcess({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      PORTAL_DIST: '/nonexistent/portal-dist',
    });
    try {
      const tokens = await Promise.all(
        writers.map(async (writer) => {
          const response = await fetch(`${api.url}${API_PATHS.login}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: writer.email, password: writer.password }),
          });
          expect(response.status).toBe(200);
          return ((await response.json()) as { data: { token: string } }).data.token;
        }),
      );
      /** Per writer: the last round the API acknowledged. Each writer sends its rounds one after another. */
      const acknowledgedRound = writers.map(() => -1);
      const unexpected: string[] = [];
      let without503RetryAfter = 0;
      let acknowledged = 0;
      let stop = false;

      async function writer(index: number): Promise<void> {
        const { id } = writers[index] ?? { id: '' };
        for (let round = 0; !stop; round++) {
          const response = await fetch(`${api.url}${apiPath(API_PATHS.companyUser, { id })}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', ...bearer(tokens[index] ?? '') },
            body: JSON.stringify({ job_title: `Round ${round}` }),
          }).catch((error: unknown) => error as Error);
          if (response instanceof Error) {
            unexpected.push(`no answer: ${response.message}`);
            await sleep(100);
            continue;
          }
          count(response.status);
          await response.text();
          if (response.status === 200) {
            acknowledgedRound[index] = round;
            acknowledged += 1;
          } else if (response.status === 503) without503RetryAfter += response.headers.get('retry-after') === '5' ? 0 : 1;
          else unexpected.push(String(response.status));
        }
      }

      const load = writers.map((_, index) => writer(index));
      await sleep(300);
      let ended = 0;
      for (let n = 0; n < CUT_TERMINATIONS; n++) {
        ended += await terminateConnections(String(serverUrl), new URL(database.url).pathname.slice(1));
        figures.terminations += 1;
        await sleep(CUT_INTERVAL_MS);
      }
      stop = true;
      await Promise.all(load);
      expect(ended).toBeGreaterThan(0);
      expect(api.exited()).toBeNull();

      expect(unexpected).toEqual([]);
      expect(figures.answers503).toBeGreaterThan(0);
      expect(without503RetryAfter).toBe(0);
      // A write may have committed although its answer was lost with its connection (a 503): the
      // title may be later than the last acknowledged round, never earlier.
      const stored = await database.db
        .select({ id: users.id, jobTitle: users.jobTitle })
        .from(users)
        .where(eq(users.companyId, company?.id ?? ''));
      const roundOf = (id: string) => Number(/^Round (\d+)$/.exec(stored.find((row) => row.id === id)?.jobTitle ?? '')?.[1] ?? -1);
      const lost = writers.filter((user, index) => roundOf(user.id) < (acknowledgedRound[index] ?? -1)).length;
      figures.acknowledged += acknowledged;
      figures.lost += lost;
      expect(lost).toBe(0);
      expect(acknowledgedRound.every((round) => round >= 0)).toBe(true);

      // Back by itself: healthy, and the next write succeeds.
      const started = Date.now();
      let healthy = false;
      while (!healthy && Date.now() - started < HEALTH_LIMIT_MS) {
        healthy = await fetch(`${api.url}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (!healthy) await sleep(100);
      }
      figures.healthyAfterMs = Date.now() - started;
      expect(healthy).toBe(true);
      const after = await fetch(`${api.url}${apiPath(API_PATHS.companyUser, { id: writers[0]?.id ?? '' })}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...bearer(tokens[0] ?? '') },
        body: JSON.stringify({ job_title: 'After the cut' }),
      });
      count(after.status);
      expect(after.status).toBe(200);
      expect(api.exited()).toBeNull();
    } catch (error) {
      throw new Error(`${String(error)}\nThe API process (${api.exited() ?? 'running'}) wrote:\n${api.output().slice(-4_000)}`);
    } finally {
      await api.stop();
      await database.close();
    }
  }, 120_000);

  test('the API process killed with SIGKILL mid-writes and restarted: no acknowledged write lost, and it serves', async () => {
    const database = await createEmptyServerDatabase(String(serverUrl));
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-faults-'));
    const base = `http://127.0.0.1:${CHILD_PORT}`;
    const children = new Set<ChildProcess>();

    function startApi(): ChildProcess {
      // One process (tsx's own command would put a parent in front of it, and SIGKILL would miss the server).
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: packageRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(CHILD_PORT),
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
          SEED_DEMO: 'true',
          PORTAL_DIST: join(dataDir, 'no-portal'),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      children.add(child);
      child.once('exit', () => children.delete(child));
      return child;
    }

    async function untilServing(child: ChildProcess): Promise<void> {
      const started = Date.now();
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
      });
      while (Date.now() - started < 45_000) {
        if (child.exitCode !== null) throw new Error(`The API exited: ${errors}`);
        const ok = await fetch(`${base}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        await sleep(200);
      }
      throw new Error(`The API did not start: ${errors}`);
    }

    try {
      const first = startApi();
      await untilServing(first);
      const login = await fetch(`${base}${API_PATHS.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const token = ((await login.json()) as { data: { token: string } }).data.token;

      const acknowledged: string[] = [];
      let killed = false;
      let writes = 0;
      async function writer(index: number): Promise<void> {
        while (!killed) {
          const response = await fetch(`${base}${API_PATHS.talentRequests}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...bearer(token) },
            body: JSON.stringify(talentRequest(`Killed write ${index}-${writes++}`)),
          }).catch(() => null);
          // No answer at all (the process died) acknowledges nothing.
          if (!response) continue;
          count(response.status);
          const body = (await response.json().catch(() => null)) as { data?: { id?: string } } | null;
          if (response.status === 201 && body?.data?.id) acknowledged.push(body.data.id);
          expect(acceptable(response.status)).toBe(true);
        }
      }
      const load = Array.from({ length: 4 }, (_, index) => writer(index));
      const started = Date.now();
      while (acknowledged.length < 20 && Date.now() - started < 10_000) await sleep(20);
      first.kill('SIGKILL');
      killed = true;
      await Promise.all([once(first, 'exit'), ...load]);

      const second = startApi();
      await untilServing(second);
      expect(await lostOf(database.url, acknowledged)).toBe(0);
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);
      // The restarted process serves, the session signed in before the kill included.
      const last = acknowledged[acknowledged.length - 1] ?? '';
      const served = await fetch(`${base}${apiPath(API_PATHS.rfp, { id: last })}`, { headers: bearer(token) });
      count(served.status);
      expect(served.status).toBe(200);
      second.kill('SIGTERM');
      await once(second, 'exit');
    } finally {
      for (const child of children) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 110_000);
});
