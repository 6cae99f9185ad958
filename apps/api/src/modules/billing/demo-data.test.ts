import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { INVOICE_STATUSES, TOTAL_SLUG } from '@portal/api-schema';
import type { DatabaseHandle } from '../../platform/database/database';
import { talents } from '../hiring/tables';
import { contracts, timesheetEntries, timesheets } from '../team-contracts/tables';
import { lineAmountMinor, lineItemProblems } from './line-items';
import { bankAccounts, invoiceLineItems, invoices, payments } from './tables';
import { DEMO_IDS, seedDemoData } from '../../demo/seed';
import { testPasswords } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { DEMO_BILLING, demoTotals, ITEM_INVOICE_IDS } from './demo-data';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, testPasswords, { paymentProductSlug: 'talentco' });
});
afterAll(() => database?.close());

const acmeInvoices = () => database.db.select().from(invoices).where(eq(invoices.companyId, DEMO_IDS.acme)).orderBy(asc(invoices.number));

test('Acme has 44 invoices in every status and three currencies, with totals that add up', async () => {
  const rows = await acmeInvoices();
  expect(rows).toHaveLength(DEMO_BILLING.acmeInvoiceCount);
  expect(rows[0]?.number).toBe('INV-2026-0001');
  expect(rows.at(-1)?.number).toBe('INV-2026-0044');
  expect(new Set(rows.map((row) => row.status))).toEqual(new Set(INVOICE_STATUSES));
  expect(new Set(rows.map((row) => row.currency))).toEqual(new Set(['USD', 'EUR', 'GBP']));
  expect(rows.filter((row) => row.status === 'overdue').length).toBeGreaterThanOrEqual(4);
  for (const row of rows) {
    const total = row.totals.find((line) => line.slug === TOTAL_SLUG);
    const parts = row.totals.filter((line) => line.slug !== TOTAL_SLUG).reduce((sum, line) => sum + line.added_value, 0);
    expect(total?.added_value).toBe(row.totalMinor);
    expect(parts).toBe(row.totalMinor);
    expect(row.totals.every((line) => line.currency === row.currency)).toBe(true);
    expect(row.dueOn > row.issuedOn).toBe(true);
  }
});

test('the key invoices offer what the README says', async () => {
  const byId = new Map((await acmeInvoices()).map((row) => [row.id, row]));
  expect(byId.get(DEMO_BILLING.invoices.everyMethod.id)?.paymentMethods).toEqual([
    { slug: 'talentco-wire' },
    { slug: 'payoneer-local-wire' },
    { slug: 'payoneer-swift-wire' },
    { slug: 'payoneer-account-wire' },
    { slug: 'stripe-card' },
    { slug: 'stripe-ach' },
  ]);
  expect(byId.get(DEMO_BILLING.invoices.redirectOnly.id)).toMatchObject({
    status: 'open',
    paymentMethods: [{ slug: 'payoneer-account-wire', redirectUrl: DEMO_BILLING.redirectUrl }],
  });
  expect(byId.get(DEMO_BILLING.invoices.noMethods.id)).toMatchObject({ status: 'open', paymentMethods: [] });
  expect(byId.get(DEMO_BILLING.invoices.inEscrow.id)?.status).toBe('in_escrow');
  expect(byId.get(DEMO_BILLING.invoices.achPending.id)?.status).toBe('ach_verification_pending');
  expect(byId.get(DEMO_BILLING.invoices.paid.id)?.paidAt).toEqual(expect.any(Date));
});

test('only the Acme admin has bank accounts: one verified (6789), one new (4444)', async () => {
  const accounts = await database.db.select().from(bankAccounts).orderBy(asc(bankAccounts.last4));
  expect(accounts.map((account) => [account.userId, account.last4, account.routingNumber, account.status, account.provider])).toEqual([
    [DEMO_IDS.acmeAdmin, '4444', '110000000', 'new', 'sandbox'],
    [DEMO_IDS.acmeAdmin, '6789', '110000000', 'verified', 'sandbox'],
  ]);
  expect(accounts.every((account) => account.providerAccountId.startsWith('sandbox_ba_'))).toBe(true);
  const [payment] = await database.db.select().from(payments);
  expect(payment).toMatchObject({ invoiceId: DEMO_BILLING.invoices.achPending.id, status: 'pending', methodSlug: 'stripe-ach' });
});

test('every demo invoice has line items that add up to its subtotal', async () => {
  const rows = await database.db.select().from(invoices);
  const lines = await database.db.select().from(invoiceLineItems).orderBy(asc(invoiceLineItems.position));
  expect(rows.length).toBeGreaterThan(DEMO_BILLING.acmeInvoiceCount);
  for (const row of rows) {
    const own = lines.filter((line) => line.invoiceId === row.id);
    expect(own.length).toBeGreaterThan(0);
    expect(own.map((line) => line.position)).toEqual(own.map((_, index) => index + 1));
    expect({ number: row.number, problems: lineItemProblems(own, row.totals) }).toEqual({ number: row.number, problems: [] });
  }
});

test("an invoice billed to a contract bills its developer's approved hours of the period at the contract's rate", async () => {
  const billed = await database.db
    .select({ invoice: invoices, rateMinor: contracts.rateMinor, firstName: talents.firstName, lastName: talents.lastName })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .innerJoin(talents, eq(talents.id, contracts.talentId));
  expect(billed.length).toBeGreaterThan(10);
  const approvedDays = await database.db
    .select({ contractId: timesheets.contractId, day: timesheetEntries.day, minutes: timesheetEntries.minutes })
    .from(timesheetEntries)
    .innerJoin(timesheets, eq(timesheets.id, timesheetEntries.timesheetId))
    .where(eq(timesheets.status, 'approved'));
  const billedDays = new Set<string>();
  for (const { invoice, rateMinor, firstName, lastName } of billed) {
    const lines = await database.db.select().from(invoiceLineItems).where(eq(invoiceLineItems.invoiceId, invoice.id));
    const inPeriod = approvedDays.filter(
      (day) => day.contractId === invoice.contractId && day.day >= invoice.periodStart! && day.day <= invoice.periodEnd!,
    );
    const minutes = inPeriod.reduce((sum, day) => sum + day.minutes, 0);
    expect(lines).toEqual([
      expect.objectContaining({
        unit: 'hour',
        developerName: `${firstName} ${lastName}`,
        rateMinor,
        quantityMilli: (minutes * 1000) / 60,
        amountMinor: lineAmountMinor((minutes * 1000) / 60, rateMinor),
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
      }),
    ]);
    expect(invoice.totals).toEqual(demoTotals(invoice.currency, lines[0]!.amountMinor));
    expect(invoice.billedMinutes).toBe(minutes);
    // No day is billed twice.
    for (const day of inPeriod) {
      expect(billedDays.has(`${day.contractId}/${day.day}`)).toBe(false);
      billedDays.add(`${day.contractId}/${day.day}`);
    }
  }
  // Refunded and cancelled invoices are among them, to show that those no longer count as billed.
  const statuses = billed.map(({ invoice }) => invoice.status);
  for (const status of ['refunded_full', 'cancelled', 'refunded_partial', 'paid', 'open'] as const) expect(statuses).toContain(status);
});

test('retainers, milestones and fixed-price work keep their item lines and totals', async () => {
  const rows = await acmeInvoices();
  const items = rows.filter((row) => ITEM_INVOICE_IDS.has(row.id));
  expect(items).toHaveLength(ITEM_INVOICE_IDS.size);
  for (const row of items) expect(row.contractId).toBeNull();
  const retainer = rows.find((row) => row.id === DEMO_BILLING.invoices.everyMethod.id);
  expect(retainer?.totals).toEqual(demoTotals('USD', 1_240_000));
});

test('seeding again keeps one copy of an account saved twice before accounts had routing numbers', async () => {
  // Such a copy: saved through the sandbox (which only tokenized its test bank), without a routing number.
  await database.db
    .update(bankAccounts)
    .set({ routingNumber: null })
    .where(eq(bankAccounts.id, DEMO_BILLING.bankAccounts.acmeAdminVerified));
  const [copy] = await database.db
    .insert(bankAccounts)
    .values({
      companyId: DEMO_IDS.acme,
      userId: DEMO_IDS.acmeAdmin,
      provider: 'sandbox',
      providerAccountId: 'ba_sandbox_copy_6789',
      last4: '6789',
      createdAt: new Date('2026-11-20T10:00:00Z'),
    })
    .returning();
  await seedDemoData(database.db, testPasswords, { paymentProductSlug: 'talentco' });
  const kept = await database.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.last4, '6789'), isNull(bankAccounts.removedAt)));
  expect(kept.map((account) => [account.id, account.routingNumber])).toEqual([[DEMO_BILLING.bankAccounts.acmeAdminVerified, '110000000']]);
  await database.db.delete(bankAccounts).where(eq(bankAccounts.id, String(copy?.id)));
});

test('seeding again changes no billing row', async () => {
  const before = {
    invoices: await database.db.select().from(invoices),
    accounts: await database.db.select().from(bankAccounts),
    lines: await database.db.select().from(invoiceLineItems),
  };
  await seedDemoData(database.db, testPasswords, { paymentProductSlug: 'talentco' });
  expect(await database.db.select().from(invoices)).toEqual(before.invoices);
  expect(await database.db.select().from(bankAccounts)).toEqual(before.accounts);
  expect(await database.db.select().from(invoiceLineItems)).toHaveLength(before.lines.length);
  expect(await database.db.select().from(payments)).toHaveLength(1);
});

test('totals: fee of 5%, VAT on EUR and GBP only', () => {
  expect(demoTotals('USD', 100_000)).toEqual([
    { slug: 'subtotal', label: 'Subtotal', currency: 'USD', added_value: 100_000 },
    { slug: 'platform_fee', label: 'Platform fee (5%)', currency: 'USD', added_value: 5_000 },
    { slug: 'total', label: 'Total', currency: 'USD', added_value: 105_000 },
  ]);
  expect(demoTotals('GBP', 100_000).map((line) => line.added_value)).toEqual([100_000, 5_000, 21_000, 126_000]);
});
