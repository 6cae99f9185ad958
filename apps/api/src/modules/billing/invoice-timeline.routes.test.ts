import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { ACH_METHOD_SLUG, API_PATHS, apiPath, type InvoiceTimelineEntry } from '@portal/api-schema';
import { createTestInvoice, tokenizeSandboxBankAccount, twoPayingCompanies } from '../../testing/billing-fixtures';
import { bearer, createTestContext, dataOf, postForm as postFormAs, type TestContext } from '../../testing/test-app';
import { invoices, payments } from './tables';

const SETTLE_DELAY_MS = 30;

let context: TestContext;
let company: Awaited<ReturnType<typeof twoPayingCompanies>>['company'];
let other: typeof company;
let token: string;
let otherToken: string;

beforeAll(async () => {
  context = await createTestContext({ env: { ACH_SETTLE_DELAY_MS: String(SETTLE_DELAY_MS) } });
  ({ company, other, token, otherToken } = await twoPayingCompanies(context));
});
afterAll(() => context?.close());

const postForm = (url: string, form: Record<string, string>, auth = token) => postFormAs(context.app, url, form, auth);

function timelineOf(invoiceId: string, auth = token) {
  return context.app.inject({ method: 'GET', url: apiPath(API_PATHS.invoiceTimeline, { id: invoiceId }), headers: bearer(auth) });
}

async function timeline(invoiceId: string, auth = token): Promise<InvoiceTimelineEntry[]> {
  const response = await timelineOf(invoiceId, auth);
  expect(response.statusCode).toBe(200);
  return dataOf<InvoiceTimelineEntry[]>(response);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The sandbox's usual test account (ending 6789) first, then others: a company keeps each account once. */
const accountsSaved = new Map<string, number>();
function accountNumberFor(companyToken: string): string {
  const saved = (accountsSaved.get(companyToken) ?? 0) + 1;
  accountsSaved.set(companyToken, saved);
  return saved === 1 ? '000123456789' : `000${String(saved).padStart(9, '0')}`;
}

async function payByAchWithOneWrongTry(companyToken: string, ids: { companyId: string; vendorId: string }) {
  const invoice = await createTestInvoice(context.db, ids);
  const created = await context.app.inject({
    method: 'POST',
    url: apiPath(API_PATHS.pay, { id: invoice.id, slug: ACH_METHOD_SLUG }),
    headers: bearer(companyToken),
  });
  const { reference } = dataOf<{ reference: string }>(created);
  const tokenId = await tokenizeSandboxBankAccount(context.app, companyToken, accountNumberFor(companyToken));
  const account = await postForm(apiPath(API_PATHS.achCreate, { reference }), { bank_account_id: tokenId }, companyToken);
  const bankAccountId = dataOf<{ bank_account_id: string }>(account).bank_account_id;
  const verify = (amounts: [string, string]) =>
    postForm(
      apiPath(API_PATHS.achVerify, { reference }),
      { bank_account_id: bankAccountId, 'amounts[0]': amounts[0], 'amounts[1]': amounts[1] },
      companyToken,
    );
  expect((await verify(['1', '2'])).statusCode).toBe(422);
  expect((await verify(['32', '45'])).statusCode).toBe(200);
  await waitFor(async () => {
    const [row] = await context.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id));
    return row?.status === 'paid';
  });
  return { invoice, reference };
}

describe('GET invoice timeline', () => {
  test('tells an ACH payment from issue to paid, in order, with method, account and reasons', async () => {
    const { invoice, reference } = await payByAchWithOneWrongTry(token, company);
    const entries = await timeline(invoice.id);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'issued',
      'payment_started',
      'ach_deposits_sent',
      'status_changed',
      'ach_verification_failed',
      'ach_verified',
      'payment_processing',
      'payment_succeeded',
      'paid',
    ]);
    expect(entries[0]).toMatchObject({ kind: 'issued', at: '2026-11-01' });
    expect(entries[3]).toMatchObject({ kind: 'status_changed', status: 'ach_verification_pending' });
    for (const entry of entries.filter((candidate) => candidate.kind.startsWith('payment_') || candidate.kind.startsWith('ach_'))) {
      expect(entry).toMatchObject({ reference, method: 'Bank transfer (ACH)', bank_account_last4: '6789' });
    }
    expect(entries[4]?.message).toBe('The amounts do not match the deposits. 2 attempts left.');
    const times = entries.slice(1).map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  test("answers only the caller's company: another company's invoice is 404, and no entry crosses", async () => {
    const { invoice } = await payByAchWithOneWrongTry(token, company);
    expect((await timelineOf(invoice.id, otherToken)).statusCode).toBe(404);
    const theirs = await createTestInvoice(context.db, other);
    expect(await timeline(theirs.id, otherToken)).toEqual([expect.objectContaining({ kind: 'issued' })]);
    expect((await timelineOf(theirs.id)).statusCode).toBe(404);
  });

  test('a payment and a paid invoice from before the event log show what their rows tell', async () => {
    const invoice = await createTestInvoice(context.db, { ...company, status: 'paid' });
    const paidAt = new Date('2026-11-03T10:00:00Z');
    await context.db.update(invoices).set({ paidAt }).where(eq(invoices.id, invoice.id));
    await context.db.insert(payments).values({
      reference: 'PAY-OLD-1',
      invoiceId: invoice.id,
      companyId: company.companyId,
      userId: company.payer.id,
      methodSlug: 'stripe-card',
      provider: 'sandbox',
      status: 'failed',
      failureMessage: 'Your card was declined.',
      amountMinor: invoice.totalMinor,
      currency: invoice.currency,
      createdAt: new Date('2026-11-02T09:00:00Z'),
      updatedAt: new Date('2026-11-02T09:01:00Z'),
    });
    const entries = await timeline(invoice.id);
    expect(entries.map(({ kind, at, message, method }) => ({ kind, at, message, method }))).toEqual([
      { kind: 'issued', at: '2026-11-01', message: null, method: null },
      { kind: 'payment_started', at: '2026-11-02T09:00:00.000Z', message: null, method: 'Credit or debit card' },
      { kind: 'payment_failed', at: '2026-11-02T09:01:00.000Z', message: 'Your card was declined.', method: 'Credit or debit card' },
      { kind: 'paid', at: paidAt.toISOString(), message: null, method: null },
    ]);
  });

  test('accepting delivery is on the timeline', async () => {
    const invoice = await createTestInvoice(context.db, { ...company, status: 'in_escrow' });
    const accepted = await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.acceptDelivery, { id: invoice.id }),
      headers: bearer(token),
    });
    expect(accepted.statusCode).toBe(200);
    expect((await timeline(invoice.id)).map((entry) => entry.kind)).toEqual(['issued', 'delivery_accepted']);
  });
});
