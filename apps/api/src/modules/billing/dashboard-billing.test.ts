import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { API_PATHS, spendSchema, type InvoiceStatus } from '@portal/api-schema';
import { DEMO_IDS } from '../../demo/seed';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { companies, vendors } from '../company-users/tables';
import { deliveriesToAccept, invoicesToPay } from './billing-actions';
import { getSpend } from './get-spend';
import { invoices } from './tables';

let context: TestContext;
let companyId: string;
let vendorId: string;
const actor = () => ({ userId: 'u', companyId, ip: '127.0.0.1', userAgent: 'test' });

async function addInvoice(number: string, status: InvoiceStatus, currency: string, totalMinor: number, issuedOn: string, dueOn: string) {
  await context.db.insert(invoices).values({ companyId, vendorId, number, status, currency, totalMinor, totals: [], issuedOn, dueOn });
}

beforeAll(async () => {
  context = await createTestContext();
  const [company] = await context.db.insert(companies).values({ name: 'Spend Co' }).returning({ id: companies.id });
  const [vendor] = await context.db.insert(vendors).values({ name: 'Spend Vendor' }).returning({ id: vendors.id });
  if (!company || !vendor) throw new Error('No company or vendor');
  companyId = company.id;
  vendorId = vendor.id;
  await addInvoice('S-1', 'paid', 'EUR', 1000, '2026-11-02', '2026-12-02');
  await addInvoice('S-2', 'open', 'EUR', 500, '2026-11-10', '2026-12-10');
  await addInvoice('S-3', 'overdue', 'EUR', 300, '2026-09-01', '2026-10-01');
  await addInvoice('S-4', 'cleared', 'USD', 2000, '2026-01-15', '2026-02-14');
  await addInvoice('S-5', 'cancelled', 'USD', 9999, '2026-01-20', '2026-02-19');
  // Before the twelve months: left out.
  await addInvoice('S-6', 'paid', 'GBP', 4000, '2025-11-30', '2025-12-30');
  await addInvoice('S-7', 'open', 'USD', 700, '2026-11-01', '2026-10-13');
  await addInvoice('S-8', 'in_escrow', 'USD', 800, '2026-10-01', '2026-10-31');
});
afterAll(() => context?.close());

describe('spend per month', () => {
  test('twelve months up to the current one, per currency, zero in months without invoices', async () => {
    const spend = await getSpend({ db: context.db }, { actor: actor(), today: '2026-11-24' });
    expect(spend.months).toHaveLength(12);
    expect(spend.months[0]).toBe('2025-12');
    expect(spend.months[11]).toBe('2026-11');
    expect(spend.currencies.map((entry) => entry.currency)).toEqual(['EUR', 'USD']);
    const eur = spend.currencies[0]?.months ?? [];
    expect(eur.find((month) => month.month === '2026-11')).toEqual({ month: '2026-11', paid: 1000, outstanding: 500 });
    expect(eur.find((month) => month.month === '2026-09')).toEqual({ month: '2026-09', paid: 0, outstanding: 300 });
    expect(eur.find((month) => month.month === '2026-03')).toEqual({ month: '2026-03', paid: 0, outstanding: 0 });
    const usd = spend.currencies[1]?.months ?? [];
    // The cancelled invoice is neither paid nor outstanding; escrow counts as paid.
    expect(usd.find((month) => month.month === '2026-01')).toEqual({ month: '2026-01', paid: 2000, outstanding: 0 });
    expect(usd.find((month) => month.month === '2026-10')).toEqual({ month: '2026-10', paid: 800, outstanding: 0 });
    expect(usd.map((month) => month.month)).toEqual(spend.months);
  });

  test('across a year boundary the months run on', async () => {
    const spend = await getSpend({ db: context.db }, { actor: actor(), today: '2027-01-05' });
    expect(spend.months.slice(-3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  test('the endpoint: 403 without the invoices role, only the caller company', async () => {
    const interview = await context.login('interview@acme.test');
    expect((await context.app.inject({ method: 'GET', url: API_PATHS.invoicesSpend, headers: bearer(interview) })).statusCode).toBe(403);
    const user = await createTestUser(context.db, { companyId, roles: ['invoices'] });
    const token = await context.login(user.email, user.password);
    const response = await context.app.inject({ method: 'GET', url: API_PATHS.invoicesSpend, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const spend = spendSchema.parse(dataOf(response));
    const total = spend.currencies.flatMap((entry) => entry.months).reduce((sum, month) => sum + month.paid + month.outstanding, 0);
    // Only this company's paid or outstanding invoices issued in the twelve months the answer names.
    const counted: Array<[string, number]> = [
      ['2026-11', 1000],
      ['2026-11', 500],
      ['2026-09', 300],
      ['2026-01', 2000],
      ['2025-11', 4000],
      ['2026-11', 700],
      ['2026-10', 800],
    ];
    expect(total).toBe(counted.filter(([month]) => spend.months.includes(month)).reduce((sum, [, amount]) => sum + amount, 0));
    const acme = await context.login('finance@acme.test');
    const acmeSpend = spendSchema.parse(
      dataOf(await context.app.inject({ method: 'GET', url: API_PATHS.invoicesSpend, headers: bearer(acme) })),
    );
    const acmeRows = await context.db.select({ currency: invoices.currency }).from(invoices).where(eq(invoices.companyId, DEMO_IDS.acme));
    expect(acmeSpend.currencies.every((entry) => acmeRows.some((row) => row.currency === entry.currency))).toBe(true);
    expect(acmeSpend).not.toEqual(spend);
  });
});

describe('invoices to pay and deliveries to accept', () => {
  test('overdue first (marked or past due), then by due date; the count is of all', async () => {
    const group = await invoicesToPay({ db: context.db }).collect({
      actor: actor(),
      roles: ['invoices'],
      limit: 2,
      today: '2026-11-24',
      now: new Date(),
    });
    expect(group.count).toBe(3);
    expect(group.items.map((item) => [item.title, item.overdue])).toEqual([
      ['S-3', true],
      ['S-7', true],
    ]);
    const all = await invoicesToPay({ db: context.db }).collect({
      actor: actor(),
      roles: ['invoices'],
      limit: 5,
      today: '2026-11-24',
      now: new Date(),
    });
    expect(all.items.map((item) => item.title)).toEqual(['S-3', 'S-7', 'S-2']);
    expect(all.items[2]).toMatchObject({
      overdue: false,
      href: expect.stringMatching(/^\/invoices\/[0-9a-f-]+$/),
      amount: { currency: 'EUR', added_value: 500 },
    });
  });

  test('deliveries in escrow link to their invoice', async () => {
    const group = await deliveriesToAccept({ db: context.db }).collect({
      actor: actor(),
      roles: ['invoices'],
      limit: 3,
      today: '2026-11-24',
      now: new Date(),
    });
    expect(group.count).toBe(1);
    expect(group.items[0]?.title).toBe('S-8');
  });
});
