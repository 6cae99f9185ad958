import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { API_PATHS, apiPath, SERVICE_UNAVAILABLE_MESSAGE } from '@portal/api-schema';
import { createPayingCompany, createTestInvoice } from '../../testing/billing-fixtures';
import { bearer, createTestContext, type TestContext } from '../../testing/test-app';
import { openPostgresDatabase } from './database';
import { isDatabaseUnavailable } from './unavailable';

/**
 * A statement is held on a lock taken by a connection of the test, the API's connections are
 * terminated as an operator (or a failover) would, then the lock is let go: what the caller sees
 * is decided by the API alone, not by timing.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const describeOnServer = serverUrl ? describe : describe.skip;
const suiteName = serverUrl ? 'a database outage' : 'a database outage (skipped: needs TEST_DATABASE_URL, a PostgreSQL server)';

describeOnServer(suiteName, () => {
  let context: TestContext;
  /** Watches and terminates; `locker` holds the locks (a transaction sees one snapshot of pg_stat_activity). */
  let control: pg.Client;
  let locker: pg.Client;
  let lockerPid: number;
  let databaseName: string;
  let company: Awaited<ReturnType<typeof createPayingCompany>>;
  let token: string;

  beforeAll(async () => {
    context = await createTestContext();
    company = await createPayingCompany(context.db);
    token = await context.login(company.payer.email, company.payer.password);
    const result = (await context.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
    const [row] = result.rows;
    databaseName = String(row?.name);
    const url = new URL(String(serverUrl));
    url.pathname = `/${databaseName}`;
    control = new pg.Client({ connectionString: url.toString() });
    locker = new pg.Client({ connectionString: url.toString() });
    await control.connect();
    await locker.connect();
    lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0;
  });
  afterAll(async () => {
    await locker?.end();
    await control?.end();
    await context?.close();
  });

  /** How many of the API's statements wait on a lock right now. */
  async function waitingOnLock(): Promise<number> {
    const { rows } = await control.query<{ waiting: number }>(
      "select count(*)::int as waiting from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
      [databaseName],
    );
    return rows[0]?.waiting ?? 0;
  }

  async function until(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function terminateApiConnections(): Promise<number> {
    const { rows } = await control.query<{ pid: number }>(
      'select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and pid <> $2',
      [databaseName, lockerPid],
    );
    return rows.length;
  }

  test('a write whose connection is terminated answers 503 with Retry-After, then the API serves again', async () => {
    const invoice = await createTestInvoice(context.db, { companyId: company.companyId, vendorId: company.vendorId, status: 'in_escrow' });
    await locker.query('begin');
    await locker.query('select id from invoices where id = $1 for update', [invoice.id]);
    const pending = context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.acceptDelivery, { id: invoice.id }),
      headers: bearer(token),
    });
    await until(async () => (await waitingOnLock()) > 0);
    expect(await terminateApiConnections()).toBeGreaterThan(0);
    await locker.query('rollback');

    const response = await pending;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ data: { message: SERVICE_UNAVAILABLE_MESSAGE } });
    // Recovery needs nothing: the pool opens new connections for the next request.
    const again = await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.acceptDelivery, { id: invoice.id }),
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(200);
  });

  test('a read whose connection is terminated is repeated once, and the caller never sees it', async () => {
    const invoice = await createTestInvoice(context.db, { companyId: company.companyId, vendorId: company.vendorId });
    // The session is checked first, so that only the invoice's read waits on the lock.
    const url = apiPath(API_PATHS.invoice, { id: invoice.id });
    expect((await context.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
    await locker.query('begin');
    await locker.query('lock table invoices in access exclusive mode');
    const pending = context.app.inject({ method: 'GET', url, headers: bearer(token) });
    await until(async () => (await waitingOnLock()) > 0);
    expect(await terminateApiConnections()).toBeGreaterThan(0);
    // The repeated read waits on the same lock until it is let go.
    await until(async () => (await waitingOnLock()) > 0);
    await locker.query('rollback');

    const response = await pending;
    expect(response.statusCode).toBe(200);
  });

  test('never hangs: no free connection, or a statement too slow, is a 503-class failure within its limit', async () => {
    const url = new URL(String(serverUrl));
    url.pathname = `/${databaseName}`;
    const tight = openPostgresDatabase(url.toString(), { poolSize: 1, connectTimeoutMs: 300, statementTimeoutMs: 500 });
    try {
      const started = Date.now();
      const slow = await tight.db.execute(sql`select pg_sleep(5)`).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(slow)).toBe(true);
      const waited = await tight.db.transaction(async () => tight.db.execute(sql`select 1`)).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(waited)).toBe(true);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await tight.close();
    }
  });
});
