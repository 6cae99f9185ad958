import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  type InvoiceTimelineEntry,
  PAY_SEVERAL_MAX_INVOICES,
  type PayInvoicesResult,
  type SavedMethodChoice,
} from '@portal/api-schema';
import { auditLog } from '../../platform/audit/tables';
import { outboxEmails } from '../../platform/outbox/tables';
import {
  createTestBankAccount,
  createTestCard,
  createTestInvoice,
  createTestVendor,
  twoPayingCompanies,
} from '../../testing/billing-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { invoices, paymentGroups, payments } from './tables';

// POST /api/client-cabinet/invoices/pay: the route around payInvoicesWithSavedMethod (its own
// tests are the core's); roles, tenancy, 422 per field, and the whole way to paid invoices.

const SETTLE_DELAY_MS = 30;

let context: TestContext;
let company: Awaited<ReturnType<typeof twoPayingCompanies>>['company'];
let other: typeof company;
let token: string;
let otherToken: string;
let secondVendorId: string;

beforeAll(async () => {
  context = await createTestContext({ env: { ACH_SETTLE_DELAY_MS: String(SETTLE_DELAY_MS) } });
  ({ company, other, token, otherToken } = await twoPayingCompanies(context));
  secondVendorId = await createTestVendor(context.db);
});
afterAll(() => context?.close());

const newInvoice = (input: Partial<Parameters<typeof createTestInvoice>[1]> = {}, of = company) =>
  createTestInvoice(context.db, { companyId: of.companyId, vendorId: of.vendorId, ...input });

function paySeveral(body: unknown, auth = token) {
  return context.app.inject({ method: 'POST', url: API_PATHS.payInvoices, headers: bearer(auth), payload: body as object });
}

async function verifiedAccount(of = company): Promise<SavedMethodChoice> {
  return { type: 'bank_account', id: (await createTestBankAccount(context.db, of.companyId, of.payer.id)).id };
}

/** A saved card of the sandbox whose charges succeed or are declined. */
async function savedCard(behaviour: 'succeeds' | 'declines', of = company): Promise<SavedMethodChoice> {
  return { type: 'card', id: (await createTestCard(context.db, of.companyId, of.payer.id, { behaviour })).id };
}

async function statusesOf(ids: string[]) {
  const rows = await context.db.select({ id: invoices.id, status: invoices.status }).from(invoices).where(inArray(invoices.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const receiptsTo = (email: string) => context.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

async function timelineOf(id: string): Promise<InvoiceTimelineEntry[]> {
  const response = await context.app.inject({ method: 'GET', url: apiPath(API_PATHS.invoiceTimeline, { id }), headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return dataOf<InvoiceTimelineEntry[]>(response);
}

const fieldsOf = (response: { json(): unknown }) =>
  ((response.json() as { data: { errors?: Array<{ property: string }> } }).data.errors ?? []).map((error) => error.property);

describe('access', () => {
  test('a session and the invoices role are needed', async () => {
    const invoice = await newInvoice();
    const body = { invoice_ids: [invoice.id], method: await verifiedAccount() };
    expect((await context.app.inject({ method: 'POST', url: API_PATHS.payInvoices, payload: body })).statusCode).toBe(401);
    const noRole = await createTestUser(context.db, { companyId: company.companyId, roles: ['contracts', 'my_company'] });
    const refused = await paySeveral(body, await context.login(noRole.email, noRole.password));
    expect(refused.statusCode).toBe(403);
    expect(await statusesOf([invoice.id])).toEqual({ [invoice.id]: 'open' });
  });

  test("another company's invoice or method answers 404 as an unknown one, and pays nothing", async () => {
    const mine = await newInvoice();
    const theirs = await newInvoice({}, other);
    const myAccount = await verifiedAccount();
    const theirAccount = await verifiedAccount(other);
    const unknown = randomUUID();
    for (const body of [
      { invoice_ids: [mine.id, theirs.id], method: myAccount },
      { invoice_ids: [mine.id, unknown], method: myAccount },
      { invoice_ids: [mine.id], method: theirAccount },
      { invoice_ids: [mine.id], method: { type: 'bank_account', id: unknown } },
      { invoice_ids: [mine.id], method: { type: 'card', id: myAccount.id } },
    ]) {
      const response = await paySeveral(body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 404 });
    }
    // The other company's payer cannot pay this company's invoice with its own account either.
    expect((await paySeveral({ invoice_ids: [mine.id], method: theirAccount }, otherToken)).statusCode).toBe(404);
    expect(await statusesOf([mine.id, theirs.id])).toEqual({ [mine.id]: 'open', [theirs.id]: 'open' });
    expect(
      await context.db
        .select()
        .from(payments)
        .where(inArray(payments.invoiceId, [mine.id, theirs.id])),
    ).toEqual([]);
  });
});

describe('input', () => {
  test('bad bodies are 422 with a message per field', async () => {
    const invoice = await newInvoice();
    const method = await verifiedAccount();
    const ids = Array.from({ length: PAY_SEVERAL_MAX_INVOICES + 1 }, () => randomUUID());
    const cases: Array<[unknown, string[]]> = [
      [{ method }, ['invoice_ids']],
      [{ invoice_ids: [], method }, ['invoice_ids']],
      [{ invoice_ids: [invoice.id, invoice.id], method }, ['invoice_ids']],
      [{ invoice_ids: ids, method }, ['invoice_ids']],
      [{ invoice_ids: ['not-a-uuid'], method }, ['invoice_ids.0']],
      [{ invoice_ids: [invoice.id], method: { type: 'paypal', id: method.id } }, ['method.type']],
      [{ invoice_ids: [invoice.id], method: { type: 'bank_account', id: 'x' } }, ['method.id']],
      [{ invoice_ids: [invoice.id] }, ['method']],
    ];
    for (const [body, fields] of cases) {
      const response = await paySeveral(body);
      expect({ body, status: response.statusCode, fields: fieldsOf(response) }).toEqual({ body, status: 422, fields });
    }
  });

  test('a method that cannot pay is 422 on the method: an unverified account, an expired card', async () => {
    const invoice = await newInvoice();
    const account = await createTestBankAccount(context.db, company.companyId, company.payer.id, 'new');
    const expired = await createTestCard(context.db, company.companyId, company.payer.id, { expYear: 2020 });
    for (const method of [
      { type: 'bank_account', id: account.id },
      { type: 'card', id: expired.id },
    ]) {
      const response = await paySeveral({ invoice_ids: [invoice.id], method });
      expect({ method, status: response.statusCode, fields: fieldsOf(response) }).toEqual({
        method,
        status: 422,
        fields: [expect.stringMatching(/^method/)],
      });
    }
    expect(await statusesOf([invoice.id])).toEqual({ [invoice.id]: 'open' });
  });
});

describe('paying', () => {
  test('three invoices of two vendors with a verified account: two charges, three payments, paid once the debits settle; a receipt and the timeline each', async () => {
    const first = await newInvoice({ totalMinor: 10_000 });
    const second = await newInvoice({ totalMinor: 20_000 });
    const third = await newInvoice({ vendorId: secondVendorId, totalMinor: 30_000 });
    const ids = [first.id, second.id, third.id];
    const before = (await receiptsTo(company.payer.email)).length;

    const response = await paySeveral({ invoice_ids: ids, method: await verifiedAccount() });
    expect(response.statusCode).toBe(200);
    const result = dataOf<PayInvoicesResult>(response);
    expect(result.invoices.map((outcome) => [outcome.invoice_id, outcome.status])).toEqual(ids.map((id) => [id, 'processing']));
    expect(result.charges).toHaveLength(2);
    expect(result.charges.map((charge) => charge.amount.added_value).sort((a, b) => a - b)).toEqual([30_000, 30_000]);
    expect(result.charges.find((charge) => charge.vendor_name === 'Contoso Engineering')?.invoice_ids).toEqual([third.id]);
    const groups = await context.db.select().from(paymentGroups).where(eq(paymentGroups.companyId, company.companyId));
    expect(groups.filter((group) => result.charges.some((charge) => charge.reference === group.reference))).toHaveLength(2);
    const rows = await context.db.select().from(payments).where(inArray(payments.invoiceId, ids));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.groupId)).size).toBe(2);

    await waitFor(async () => Object.values(await statusesOf(ids)).every((status) => status === 'paid'));
    await waitFor(async () => (await receiptsTo(company.payer.email)).length >= before + 3);
    expect(await receiptsTo(company.payer.email)).toHaveLength(before + 3);
    for (const outcome of result.invoices) {
      const kinds = (await timelineOf(outcome.invoice_id))
        .filter((entry) => entry.reference === outcome.reference)
        .map((entry) => entry.kind);
      expect(kinds.length).toBeGreaterThanOrEqual(2);
    }
    // Paid invoices are not paid again: the answer names the payments that paid them.
    const again = dataOf<PayInvoicesResult>(await paySeveral({ invoice_ids: ids, method: await verifiedAccount() }));
    expect(again.charges).toEqual([]);
    expect(again.invoices.map((outcome) => [outcome.status, outcome.reference])).toEqual(
      result.invoices.map((outcome) => ['succeeded', outcome.reference]),
    );
    expect(await context.db.select().from(payments).where(inArray(payments.invoiceId, ids))).toHaveLength(3);
  });

  test('a saved card pays at once; a declined card fails per invoice, and a retry with another method pays', async () => {
    const paidAtOnce = await newInvoice({ totalMinor: 4_200 });
    const paid = dataOf<PayInvoicesResult>(await paySeveral({ invoice_ids: [paidAtOnce.id], method: await savedCard('succeeds') }));
    expect(paid.invoices.map((outcome) => outcome.status)).toEqual(['succeeded']);
    expect(await statusesOf([paidAtOnce.id])).toEqual({ [paidAtOnce.id]: 'paid' });

    const declinedInvoices = [await newInvoice(), await newInvoice({ vendorId: secondVendorId })];
    const ids = declinedInvoices.map((invoice) => invoice.id);
    const declined = dataOf<PayInvoicesResult>(await paySeveral({ invoice_ids: ids, method: await savedCard('declines') }));
    expect(declined.invoices.map((outcome) => outcome.status)).toEqual(['failed', 'failed']);
    for (const outcome of declined.invoices) expect(outcome.message).toEqual(expect.any(String));
    expect(Object.values(await statusesOf(ids))).toEqual(['open', 'open']);

    const retried = dataOf<PayInvoicesResult>(await paySeveral({ invoice_ids: ids, method: await savedCard('succeeds') }));
    expect(retried.invoices.map((outcome) => outcome.status)).toEqual(['succeeded', 'succeeded']);
    expect(Object.values(await statusesOf(ids))).toEqual(['paid', 'paid']);
  });

  test('50 concurrent identical requests make one charge per vendor and currency and one audit entry per payment', async () => {
    const batch = [await newInvoice(), await newInvoice(), await newInvoice({ vendorId: secondVendorId })];
    const ids = batch.map((invoice) => invoice.id);
    const method = await verifiedAccount();
    const responses = await Promise.all(Array.from({ length: 50 }, () => paySeveral({ invoice_ids: ids, method })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    // Every answer tells each invoice under way (or paid, once the debit settled): none failed.
    for (const response of responses) {
      for (const outcome of dataOf<PayInvoicesResult>(response).invoices) expect(outcome.status).not.toBe('failed');
    }
    const rows = await context.db.select().from(payments).where(inArray(payments.invoiceId, ids));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.groupId)).size).toBe(2);
    const audits = await context.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'payment.created'),
          inArray(
            auditLog.subjectId,
            rows.map((row) => row.id),
          ),
        ),
      );
    expect(audits).toHaveLength(3);
    await waitFor(async () => Object.values(await statusesOf(ids)).every((status) => status === 'paid'));
  });
});
