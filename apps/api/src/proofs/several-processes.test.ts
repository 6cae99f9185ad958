import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, arrayContains, eq, inArray, like } from 'drizzle-orm';
import { ACH_METHOD_SLUG, API_PATHS, apiPath, ROLES, SANDBOX_PATHS } from '@portal/api-schema';
import { DEMO_IDS } from '../demo/seed';
import { autopayAttempts, invoices, paymentGroups, payments } from '../modules/billing/tables';
import { SANDBOX_BANK } from '../sandbox/payments/sandbox-payment-provider';
import { DEMO_CONTRACTS } from '../modules/team-contracts';
import { contractReminders } from '../modules/team-contracts/tables';
import { companies, users } from '../modules/company-users/tables';
import { auditLog } from '../platform/audit/tables';
import { outboxEmails } from '../platform/outbox/tables';
import type { DatabaseHandle } from '../platform/database/database';
import { type ApiProcess, type RoundRobinProxy, runCli, startApiProcess, startRoundRobinProxy } from '../testing/api-processes';
import { createPayingCompany, createTestInvoice } from '../testing/billing-fixtures';
import { findPgBouncer, type PgBouncer, startPgBouncer } from '../testing/pgbouncer';
import { createTestUser } from '../testing/test-app';
import { createServerDatabase } from '../testing/test-database';

/**
 * Two real API processes on one PostgreSQL database (and one Redis) behind a round-robin proxy
 * behave as one: sign-in, revocation, the sign-in limits and money idempotency. Consecutive
 * requests through the proxy reach the two processes in turn. The second process reaches the
 * database through PgBouncer in transaction mode when PgBouncer is installed, as behind a managed
 * pooler: every test below then also proves the API right behind one.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const PROCESSES = 2;
/** Long enough that anything served after a revocation could only come from a process's cache. */
const SESSION_CACHE_MS = 60_000;
const AUTOPAY_INTERVAL_MS = 1000;

const suite = serverUrl ? describe : describe.skip;
if (!serverUrl) console.log('several processes: skipped, TEST_DATABASE_URL is not set (the processes need a PostgreSQL server)');
const pgBouncerBinary = findPgBouncer();
if (serverUrl && !pgBouncerBinary) {
  console.log(
    'several processes: PgBouncer is not installed (Debian: apt-get install pgbouncer), so both processes connect directly and the pooler test is skipped',
  );
}

let database: DatabaseHandle & { url: string };
const processes: ApiProcess[] = [];
let proxy: RoundRobinProxy;
let pgBouncer: PgBouncer | null = null;
const tally = { tried: 0, failed: 0 };
let revocationMs: number[] = [];

/** A client address of its own for each test, so that no two share a per-address limit (the proxy forwards it). */
const newAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> };
}

async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; address?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  tally.tried += 1;
  const headers: Record<string, string> = { 'x-forwarded-for': options.address ?? '10.255.255.1', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${proxy.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  } catch {
    return { status: 0, body: {} };
  }
}

/** Counts the answers that are not the one expected, then lets the test say so. */
function expectStatus(answers: Answer[], expected: number | ((status: number) => boolean)): number[] {
  const statuses = answers.map((answer) => answer.status);
  const ok = typeof expected === 'number' ? (status: number) => status === expected : expected;
  tally.failed += statuses.filter((status) => !ok(status)).length;
  return statuses;
}

async function signIn(email: string, password: string, address = newAddress()): Promise<string> {
  const answer = await call('POST', API_PATHS.login, { body: { email, password }, address });
  expect(expectStatus([answer], 200)).toEqual([200]);
  return String(answer.body.data?.token);
}

/** One request to each process in turn (the proxy alternates): the statuses, in order. */
async function onEveryProcess(token: string): Promise<number[]> {
  const answers: Answer[] = [];
  for (let index = 0; index < PROCESSES; index += 1) answers.push(await call('GET', API_PATHS.currentUser, { token }));
  return answers.map((answer) => answer.status);
}

suite(serverUrl ? 'several processes as one' : 'several processes as one (skipped: set TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    database = await createServerDatabase(serverUrl ?? '', { demoData: true });
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      SESSION_CACHE_MS: String(SESSION_CACHE_MS),
      PORTAL_DIST: '/nonexistent/portal-dist',
      // The proxy passes the client address the test chose on; a real deployment trusts its own balancer only.
      TRUST_PROXY: 'true',
      REDIS_URL: redisUrl ?? '',
      // Autopay runs every second in each process, so that the two passes meet on the same due invoices.
      AUTOPAY_INTERVAL_MS: String(AUTOPAY_INTERVAL_MS),
      ACH_SETTLE_DELAY_MS: '1000',
    };
    if (pgBouncerBinary) pgBouncer = await startPgBouncer(pgBouncerBinary, database.url);
    const pooled = pgBouncer ? { DATABASE_URL: pgBouncer.url, DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: database.url } : {};
    const started = await Promise.allSettled(
      Array.from({ length: PROCESSES }, (_, index) => startApiProcess(index === 1 ? { ...env, ...pooled } : env)),
    );
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw (failure as PromiseRejectedResult).reason;
    proxy = await startRoundRobinProxy(processes.map((api) => api.url));
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(processes.map((api) => api.stop()));
    await pgBouncer?.stop();
    await database?.close();
    const sorted = [...revocationMs].sort((a, b) => a - b);
    const median = sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0) : 0;
    console.log(
      `several processes: ${tally.tried} requests tried, ${tally.failed} failed (${PROCESSES} processes behind a round-robin proxy${proxy ? `, ${proxy.counts.join('/')} per process` : ''}${pgBouncer ? ', the second behind PgBouncer in transaction mode' : ''}; logout answered in ${median} ms, median of ${sorted.length})`,
    );
  }, 60_000);

  test('a session opened through one process is valid on every process', async () => {
    const user = await createTestUser(database.db, { companyId: null, type: 'SandboxUser' });
    const token = await signIn(user.email, user.password);
    const before = [...proxy.counts];
    const statuses = await onEveryProcess(token);
    expect(
      expectStatus(
        statuses.map((status) => ({ status, body: {} })),
        200,
      ),
    ).toEqual([200, 200]);
    expect(proxy.counts.map((count, index) => count - (before[index] ?? 0))).toEqual([1, 1]);
  });

  test('a logout is refused at once by every process, though each kept the session', async () => {
    revocationMs = [];
    for (let round = 0; round < 5; round += 1) {
      const user = await createTestUser(database.db, { companyId: null, type: 'SandboxUser' });
      const token = await signIn(user.email, user.password);
      expect(await onEveryProcess(token)).toEqual([200, 200]);
      const started = performance.now();
      const logout = await call('POST', API_PATHS.logout, { token });
      revocationMs.push(performance.now() - started);
      expectStatus([logout], 200);
      const after = await onEveryProcess(token);
      expectStatus(
        after.map((status) => ({ status, body: {} })),
        401,
      );
      expect(after).toEqual([401, 401]);
    }
  });

  test('disabling a user (the operator command) ends their session at once on every process', async () => {
    const user = await createTestUser(database.db, { companyId: null, type: 'SandboxUser' });
    const token = await signIn(user.email, user.password);
    expect(await onEveryProcess(token)).toEqual([200, 200]);
    const command = await runCli(['disable', user.email], { DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
    expect(command.output).toContain(`${user.email} is disabled`);
    const after = await onEveryProcess(token);
    expectStatus(
      after.map((status) => ({ status, body: {} })),
      401,
    );
    expect(after).toEqual([401, 401]);
  }, 90_000);

  test("an account editor's change of a colleague's roles, and disabling them, reach every process at once", async () => {
    const [company] = await database.db
      .insert(companies)
      .values({ name: `Processes ${randomUUID()}` })
      .returning({ id: companies.id });
    const editor = await createTestUser(database.db, { companyId: company?.id, roles: [...ROLES] });
    const colleague = await createTestUser(database.db, { companyId: company?.id, roles: ['invoices', 'contracts', 'my_company'] });
    const editorToken = await signIn(editor.email, editor.password);
    const token = await signIn(colleague.email, colleague.password);
    const invoicesOnEveryProcess = async () => {
      const answers: Answer[] = [];
      for (let index = 0; index < PROCESSES; index += 1) answers.push(await call('GET', API_PATHS.invoices, { token }));
      return answers.map((answer) => answer.status);
    };
    // Each process now holds the colleague's session with the invoices role.
    expect(await invoicesOnEveryProcess()).toEqual([200, 200]);
    const narrowed = await call('PUT', apiPath(API_PATHS.companyUser, { id: colleague.id }), {
      token: editorToken,
      body: { extracted_roles: ['contracts', 'my_company'] },
    });
    expect(expectStatus([narrowed], 200)).toEqual([200]);
    const refused = await invoicesOnEveryProcess();
    expectStatus(
      refused.map((status) => ({ status, body: {} })),
      403,
    );
    expect(refused).toEqual([403, 403]);

    expect(await onEveryProcess(token)).toEqual([200, 200]);
    const disabled = await call('PUT', apiPath(API_PATHS.companyUser, { id: colleague.id }), {
      token: editorToken,
      body: { enabled: false },
    });
    expect(expectStatus([disabled], 200)).toEqual([200]);
    const after = await onEveryProcess(token);
    expectStatus(
      after.map((status) => ({ status, body: {} })),
      401,
    );
    expect(after).toEqual([401, 401]);
  }, 60_000);

  const withPgBouncer = pgBouncerBinary ? test : test.skip;
  withPgBouncer(
    `behind PgBouncer in transaction mode: concurrent requests on the prepared queries (session, invoice pages) all answer${pgBouncerBinary ? '' : ' (skipped: PgBouncer is not installed)'}`,
    async () => {
      const company = await createPayingCompany(database.db);
      for (let n = 0; n < 3; n += 1) await createTestInvoice(database.db, { companyId: company.companyId, vendorId: company.vendorId });
      const token = await signIn(company.payer.email, company.payer.password);
      // Straight to the process behind PgBouncer, many at once, so that its connections take turns on the server's.
      const behind = processes[1]?.url ?? '';
      const statuses: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, index) =>
            fetch(`${behind}${index % 2 ? API_PATHS.invoices : API_PATHS.currentUser}`, { headers: { authorization: `Bearer ${token}` } })
              .then(async (response) => ({ status: response.status, body: (await response.json()) as Answer['body'] }))
              .catch(() => ({ status: 0, body: {} })),
          ),
        );
        tally.tried += answers.length;
        statuses.push(...expectStatus(answers, 200));
      }
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    },
    60_000,
  );

  const withRedis = redisUrl ? test : test.skip;
  withRedis(`the sign-in limits count across the processes (Redis)${redisUrl ? '' : ' (skipped: set TEST_REDIS_URL)'}`, async () => {
    const user = await createTestUser(database.db, { companyId: null, type: 'SandboxUser' });
    const attacker = newAddress();
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', API_PATHS.login, { body: { email: user.email, password: 'wrong-password' }, address: attacker }),
      ),
    );
    const statuses = expectStatus(guesses, (status) => status === 401 || status === 429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    // Whichever process it reaches, the attacker's address stays refused, and the owner still signs in.
    const again = await Promise.all(
      [0, 1].map(() => call('POST', API_PATHS.login, { body: { email: user.email, password: user.password }, address: attacker })),
    );
    expect(expectStatus(again, 429)).toEqual([429, 429]);
    expect(String(again[0]?.body.data?.message)).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes\.$/);
    await signIn(user.email, user.password);
  });

  test('money: 50 concurrent payments of one invoice, with one key or many, make one payment and one audit entry', async () => {
    const company = await createPayingCompany(database.db);
    const invoice = await createTestInvoice(database.db, { companyId: company.companyId, vendorId: company.vendorId });
    const token = await signIn(company.payer.email, company.payer.password);
    const path = apiPath(API_PATHS.pay, { id: invoice.id, slug: ACH_METHOD_SLUG });

    const sameKey = randomUUID();
    const first = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', path, { token, headers: { 'idempotency-key': sameKey } })),
    );
    const second = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', path, { token, headers: { 'idempotency-key': randomUUID() } })),
    );
    // Any other answer is shown with its status and message.
    const refused = [...first, ...second].filter((answer) => answer.status !== 200);
    expectStatus(refused, 200);
    expect(refused.map((answer) => `${answer.status} ${String(answer.body.data?.message)}`)).toEqual([]);
    const references = new Set([...first, ...second].map((answer) => answer.body.data?.reference));
    expect(references.size).toBe(1);

    const rows = await database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(rows).toHaveLength(1);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.created'), eq(auditLog.companyId, company.companyId)));
    expect(audit).toHaveLength(1);
  }, 60_000);

  // contracts: the schedule every process runs at start (and hourly)
  test('contract schedule: the passes both processes ran at start, and one more from the command line, send each reminder once', async () => {
    const A = DEMO_CONTRACTS.acme;
    // The demo's contracts ending within 30 days, found past their 30-day mark: one catch-up reminder each.
    const reminded = [A.hannahActive.id, A.yukiNoticeGiven.id];
    const claims = () => database.db.select().from(contractReminders).where(inArray(contractReminders.contractId, reminded));
    const deadline = Date.now() + 30_000;
    while ((await claims()).length < reminded.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));

    const command = await runCli(['contract-schedule'], { DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
    expect(command.code).toBe(0);
    expect(command.output).toContain('reminders sent: 0 (0 e-mail(s) queued)');

    expect((await claims()).map((claim) => claim.daysBefore)).toEqual([30, 30]);
    const told = await database.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.companyId, DEMO_IDS.acme), eq(users.enabled, true), arrayContains(users.roles, ['contracts'])));
    const mails = await database.db
      .select({ to: outboxEmails.to, subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(like(outboxEmails.subject, 'Contract CTR-2026-000% with % ends in %'));
    expect(mails.map((mail) => `${mail.to} ${mail.subject}`).sort()).toEqual(
      told
        .flatMap((user) => [
          `${user.email} Contract ${A.hannahActive.number} with Hannah Becker ends in 18 days`,
          `${user.email} Contract ${A.yukiNoticeGiven.number} with Yuki Tanaka ends in 24 days`,
        ])
        .sort(),
    );
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contract.reminder_sent'), eq(auditLog.companyId, DEMO_IDS.acme)));
    expect(audit).toHaveLength(reminded.length);
  }, 90_000);

  // billing: autopay, which every process runs on its schedule
  test('autopay: both processes run it every second, and each due invoice is charged once, with one payment and one receipt', async () => {
    const company = await createPayingCompany(database.db);
    const editor = await createTestUser(database.db, { companyId: company.companyId, roles: ['invoices', 'account_editor'] });
    const token = await signIn(editor.email, editor.password);
    const tokenized = await call('POST', SANDBOX_PATHS.bankAccountTokens, {
      token,
      body: {
        routing_number: SANDBOX_BANK.routingNumber,
        account_number: SANDBOX_BANK.accountNumber,
        account_holder_name: 'Acme',
        account_holder_type: 'company',
      },
    });
    const added = await call('POST', API_PATHS.savedBankAccounts, {
      token,
      body: { bank_account_id: String((tokenized.body as { id?: string }).id) },
    });
    expect(expectStatus([added], 200)).toEqual([200]);
    const accountId = String(added.body.data?.id);
    const verified = await call('POST', apiPath(API_PATHS.savedBankAccountVerify, { id: accountId }), {
      token,
      body: { 'amounts[0]': 32, 'amounts[1]': 45 },
    });
    expect(expectStatus([verified], 200)).toEqual([200]);

    const today = new Date().toISOString().slice(0, 10);
    const due = await Promise.all(
      [1, 2, 3].map(async () => {
        const invoice = await createTestInvoice(database.db, { companyId: company.companyId, vendorId: company.vendorId });
        await database.db.update(invoices).set({ dueOn: today }).where(eq(invoices.id, invoice.id));
        return invoice;
      }),
    );
    const ids = due.map((invoice) => invoice.id);
    const turnedOn = await call('PUT', API_PATHS.autopaySettings, {
      token,
      body: { enabled: true, method: { type: 'bank_account', id: accountId }, limit: null },
    });
    expect(expectStatus([turnedOn], 200)).toEqual([200]);

    // Paid once the ACH debits settle (the sandbox's webhook, a second later); then a few more passes of both processes.
    const receipts = () =>
      database.db
        .select({ subject: outboxEmails.subject })
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, editor.email), like(outboxEmails.subject, 'Receipt for invoice %')));
    const deadline = Date.now() + 45_000;
    while ((await receipts()).length < ids.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    await new Promise((resolve) => setTimeout(resolve, 4 * AUTOPAY_INTERVAL_MS));

    const attempts = await database.db.select().from(autopayAttempts).where(inArray(autopayAttempts.invoiceId, ids));
    expect(attempts.map((attempt) => attempt.status)).toEqual(['paid', 'paid', 'paid']);
    const groups = await database.db.select().from(paymentGroups).where(eq(paymentGroups.companyId, company.companyId));
    expect(groups.map((group) => group.origin)).toEqual(['autopay', 'autopay', 'autopay']);
    const rows = await database.db.select().from(payments).where(inArray(payments.invoiceId, ids));
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(new Set(rows.map((row) => row.invoiceId)).size).toBe(ids.length);
    expect((await receipts()).map((mail) => mail.subject).sort()).toEqual(
      due.map((invoice) => `Receipt for invoice ${invoice.number}`).sort(),
    );
    const paid = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'autopay.paid'), eq(auditLog.companyId, company.companyId)));
    expect(paid.map((entry) => entry.subjectId).sort()).toEqual([...ids].sort());
    const statuses = await database.db.select({ status: invoices.status }).from(invoices).where(inArray(invoices.id, ids));
    expect(statuses.map((row) => row.status)).toEqual(['paid', 'paid', 'paid']);
  }, 90_000);
});
