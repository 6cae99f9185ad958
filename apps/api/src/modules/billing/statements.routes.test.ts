import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  API_PATHS,
  END_BEFORE_START,
  STATEMENT_PERIOD_TOO_LONG,
  STATEMENT_TOO_MANY_INVOICES,
  statementSchema,
  type Statement,
  type InvoiceStatus,
} from '@portal/api-schema';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { createPayingCompany } from '../../testing/billing-fixtures';
import { pdfPagesText } from '../../testing/pdf-text';
import { getStatement } from './get-statement';
import { invoices, payments } from './tables';

let context: TestContext;
let company: Awaited<ReturnType<typeof createPayingCompany>>;
let token: string;
let otherToken: string;
let interviewToken: string;

async function addInvoice(input: {
  companyId: string;
  vendorId: string;
  number: string;
  status: InvoiceStatus;
  issuedOn: string;
  dueOn: string;
  totalMinor: number;
  currency?: string;
  paidAt?: Date;
}) {
  const currency = input.currency ?? 'USD';
  const [row] = await context.db
    .insert(invoices)
    .values({
      companyId: input.companyId,
      vendorId: input.vendorId,
      number: input.number,
      status: input.status,
      currency,
      totalMinor: input.totalMinor,
      totals: [{ slug: 'total', label: 'Total', currency, added_value: input.totalMinor }],
      issuedOn: input.issuedOn,
      dueOn: input.dueOn,
      paidAt: input.paidAt ?? null,
    })
    .returning();
  if (!row) throw new Error('No invoice');
  return row;
}

beforeAll(async () => {
  context = await createTestContext();
  company = await createPayingCompany(context.db);
  token = await context.login(company.payer.email, company.payer.password);
  const other = await createPayingCompany(context.db);
  otherToken = await context.login(other.payer.email, other.payer.password);
  const interviewer = await createTestUser(context.db, { companyId: company.companyId, roles: ['proposals', 'my_company'] });
  interviewToken = await context.login(interviewer.email, interviewer.password);

  const base = { companyId: company.companyId, vendorId: company.vendorId };
  // Owed before the period: opening balance 1,000.00.
  await addInvoice({ ...base, number: 'ST-001', status: 'overdue', issuedOn: '2026-06-01', dueOn: '2026-07-01', totalMinor: 100_000 });
  // Issued before, paid in the period by a payment that succeeded.
  const paidByPayment = await addInvoice({
    ...base,
    number: 'ST-002',
    status: 'paid',
    issuedOn: '2026-09-01',
    dueOn: '2026-10-01',
    totalMinor: 50_000,
    paidAt: new Date('2026-10-20T12:00:00Z'),
  });
  await context.db.insert(payments).values({
    reference: 'PAY-ST-002',
    invoiceId: paidByPayment.id,
    companyId: company.companyId,
    userId: company.payer.id,
    methodSlug: 'stripe-card',
    provider: 'sandbox',
    status: 'succeeded',
    amountMinor: 50_000,
    currency: 'USD',
    succeededAt: new Date('2026-10-15T23:30:00Z'),
  });
  // Issued in the period and paid in it, an older row with a paid date and no payment.
  await addInvoice({
    ...base,
    number: 'ST-003',
    status: 'cleared',
    issuedOn: '2026-11-02',
    dueOn: '2026-12-02',
    totalMinor: 20_000,
    paidAt: new Date('2026-11-10T09:00:00Z'),
  });
  // Issued in the period, outstanding: 45 days past due at the end.
  await addInvoice({ ...base, number: 'ST-004', status: 'open', issuedOn: '2026-10-10', dueOn: '2026-11-16', totalMinor: 7_500 });
  // Cancelled: never owed, on no statement.
  await addInvoice({ ...base, number: 'ST-005', status: 'cancelled', issuedOn: '2026-11-05', dueOn: '2026-12-05', totalMinor: 999_999 });
  // Another currency.
  await addInvoice({
    ...base,
    number: 'ST-EUR',
    status: 'open',
    issuedOn: '2026-11-05',
    dueOn: '2027-01-05',
    totalMinor: 3_300,
    currency: 'EUR',
  });
  // Another company's invoice on the same days.
  await addInvoice({
    companyId: other.companyId,
    vendorId: other.vendorId,
    number: 'OTHER-001',
    status: 'open',
    issuedOn: '2026-11-01',
    dueOn: '2026-11-02',
    totalMinor: 123_456,
  });
});
afterAll(() => context?.close());

const PERIOD = { from: '2026-10-01', to: '2026-12-31' };

async function get(url: string, query: Record<string, string>, as = token) {
  return context.app.inject({ method: 'GET', url, query, headers: bearer(as) });
}

async function statementOf(query: Record<string, string>, as = token): Promise<Statement> {
  const response = await get(API_PATHS.statement, query, as);
  expect(response.statusCode).toBe(200);
  return statementSchema.parse(dataOf(response));
}

describe('GET statement', () => {
  test('opening balance, charges and credits with the running balance, closing balance and aging', async () => {
    const statement = await statementOf({ ...PERIOD, currency: 'USD' });
    expect(statement.currencies).toEqual(['USD', 'EUR']);
    expect(statement.opening_balance).toEqual({ currency: 'USD', added_value: 150_000 });
    expect(statement.lines.map((line) => [line.date, line.kind, line.document, line.amount.added_value, line.balance.added_value])).toEqual(
      [
        ['2026-10-10', 'invoice', 'ST-004', 7_500, 157_500],
        // The payment's own day in UTC, not the invoice's paid date.
        ['2026-10-15', 'payment', 'PAY-ST-002', 50_000, 107_500],
        ['2026-11-02', 'invoice', 'ST-003', 20_000, 127_500],
        ['2026-11-10', 'payment', 'ST-003', 20_000, 107_500],
      ],
    );
    expect(statement.total_charges.added_value).toBe(27_500);
    expect(statement.total_credits.added_value).toBe(70_000);
    expect(statement.closing_balance.added_value).toBe(107_500);
    expect(statement.aging.buckets.map((bucket) => [bucket.bucket, bucket.count, bucket.amount.added_value])).toEqual([
      ['current', 0, 0],
      ['days_1_30', 0, 0],
      ['days_31_60', 1, 7_500],
      ['days_61_90', 0, 0],
      ['over_90', 1, 100_000],
    ]);
    expect(statement.aging.total.added_value).toBe(107_500);
  });

  test('without a currency, the one of most invoices; another currency has its own statement', async () => {
    expect((await statementOf(PERIOD)).currency).toBe('USD');
    const euros = await statementOf({ ...PERIOD, currency: 'EUR' });
    expect(euros.lines.map((line) => line.document)).toEqual(['ST-EUR']);
    expect(euros.closing_balance).toEqual({ currency: 'EUR', added_value: 3_300 });
    expect(euros.aging.buckets[0]).toEqual({ bucket: 'current', count: 1, amount: { currency: 'EUR', added_value: 3_300 } });
  });

  test('a currency without invoices and an empty period: no lines, the balance carried', async () => {
    const none = await statementOf({ ...PERIOD, currency: 'JPY' });
    expect(none.lines).toEqual([]);
    expect(none.closing_balance).toEqual({ currency: 'JPY', added_value: 0 });
    const empty = await statementOf({ from: '2027-01-01', to: '2027-01-31', currency: 'USD' });
    expect(empty.lines).toEqual([]);
    expect(empty.opening_balance.added_value).toBe(107_500);
    expect(empty.closing_balance.added_value).toBe(107_500);
  });

  test('without a period, this quarter so far', async () => {
    const statement = await statementOf({});
    const today = new Date().toISOString().slice(0, 10);
    expect(statement.to).toBe(today);
    expect(statement.from.slice(8)).toBe('01');
    expect(statement.from <= today).toBe(true);
  });

  test("only the company's own invoices: another company sees none of them", async () => {
    const theirs = await statementOf({ ...PERIOD, currency: 'USD' }, otherToken);
    expect(theirs.lines.map((line) => line.document)).toEqual(['OTHER-001']);
    expect(theirs.currencies).toEqual(['USD']);
    const ours = await statementOf({ ...PERIOD, currency: 'USD' });
    expect(ours.lines.map((line) => line.document)).not.toContain('OTHER-001');
  });

  test.each([
    [{ from: '2026-13-01', to: '2026-12-31' }, 'from'],
    [{ from: '2026-10-01', to: 'yesterday' }, 'to'],
    [{ from: '2026-10-01', to: '2026-12-31', currency: 'usd' }, 'currency'],
    [{ from: '2026-10-01', to: '2026-12-31', currency: 'DOLLARS' }, 'currency'],
  ])('%j is refused with 422 naming %s', async (query, property) => {
    for (const url of [API_PATHS.statement, API_PATHS.statementPdf, API_PATHS.statementCsv]) {
      const response = await get(url, query);
      expect(response.statusCode).toBe(422);
      expect(response.json().data.errors.map((error: { property: string }) => error.property)).toEqual([property]);
    }
  });

  test('an end before the start, or a period over five years, is a 422 on to', async () => {
    for (const url of [API_PATHS.statement, API_PATHS.statementPdf, API_PATHS.statementCsv]) {
      const backwards = await get(url, { from: '2026-12-31', to: '2026-10-01' });
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().data.errors).toEqual([{ property: 'to', message: END_BEFORE_START }]);
      const tooLong = await get(url, { from: '2020-01-01', to: '2026-12-31' });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json().data.errors).toEqual([{ property: 'to', message: STATEMENT_PERIOD_TOO_LONG }]);
    }
  });

  test('a period holding more invoices than a statement reads is a 422 on from', async () => {
    const actor = { userId: company.payer.id, companyId: company.companyId, ip: '127.0.0.1', userAgent: 'test' };
    const query = { ...PERIOD, currency: 'USD' };
    await expect(getStatement({ db: context.db }, { actor, query, maxInvoices: 3 })).rejects.toMatchObject({
      statusCode: 422,
      errors: [{ property: 'from', message: STATEMENT_TOO_MANY_INVOICES }],
    });
    // Four are read: the three of the period and the one still owed at its start.
    expect((await getStatement({ db: context.db }, { actor, query, maxInvoices: 4 })).lines).toHaveLength(4);
  });

  test('needs the invoices role', async () => {
    for (const url of [API_PATHS.statement, API_PATHS.statementPdf, API_PATHS.statementCsv]) {
      expect((await get(url, PERIOD, interviewToken)).statusCode).toBe(403);
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('statement files', () => {
  test('the CSV: opening, each line with its balance, closing and the aging', async () => {
    const response = await get(API_PATHS.statementCsv, { ...PERIOD, currency: 'USD' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('statement-USD-2026-10-01-to-2026-12-31.csv');
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Date,Type,Document,Description,Charge,Credit,Balance,Currency',
      '2026-10-01,Opening balance,,,,,1500.00,USD',
      '2026-10-10,Invoice,ST-004,"Invoice from Northwind Devs, due 2026-11-16",75.00,,1575.00,USD',
      '2026-10-15,Payment,PAY-ST-002,Payment of ST-002,,500.00,1075.00,USD',
      '2026-11-02,Invoice,ST-003,"Invoice from Northwind Devs, due 2026-12-02",200.00,,1275.00,USD',
      '2026-11-10,Payment,ST-003,Payment of ST-003,,200.00,1075.00,USD',
      '2026-12-31,Closing balance,,,275.00,700.00,1075.00,USD',
      '2026-12-31,Outstanding,,Current: 0 invoices,,,0.00,USD',
      '2026-12-31,Outstanding,,1-30 days: 0 invoices,,,0.00,USD',
      '2026-12-31,Outstanding,,31-60 days: 1 invoice,,,75.00,USD',
      '2026-12-31,Outstanding,,61-90 days: 0 invoices,,,0.00,USD',
      '2026-12-31,Outstanding,,Over 90 days: 1 invoice,,,1000.00,USD',
      '2026-12-31,Outstanding,,Total,,,1075.00,USD',
      '',
    ]);
  });

  test('the PDF: the header on every page, the lines, the closing balance and the aging', async () => {
    // Enough invoices for several pages.
    const many = await createPayingCompany(context.db);
    const manyToken = await context.login(many.payer.email, many.payer.password);
    await context.db.insert(invoices).values(
      Array.from({ length: 70 }, (_, index) => ({
        companyId: many.companyId,
        vendorId: many.vendorId,
        number: `MANY-${String(index + 1).padStart(3, '0')}`,
        status: 'open' as const,
        currency: 'USD',
        totalMinor: 1_000,
        totals: [{ slug: 'total', label: 'Total', currency: 'USD', added_value: 1_000 }],
        issuedOn: '2026-11-01',
        dueOn: '2026-11-30',
      })),
    );
    const response = await get(API_PATHS.statementPdf, PERIOD, manyToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('statement-USD-2026-10-01-to-2026-12-31.pdf');
    const pages = await pdfPagesText(response.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page).toContain('Statement of account');
      expect(page).toContain('USD, 2026-10-01 to 2026-12-31');
      expect(page).toContain(`page ${pages.indexOf(page) + 1} of ${pages.length}`);
    }
    // The ledger's column titles on each page it runs onto.
    expect(pages.filter((page) => page.includes('Balance')).length).toBeGreaterThan(1);
    const all = pages.join('\n');
    expect(all).toContain('MANY-001');
    expect(all).toContain('MANY-070');
    expect(all).toContain('Closing balance');
    expect(all).toContain('700.00 USD');
    expect(all).toContain('1-30 days');
  });

  test("the PDF of our statement holds none of another company's invoices", async () => {
    const response = await get(API_PATHS.statementPdf, { ...PERIOD, currency: 'USD' });
    expect(response.statusCode).toBe(200);
    const text = (await pdfPagesText(response.rawPayload)).join('\n');
    expect(text).toContain('ST-004');
    expect(text).toContain('PAY-ST-002');
    expect(text).not.toContain('OTHER-001');
    expect(text).not.toContain('ST-005');
    expect(text).toContain('Over 90 days');
  });
});
