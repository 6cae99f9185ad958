import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACH_METHOD_SLUG, API_PATHS, apiPath, CARD_METHOD_SLUG, SANDBOX_PATHS } from '@portal/api-schema';
import { buildApp } from '../../app';
import type { PaymentRow } from '../../modules/billing/payment-provider';
import { bankAccounts, invoices, payments } from '../../modules/billing/tables';
import { createPayingCompany, createTestInvoice } from '../../testing/billing-fixtures';
import type { DatabaseHandle } from '../../platform/database/database';
import { createTestDatabase } from '../../testing/test-database';
import {
  bearer,
  createTestContext,
  dataOf,
  postForm as postFormAs,
  testConfig,
  testPasswords,
  type TestContext,
} from '../../testing/test-app';
import { createSandboxLinks } from '../links/sandbox-links';
import { createSandboxProvider } from './sandbox-payment-provider';
import { sandboxPaymentEvents } from './tables';

// Two API processes behind a load balancer, on one database: each request may reach either.
const ENV = { ACH_SETTLE_DELAY_MS: '300' };
let context: TestContext;
let first: FastifyInstance;
let second: FastifyInstance;
let company: Awaited<ReturnType<typeof createPayingCompany>>;
let token: string;
let tried = 0;
let failed = 0;

const anotherProcess = () => buildApp({ config: testConfig(ENV), db: context.db, passwords: testPasswords, logger: false });

beforeAll(async () => {
  context = await createTestContext({ env: ENV });
  first = context.app;
  second = await anotherProcess();
  company = await createPayingCompany(context.db);
  token = await context.login(company.payer.email, company.payer.password);
});
afterAll(async () => {
  await second?.close();
  await context?.close();
  console.log(`sandbox on two processes: ${tried} checks tried, ${failed} failed`);
});

function check(ok: boolean) {
  tried += 1;
  if (!ok) failed += 1;
  expect(ok).toBe(true);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const postForm = (app: FastifyInstance, url: string, form: Record<string, string>) => postFormAs(app, url, form, token);

async function newPayment(app: FastifyInstance, slug: string) {
  const invoice = await createTestInvoice(context.db, { companyId: company.companyId, vendorId: company.vendorId });
  const response = await app.inject({ method: 'POST', url: apiPath(API_PATHS.pay, { id: invoice.id, slug }), headers: bearer(token) });
  check(response.statusCode === 200);
  return { invoiceId: invoice.id, reference: dataOf<{ reference: string }>(response).reference };
}

async function invoiceStatus(id: string) {
  const [row] = await context.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id));
  return row?.status;
}

describe('the sandbox payment provider on two processes', () => {
  test('a card checkout created through one is shown, decided and read through the other', async () => {
    const { invoiceId, reference } = await newPayment(first, CARD_METHOD_SLUG);
    const metadata = await first.inject({
      method: 'GET',
      url: apiPath(API_PATHS.paymentMetadata, { reference, slug: CARD_METHOD_SLUG }),
      headers: bearer(token),
    });
    const checkoutUrl = dataOf<{ checkout_options: { checkout_url: string } }>(metadata).checkout_options.checkout_url;
    const page = await second.inject({ method: 'GET', url: checkoutUrl });
    check(page.statusCode === 200 && page.body.includes('name="card_number"'));
    const decisionUrl = `/api/sandbox/checkout/${reference}${new URL(checkoutUrl, 'http://portal.test').search}`;
    const decision = await second.inject({
      method: 'POST',
      url: decisionUrl,
      payload: { action: 'pay', card_number: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    check(decision.statusCode === 200);
    expect(decision.json()).toMatchObject({ status: 'succeeded' });
    // The portal reports the outcome to the first process, which asks the provider: it knows.
    const status = await postForm(first, apiPath(API_PATHS.setPaymentStatus, { reference }), {
      'set-payment-status': 'sandbox',
      reference,
      status: 'succeeded',
      raw_request: '{}',
    });
    check(status.statusCode === 200);
    expect(dataOf(status)).toMatchObject({ reference, status: 'succeeded' });
    check((await invoiceStatus(invoiceId)) === 'paid');
  });

  test('a checkout canceled through one cannot be paid through the other', async () => {
    const { reference } = await newPayment(second, CARD_METHOD_SLUG);
    const metadata = await second.inject({
      method: 'GET',
      url: apiPath(API_PATHS.paymentMetadata, { reference, slug: CARD_METHOD_SLUG }),
      headers: bearer(token),
    });
    const search = new URL(
      dataOf<{ checkout_options: { checkout_url: string } }>(metadata).checkout_options.checkout_url,
      'http://portal.test',
    ).search;
    const url = `/api/sandbox/checkout/${reference}${search}`;
    check((await first.inject({ method: 'POST', url, payload: { action: 'cancel' } })).statusCode === 200);
    const late = await second.inject({
      method: 'POST',
      url,
      payload: { action: 'pay', card_number: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    check(late.statusCode === 409);
  });

  test('a bank account token made on one is used on the other', async () => {
    const { reference } = await newPayment(first, ACH_METHOD_SLUG);
    const tokenized = await first.inject({
      method: 'POST',
      url: SANDBOX_PATHS.bankAccountTokens,
      headers: bearer(token),
      payload: { routing_number: '110000000', account_number: '000123456789', account_holder_name: 'Acme', account_holder_type: 'company' },
    });
    check(tokenized.statusCode === 200);
    const created = await postForm(second, apiPath(API_PATHS.achCreate, { reference }), {
      bank_account_id: (tokenized.json() as { id: string }).id,
    });
    check(created.statusCode === 200);
    const [account] = await context.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, dataOf<{ bank_account_id: string }>(created).bank_account_id));
    expect(account).toMatchObject({ last4: '6789', bankName: 'STRIPE TEST BANK' });
  });

  test('an ACH debit started on a process that stops settles through the other, once', async () => {
    const stopping = await anotherProcess();
    const [account] = await context.db
      .insert(bankAccounts)
      .values({
        companyId: company.companyId,
        userId: company.payer.id,
        provider: 'sandbox',
        providerAccountId: `ba_two_${Date.now()}`,
        last4: '6789',
        status: 'verified',
      })
      .returning();
    if (!account) throw new Error('No account');
    const { invoiceId, reference } = await newPayment(stopping, ACH_METHOD_SLUG);
    const paid = await postForm(stopping, apiPath(API_PATHS.achPay, { reference }), { bank_account_id: account.id });
    check(paid.statusCode === 200);
    // The process goes away before the debit settles (300 ms): its timer goes with it.
    await stopping.close();
    // The other one, polling, delivers it (it needs to have started polling: any request readies it).
    await second.inject({ method: 'GET', url: '/api/health' });
    await waitFor(async () => (await invoiceStatus(invoiceId)) === 'paid');
    const eventsOf = () => context.db.select().from(sandboxPaymentEvents).where(eq(sandboxPaymentEvents.reference, reference));
    // The provider marks the event delivered once the webhook has answered, just after the invoice turned paid.
    await waitFor(async () => (await eventsOf()).every((event) => event.deliveredAt !== null));
    const [payment] = await context.db.select().from(payments).where(eq(payments.reference, reference));
    const events = await eventsOf();
    check(events.length === 1 && events[0]?.attempts === 1 && events[0].deliveredAt !== null);
    check(payment?.status === 'succeeded');
  });
});

describe('due events with several processes polling', () => {
  // A database of its own: no app's poller may take part, so that every delivery is counted here.
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  test('each ACH settle is delivered exactly once', async () => {
    const db = database.db;
    const COUNT = 40;
    const delivered: string[] = [];
    const providers = [0, 1, 2].map(() =>
      createSandboxProvider({
        db,
        links: createSandboxLinks('two-processes-test-secret-of-32-chars'),
        webhookSecret: 'test-payment-webhook-secret',
        achSettleDelayMs: 50,
        wireConfirmDelayMs: 50,
        pollIntervalMs: 5,
        async deliver(_path, body) {
          // A slow webhook widens the window in which another poller could take the same event.
          await new Promise((resolve) => setTimeout(resolve, 2));
          delivered.push((JSON.parse(body) as { id: string }).id);
        },
      }),
    );
    for (const provider of providers) provider.startPolling();
    const references = Array.from({ length: COUNT }, (_, index) => `ACH-TWO-${index}-${Date.now()}`);
    await Promise.all(
      references.map((reference, index) =>
        providers[index % providers.length]?.startAchPayment({ reference, providerPaymentId: null } as PaymentRow, {} as never, {
          ip: '127.0.0.1',
          userAgent: 'test',
        }),
      ),
    );
    const rows = () => db.select().from(sandboxPaymentEvents).where(inArray(sandboxPaymentEvents.reference, references));
    await waitFor(async () => (await rows()).every((row) => row.deliveredAt !== null));
    // Whatever any poller still had in hand has landed by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const provider of providers) provider.close();
    const ids = (await rows()).map((row) => row.id);
    check(ids.length === COUNT);
    for (const id of ids) check(delivered.filter((delivery) => delivery === id).length === 1);
    check(delivered.length === COUNT);
    expect((await rows()).map((row) => row.attempts)).toEqual(Array(COUNT).fill(1));
  });
});
