import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, count, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  type InvoiceSort,
  invoiceCountSchema,
  invoiceDetailSchema,
  invoicePageSchema,
  invoicesWidgetSchema,
  type InvoiceStatus,
  type InvoiceSummary,
  moneyWithCode,
  TOTAL_SLUG,
} from '@portal/api-schema';
import { pdfPagesText } from '../../testing/pdf-text';
import { DEMO_BILLING } from './demo-data';
import { insertBulkInvoices } from './bulk-invoices';
import { getInvoicesWidget } from './get-invoices-widget';
import { encodeKeysetCursor } from '../../platform/pagination/keyset-cursor';
import { auditLog } from '../../platform/audit/tables';
import { companies, companyProfiles, vendors } from '../company-users/tables';
import { contracts } from '../team-contracts/tables';
import { hoursLines, lineItemProblems } from './line-items';
import { createPayingCompany, createTestInvoice } from '../../testing/billing-fixtures';
import { invoiceLineItems, invoices } from './tables';
import { DEMO_IDS } from '../../demo/seed';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';

let context: TestContext;
const tokens: Record<string, string> = {};
/** A company of its own with many invoices on few dates, so sorting has ties to break. */
let bulk: { companyId: string; token: string; total: number };
const BULK_COUNT = 240;

beforeAll(async () => {
  context = await createTestContext();
  for (const email of ['admin@acme.test', 'finance@acme.test', 'interview@acme.test', 'sandbox@acme.test', 'admin@globex.test']) {
    tokens[email] = await context.login(email);
  }
  const [company] = await context.db.insert(companies).values({ name: 'Bulk Buyers' }).returning({ id: companies.id });
  if (!company) throw new Error('No company');
  await insertBulkInvoices(context.db, { companyId: company.id, count: BULK_COUNT, numberPrefix: 'BULK', distinctDays: 7 });
  const user = await createTestUser(context.db, { companyId: company.id, roles: ['invoices'] });
  bulk = { companyId: company.id, token: await context.login(user.email, user.password), total: BULK_COUNT };
});
afterAll(() => context?.close());

const tokenOf = (email: string) => tokens[email] ?? '';
const idPath = (path: string, id: string) => apiPath(path, { id });

async function get(url: string, token = tokenOf('finance@acme.test'), query: Record<string, string | string[]> = {}) {
  return context.app.inject({ method: 'GET', url, query, headers: bearer(token) });
}

/** The count endpoint's total for `query` (same filters as the list). */
async function countOf(query: Record<string, string | string[]> = {}, token = tokenOf('finance@acme.test')): Promise<number> {
  const response = await get(API_PATHS.invoicesCount, token, query);
  expect(response.statusCode).toBe(200);
  return invoiceCountSchema.parse(dataOf(response)).total;
}

/** Counted straight from the table, to check the endpoint against. */
async function countInTable(companyId: string, ...conditions: SQL[]): Promise<number> {
  const [row] = await context.db
    .select({ total: count() })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), ...conditions));
  return row?.total ?? 0;
}

function fieldsOf(response: { json(): unknown }): string[] {
  const body = response.json() as { data: { errors?: Array<{ property: string }> } };
  return (body.data.errors ?? []).map((error) => error.property);
}

describe('who may see invoices', () => {
  const everyGet = () => [
    API_PATHS.invoices,
    API_PATHS.invoicesCount,
    API_PATHS.invoiceVendors,
    API_PATHS.invoicesCsv,
    API_PATHS.invoicesWidget,
    idPath(API_PATHS.invoice, DEMO_BILLING.invoices.everyMethod.id),
    idPath(API_PATHS.invoicePdf, DEMO_BILLING.invoices.everyMethod.id),
  ];

  test('no session is 401', async () => {
    for (const url of everyGet()) {
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const accept = await context.app.inject({ method: 'POST', url: idPath(API_PATHS.acceptDelivery, DEMO_BILLING.invoices.inEscrow.id) });
    expect(accept.statusCode).toBe(401);
  });

  test('a user without the invoices role is 403', async () => {
    for (const url of everyGet()) {
      expect((await get(url, tokenOf('interview@acme.test'))).statusCode).toBe(403);
    }
    const accept = await context.app.inject({
      method: 'POST',
      url: idPath(API_PATHS.acceptDelivery, DEMO_BILLING.invoices.inEscrow.id),
      headers: bearer(tokenOf('interview@acme.test')),
    });
    expect(accept.statusCode).toBe(403);
  });

  test('a user without a company is 404', async () => {
    for (const url of everyGet()) {
      expect((await get(url, tokenOf('sandbox@acme.test'))).statusCode).toBe(404);
    }
  });

  test("another company's invoice is 404 for its page, PDF and delivery", async () => {
    const id = DEMO_BILLING.globexInvoice.id;
    expect((await get(idPath(API_PATHS.invoice, id))).statusCode).toBe(404);
    expect((await get(idPath(API_PATHS.invoicePdf, id))).statusCode).toBe(404);
    const accept = await context.app.inject({
      method: 'POST',
      url: idPath(API_PATHS.acceptDelivery, id),
      headers: bearer(tokenOf('finance@acme.test')),
    });
    expect(accept.statusCode).toBe(404);
  });
});

describe('GET invoices', () => {
  test("lists the company's invoices, newest first, as a page without a count", async () => {
    const response = await get(API_PATHS.invoices);
    expect(response.statusCode).toBe(200);
    const result = invoicePageSchema.strict().parse(dataOf(response));
    expect(result).not.toHaveProperty('total');
    expect(result.items).toHaveLength(25);
    expect(result.next_cursor).toEqual(expect.any(String));
    const issued = result.items.map((item) => item.issued_on);
    expect(issued).toEqual([...issued].sort().reverse());
    expect(result.items.every((item) => !item.number.startsWith('GLX'))).toBe(true);
  });

  test('filters by one or many statuses, vendor and issued dates', async () => {
    const overdue = invoicePageSchema.parse(dataOf(await get(API_PATHS.invoices, undefined, { status: 'overdue' })));
    expect(overdue.items.length).toBeGreaterThanOrEqual(4);
    expect(overdue.items.every((item) => item.status === 'overdue')).toBe(true);

    const payable = invoicePageSchema.parse(
      dataOf(await get(API_PATHS.invoices, undefined, { status: ['open', 'overdue'], limit: '100' })),
    );
    expect(new Set(payable.items.map((item) => item.status))).toEqual(new Set(['open', 'overdue']));
    expect(payable.next_cursor).toBeNull();
    expect(payable.items).toHaveLength(await countOf({ status: ['open', 'overdue'] }));

    const byVendor = invoicePageSchema.parse(
      dataOf(await get(API_PATHS.invoices, undefined, { vendor: DEMO_BILLING.vendors.kestrel, limit: '100' })),
    );
    expect(byVendor.items.length).toBeGreaterThan(0);
    expect(byVendor.items).toHaveLength(await countOf({ vendor: DEMO_BILLING.vendors.kestrel }));
    expect(byVendor.items.every((item) => item.vendor.name === 'Kestrel Labs')).toBe(true);

    const november = invoicePageSchema.parse(
      dataOf(await get(API_PATHS.invoices, undefined, { from: '2026-11-01', to: '2026-11-30', limit: '100' })),
    );
    expect(november.items.length).toBeGreaterThan(0);
    expect(november.items).toHaveLength(await countOf({ from: '2026-11-01', to: '2026-11-30' }));
    expect(november.items.every((item) => item.issued_on >= '2026-11-01' && item.issued_on <= '2026-11-30')).toBe(true);

    const oneDay = invoicePageSchema.parse(dataOf(await get(API_PATHS.invoices, undefined, { from: '2026-11-16', to: '2026-11-16' })));
    expect(oneDay.items.map((item) => item.number)).toContain(DEMO_BILLING.invoices.everyMethod.number);
  });

  test('an unknown vendor filters everything out', async () => {
    const result = invoicePageSchema.parse(
      dataOf(await get(API_PATHS.invoices, undefined, { vendor: '5b7d6a4e-5d1f-4c1e-9a43-000000000000' })),
    );
    expect(result).toEqual({ items: [], next_cursor: null });
  });

  test.each([
    [{ status: 'lost' }, 'status'],
    [{ status: ['open', "open' OR 1=1 --"] }, 'status'],
    [{ vendor: '1; DROP TABLE invoices; --' }, 'vendor'],
    [{ from: '2026-13-45' }, 'from'],
    [{ to: 'yesterday' }, 'to'],
    [{ from: '2026-11-30', to: '2026-11-01' }, 'to'],
    [{ sort: 'total' }, 'sort'],
    [{ sort: 'issued_on; select 1' }, 'sort'],
    [{ limit: '1000000' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ limit: 'all' }, 'limit'],
    [{ cursor: "' OR '1'='1" }, 'cursor'],
    [{ cursor: 'x'.repeat(201) }, 'cursor'],
  ] as Array<[Record<string, string | string[]>, string]>)('bad query %j is 422 on %s', async (query, field) => {
    const response = await get(API_PATHS.invoices, undefined, query);
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual([field]);
  });

  test.each([
    ['not base64 JSON', Buffer.from('hello').toString('base64url')],
    ['a forged id', Buffer.from(JSON.stringify({ s: '-issued_on', v: '2026-01-01', i: "1' or 1=1" })).toString('base64url')],
    ['a forged date', Buffer.from(JSON.stringify({ s: '-issued_on', v: '2026-02-30', i: DEMO_IDS.acme })).toString('base64url')],
    ['another sort', encodeKeysetCursor({ order: 'due_on', value: '2026-01-01', id: DEMO_IDS.acme })],
  ])('a cursor with %s is 422 on cursor', async (_name, cursor) => {
    const response = await get(API_PATHS.invoices, undefined, { cursor });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual(['cursor']);
  });

  test.each(['issued_on', '-issued_on', 'due_on', '-due_on'] as InvoiceSort[])(
    'paging with sort %s walks the whole set in order, without duplicates or gaps',
    async (sort) => {
      const seen: InvoiceSummary[] = [];
      let cursor: string | undefined;
      for (let pages = 0; pages < 100; pages++) {
        const response = await get(API_PATHS.invoices, bulk.token, { sort, limit: '17', ...(cursor ? { cursor } : {}) });
        expect(response.statusCode).toBe(200);
        const result = invoicePageSchema.parse(dataOf(response));
        seen.push(...result.items);
        if (!result.next_cursor) break;
        cursor = result.next_cursor;
      }
      expect(seen).toHaveLength(bulk.total);
      expect(new Set(seen.map((item) => item.id)).size).toBe(bulk.total);
      expect(await countOf({ sort }, bulk.token)).toBe(bulk.total);
      const key = (item: (typeof seen)[number]) => `${sort.endsWith('issued_on') ? item.issued_on : item.due_on}|${item.id}`;
      const expected = [...seen].sort((a, b) => key(a).localeCompare(key(b)));
      if (sort.startsWith('-')) expected.reverse();
      expect(seen.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    },
  );

  test('paging keeps the filters', async () => {
    const first = invoicePageSchema.parse(dataOf(await get(API_PATHS.invoices, bulk.token, { status: 'paid', limit: '5' })));
    const second = invoicePageSchema.parse(
      dataOf(await get(API_PATHS.invoices, bulk.token, { status: 'paid', limit: '5', cursor: first.next_cursor ?? '' })),
    );
    const both = [...first.items, ...second.items];
    expect(both).toHaveLength(10);
    expect(new Set(both.map((item) => item.id)).size).toBe(10);
    expect(both.every((item) => item.status === 'paid')).toBe(true);
  });
});

describe('GET invoices count', () => {
  test("counts all of the company's invoices", async () => {
    const response = await get(API_PATHS.invoicesCount);
    expect(response.statusCode).toBe(200);
    expect(invoiceCountSchema.strict().parse(dataOf(response))).toEqual({ total: DEMO_BILLING.acmeInvoiceCount });
    expect(await countOf({}, bulk.token)).toBe(BULK_COUNT);
  });

  test('applies the status, vendor and period filters, alone and together', async () => {
    const statuses: InvoiceStatus[] = ['open', 'overdue'];
    const kestrel = DEMO_BILLING.vendors.kestrel;
    const cases: Array<[Record<string, string | string[]>, SQL[]]> = [
      [{ status: 'overdue' }, [eq(invoices.status, 'overdue')]],
      [{ status: statuses }, [inArray(invoices.status, statuses)]],
      [{ vendor: kestrel }, [eq(invoices.vendorId, kestrel)]],
      [{ from: '2026-11-01' }, [gte(invoices.issuedOn, '2026-11-01')]],
      [{ to: '2026-10-31' }, [lte(invoices.issuedOn, '2026-10-31')]],
      [{ from: '2026-11-01', to: '2026-11-30' }, [gte(invoices.issuedOn, '2026-11-01'), lte(invoices.issuedOn, '2026-11-30')]],
      [
        { status: statuses, vendor: kestrel, from: '2026-01-01', to: '2026-12-31' },
        [
          inArray(invoices.status, statuses),
          eq(invoices.vendorId, kestrel),
          gte(invoices.issuedOn, '2026-01-01'),
          lte(invoices.issuedOn, '2026-12-31'),
        ],
      ],
    ];
    const totals: number[] = [];
    for (const [query, conditions] of cases) {
      const total = await countOf(query);
      expect({ query, total }).toEqual({ query, total: await countInTable(DEMO_IDS.acme, ...conditions) });
      totals.push(total);
    }
    // Each filter narrows the set: no case may count everything or nothing by accident.
    expect(totals.every((total) => total > 0 && total < DEMO_BILLING.acmeInvoiceCount)).toBe(true);
    expect(await countOf({ vendor: '5b7d6a4e-5d1f-4c1e-9a43-000000000000' })).toBe(0);
    expect(await countOf({ from: '2030-01-01' })).toBe(0);
  });

  test('matches the number of invoices the list pages through for the same filters', async () => {
    const query = { status: 'paid' };
    const items: InvoiceSummary[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages++) {
      const result = invoicePageSchema.parse(
        dataOf(await get(API_PATHS.invoices, bulk.token, { ...query, limit: '7', ...(cursor ? { cursor } : {}) })),
      );
      items.push(...result.items);
      if (!result.next_cursor) break;
      cursor = result.next_cursor;
    }
    expect(await countOf(query, bulk.token)).toBe(items.length);
    expect(items.length).toBe(BULK_COUNT / 12);
  });

  test("never counts another company's invoices", async () => {
    const globexId = DEMO_IDS.globex;
    const globexTotal = await countInTable(globexId);
    expect(globexTotal).toBeGreaterThan(0);
    expect(await countOf({}, tokenOf('admin@globex.test'))).toBe(globexTotal);
    // Vendors that invoice both companies: only the caller's invoices of that vendor count.
    const kestrel = DEMO_BILLING.vendors.kestrel;
    const acmeKestrel = await countInTable(DEMO_IDS.acme, eq(invoices.vendorId, kestrel));
    expect(await countInTable(globexId, eq(invoices.vendorId, kestrel))).toBeGreaterThan(0);
    expect(await countOf({ vendor: kestrel })).toBe(acmeKestrel);
    expect(await countOf({ vendor: kestrel }, tokenOf('admin@globex.test'))).toBe(
      await countInTable(globexId, eq(invoices.vendorId, kestrel)),
    );
    expect(await countOf({ status: 'overdue' }, bulk.token)).toBe(await countInTable(bulk.companyId, eq(invoices.status, 'overdue')));
  });

  test('ignores sort, limit and cursor', async () => {
    const first = invoicePageSchema.parse(dataOf(await get(API_PATHS.invoices, undefined, { sort: 'due_on', limit: '3' })));
    expect(await countOf({ status: 'open', sort: 'due_on', limit: '3', ...(first.next_cursor ? { cursor: first.next_cursor } : {}) })).toBe(
      await countOf({ status: 'open' }),
    );
  });

  test.each([
    [{ status: 'lost' }, 'status'],
    [{ status: ['open', "open' OR 1=1 --"] }, 'status'],
    [{ vendor: '1; DROP TABLE invoices; --' }, 'vendor'],
    [{ from: '2026-13-45' }, 'from'],
    [{ to: 'yesterday' }, 'to'],
    [{ from: '2026-11-30', to: '2026-11-01' }, 'to'],
  ] as Array<[Record<string, string | string[]>, string]>)('bad filters %j are 422 on %s, as for the list', async (query, field) => {
    const response = await get(API_PATHS.invoicesCount, undefined, query);
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual([field]);
  });
});

describe('GET invoice vendors', () => {
  test("lists the vendors on the company's invoices by name", async () => {
    const response = await get(API_PATHS.invoiceVendors);
    expect(response.statusCode).toBe(200);
    expect(dataOf<Array<{ name: string }>>(response).map((vendor) => vendor.name)).toEqual([
      'Brightpath Engineering',
      'Kestrel Labs',
      'Lumen Software Collective',
      'Northwind Dev Studio',
      'Orbital Apps Agency',
    ]);
  });

  test("another company sees only its own invoices' vendors", async () => {
    const response = await get(API_PATHS.invoiceVendors, tokenOf('admin@globex.test'));
    expect(dataOf<Array<{ name: string }>>(response).map((vendor) => vendor.name)).toEqual([
      'Kestrel Labs',
      'Northwind Dev Studio',
      'Orbital Apps Agency',
    ]);
  });
});

describe('GET invoices CSV', () => {
  test('exports the whole filtered list as an attachment', async () => {
    const response = await get(API_PATHS.invoicesCsv, undefined, { limit: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFNumber,Vendor,Status,Issued on,Due on,Amount,Currency,PO number,Cost centre');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(DEMO_BILLING.acmeInvoiceCount + 2);
    const [invoice] = await context.db.select().from(invoices).where(eq(invoices.id, DEMO_BILLING.invoices.everyMethod.id));
    const dollars = `${Math.floor((invoice?.totalMinor ?? 0) / 100)}.${String((invoice?.totalMinor ?? 0) % 100).padStart(2, '0')}`;
    // Acme's invoices name no PO number or cost centre of their own: the company's defaults apply.
    expect(lines).toContain(
      `INV-2026-0001,Northwind Dev Studio,open,2026-11-16,2026-12-16,${dollars},USD,PO-2026-0415,CC-4100 Engineering`,
    );
  });

  test('follows the filters and reads every page', async () => {
    const paid = await get(API_PATHS.invoicesCsv, bulk.token, { status: 'paid' });
    const rows = paid.body.trim().split('\r\n').slice(1);
    expect(rows.length).toBe(BULK_COUNT / 12);
    expect(rows.every((row) => row.split(',')[2] === 'paid')).toBe(true);
    const all = await get(API_PATHS.invoicesCsv, bulk.token);
    expect(all.body.trim().split('\r\n')).toHaveLength(BULK_COUNT + 1);
  });

  test('cells that a spreadsheet would run as formulas are made text, and quotes are escaped', async () => {
    const [company] = await context.db.insert(companies).values({ name: 'Formula Victims' }).returning({ id: companies.id });
    if (!company) throw new Error('No company');
    const [vendor] = await context.db
      .insert(vendors)
      .values({ name: '=HYPERLINK("https://evil.example","click"), Inc' })
      .returning({ id: vendors.id });
    await insertBulkInvoices(context.db, { companyId: company.id, count: 1, numberPrefix: '+SUM(A1)', vendorId: vendor?.id });
    const user = await createTestUser(context.db, { companyId: company.id, roles: ['invoices'] });
    const response = await get(API_PATHS.invoicesCsv, await context.login(user.email, user.password));
    const [, row] = response.body.split('\r\n');
    expect(row).toMatch(/^'\+SUM\(A1\)-000001,"'=HYPERLINK\(""https:\/\/evil\.example"",""click""\), Inc",/);
  });

  test('bad filters are 422 as for the list', async () => {
    const response = await get(API_PATHS.invoicesCsv, undefined, { status: 'stolen' });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual(['status']);
  });
});

describe('GET invoice', () => {
  test('the invoice that offers every method can be paid', async () => {
    const response = await get(idPath(API_PATHS.invoice, DEMO_BILLING.invoices.everyMethod.id));
    expect(response.statusCode).toBe(200);
    const invoice = invoiceDetailSchema.parse(dataOf(response));
    expect(invoice).toMatchObject({
      number: 'INV-2026-0001',
      status: 'open',
      vendor: { id: DEMO_BILLING.vendors.northwind, name: 'Northwind Dev Studio' },
      can_pay: true,
      can_accept_delivery: false,
      pending_ach: null,
      paid_at: null,
    });
    const total = invoice.totals.find((line) => line.slug === TOTAL_SLUG);
    expect(total?.added_value).toBe(invoice.total.added_value);
    const parts = invoice.totals.filter((line) => line.slug !== TOTAL_SLUG).reduce((sum, line) => sum + line.added_value, 0);
    expect(parts).toBe(invoice.total.added_value);
  });

  test('an invoice in escrow offers accepting delivery, not paying', async () => {
    const invoice = invoiceDetailSchema.parse(dataOf(await get(idPath(API_PATHS.invoice, DEMO_BILLING.invoices.inEscrow.id))));
    expect(invoice).toMatchObject({ status: 'in_escrow', can_pay: false, can_accept_delivery: true });
  });

  test('an invoice waiting for ACH deposits names its pending payment', async () => {
    const invoice = invoiceDetailSchema.parse(dataOf(await get(idPath(API_PATHS.invoice, DEMO_BILLING.invoices.achPending.id))));
    expect(invoice.status).toBe('ach_verification_pending');
    expect(invoice.can_pay).toBe(false);
    expect(invoice.pending_ach).toEqual({
      reference: DEMO_BILLING.achPendingPayment.reference,
      bank_account_id: DEMO_BILLING.bankAccounts.acmeAdminUnverified,
    });
  });

  test('an overdue invoice can be paid', async () => {
    const invoice = invoiceDetailSchema.parse(dataOf(await get(idPath(API_PATHS.invoice, DEMO_BILLING.invoices.overdue.id))));
    expect(invoice).toMatchObject({ status: 'overdue', can_pay: true });
  });

  test('names both parties with addresses and tax ids, the contract, the PO number and cost centre, and lines that add up', async () => {
    const invoice = invoiceDetailSchema.parse(dataOf(await get(idPath(API_PATHS.invoice, DEMO_BILLING.invoices.everyMethod.id))));
    expect(invoice.issuer).toEqual({
      name: 'Northwind Dev Studio LLC',
      address_lines: ['1201 Third Avenue, Suite 1800', 'Seattle, WA 98101', 'United States'],
      tax_id: 'EIN 91-2234871',
    });
    // Acme's billing address is not its office: the bill goes to accounts payable.
    expect(invoice.bill_to).toEqual({
      name: 'Acme Robotics, Inc.',
      address_lines: ['Accounts Payable', 'PO Box 7731', '94120 San Francisco', 'CA', 'United States'],
      tax_id: '94-3187642',
    });
    // The invoice has none of its own: the company's defaults apply.
    expect(invoice).toMatchObject({ po_number: 'PO-2026-0415', cost_centre: 'CC-4100 Engineering' });
    const [row] = await context.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const [contract] = row?.contractId ? await context.db.select().from(contracts).where(eq(contracts.id, row.contractId)) : [];
    expect(invoice.contract).toEqual(contract ? { id: contract.id, number: contract.number, title: contract.roleTitle } : null);
    expect(invoice.line_items.length).toBeGreaterThan(0);
    const subtotal = invoice.totals.find((line) => line.slug === 'subtotal')?.added_value;
    expect(invoice.line_items.reduce((sum, line) => sum + line.amount.added_value, 0)).toBe(subtotal);
    expect(
      invoice.line_items.every((line) => line.amount.currency === invoice.total.currency && line.rate.currency === invoice.total.currency),
    ).toBe(true);
    if (contract)
      expect(invoice.line_items[0]).toMatchObject({ unit: 'hour', rate: { added_value: contract.rateMinor }, period_end: row?.periodEnd });
  });

  test("the invoice's own PO number and cost centre win over the company's defaults, each on its own", async () => {
    const company = await createPayingCompany(context.db);
    const token = await context.login(company.payer.email, company.payer.password);
    await context.db.insert(companyProfiles).values({
      companyId: company.companyId,
      legalName: '',
      addressLine1: '1 Main Street',
      city: 'Springfield',
      postalCode: '62701',
      region: 'IL',
      country: 'US',
      billingAddressSame: true,
      billingAddressLine1: 'Not used while the same',
      defaultPoNumber: 'PO-DEFAULT',
      defaultCostCentre: 'CC-DEFAULT',
    });
    const lines = hoursLines(100_000, {
      developerName: 'Grace Hopper',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      rateMinor: 7_777,
      description: 'QA engineer',
    });
    const created = await createTestInvoice(context.db, { ...company, totalMinor: 100_000, lineItems: lines });
    await context.db.update(invoices).set({ poNumber: 'PO-OWN' }).where(eq(invoices.id, created.id));
    const invoice = invoiceDetailSchema.parse(dataOf(await get(idPath(API_PATHS.invoice, created.id), token)));
    expect(invoice).toMatchObject({ po_number: 'PO-OWN', cost_centre: 'CC-DEFAULT', contract: null });
    // No legal name given: the company's own name; billing address the same: its office.
    expect(invoice.bill_to).toEqual({
      name: expect.stringMatching(/^Company /),
      address_lines: ['1 Main Street', '62701 Springfield', 'IL', 'United States'],
      tax_id: '',
    });
    // A vendor without legal details is named by its name, with no address and no tax id.
    expect(invoice.issuer).toEqual({ name: 'Northwind Devs', address_lines: [], tax_id: '' });
    expect(
      invoice.line_items.map((line) => [
        line.developer_name,
        line.unit,
        line.quantity_milli,
        line.rate.added_value,
        line.amount.added_value,
      ]),
    ).toEqual(lines.map((line) => [line.developerName, line.unit, line.quantityMilli, line.rateMinor, line.amountMinor]));
    const stored = await context.db.select().from(invoiceLineItems).where(eq(invoiceLineItems.invoiceId, created.id));
    expect(lineItemProblems(stored, invoice.totals)).toEqual([]);

    await context.db.update(invoices).set({ costCentre: 'CC-OWN', poNumber: '' }).where(eq(invoices.id, created.id));
    const again = invoiceDetailSchema.parse(dataOf(await get(idPath(API_PATHS.invoice, created.id), token)));
    expect(again).toMatchObject({ po_number: 'PO-DEFAULT', cost_centre: 'CC-OWN' });
  });

  test('a company without a profile and an invoice without lines answer empty parts, not an error', async () => {
    const company = await createPayingCompany(context.db);
    const token = await context.login(company.payer.email, company.payer.password);
    const created = await createTestInvoice(context.db, { ...company, lineItems: [] });
    const invoice = invoiceDetailSchema.parse(dataOf(await get(idPath(API_PATHS.invoice, created.id), token)));
    expect(invoice).toMatchObject({
      line_items: [],
      po_number: '',
      cost_centre: '',
      bill_to: { address_lines: [], tax_id: '' },
    });
  });

  test('a malformed id is 422, an unknown one 404', async () => {
    const malformed = await get(idPath(API_PATHS.invoice, "1' OR '1'='1"));
    expect(malformed.statusCode).toBe(422);
    expect(fieldsOf(malformed)).toEqual(['id']);
    expect((await get(idPath(API_PATHS.invoice, '5b7d6a4e-5d1f-4c1e-9a43-000000000000'))).statusCode).toBe(404);
  });
});

describe('GET invoice PDF', () => {
  test('is a PDF named after the invoice number', async () => {
    const response = await get(idPath(API_PATHS.invoicePdf, DEMO_BILLING.invoices.everyMethod.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="INV-2026-0001.pdf"; filename*=UTF-8''INV-2026-0001.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
  });

  test('says what the invoice page says: parties, references and every line', async () => {
    const id = DEMO_BILLING.invoices.everyMethod.id;
    const invoice = invoiceDetailSchema.parse(dataOf(await get(idPath(API_PATHS.invoice, id))));
    const text = (await pdfPagesText((await get(idPath(API_PATHS.invoicePdf, id))).rawPayload)).join('\n');
    for (const expected of [
      invoice.issuer.name,
      invoice.issuer.tax_id,
      invoice.bill_to.name,
      ...invoice.bill_to.address_lines,
      `PO number ${invoice.po_number}`,
      `Cost centre ${invoice.cost_centre}`,
      ...(invoice.contract ? [`Contract ${invoice.contract.number}`] : []),
      ...invoice.line_items.map((line) => moneyWithCode(line.amount.added_value, line.amount.currency)),
      ...invoice.totals.map((line) => `${line.label} ${moneyWithCode(line.added_value, line.currency)}`),
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  test('a malformed id is 422', async () => {
    expect((await get(idPath(API_PATHS.invoicePdf, 'not-an-id'))).statusCode).toBe(422);
  });
});

describe('GET invoices widget', () => {
  test('sums what is outstanding per currency and names the next invoice due', async () => {
    const response = await get(API_PATHS.invoicesWidget);
    expect(response.statusCode).toBe(200);
    const widget = invoicesWidgetSchema.parse(dataOf(response));

    const outstandingRows = await context.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, DEMO_IDS.acme), inArray(invoices.status, ['open', 'overdue', 'ach_verification_pending'])));
    const expected = new Map<string, number>();
    for (const row of outstandingRows) expected.set(row.currency, (expected.get(row.currency) ?? 0) + row.totalMinor);
    expect(widget.outstanding).toEqual(
      [...expected].sort(([a], [b]) => a.localeCompare(b)).map(([currency, added_value]) => ({ currency, added_value })),
    );
    const today = new Date().toISOString().slice(0, 10);
    const payable = outstandingRows.filter((row) => row.status === 'open' || row.status === 'overdue');
    expect(widget.overdue_count).toBe(payable.filter((row) => row.status === 'overdue' || row.dueOn < today).length);
    const earliest = payable
      .filter((row) => row.status === 'open' && row.dueOn >= today)
      .map((row) => row.dueOn)
      .sort()[0];
    expect(widget.next_due?.due_on ?? null).toBe(earliest ?? null);
    if (widget.next_due) expect(widget.next_due.due_on >= today).toBe(true);
  });

  test('next due is the earliest still to come: an open invoice past its date is overdue, not next due', async () => {
    const [company] = await context.db.insert(companies).values({ name: 'Next Due Co' }).returning({ id: companies.id });
    if (!company) throw new Error('No company');
    const actor = { userId: 'x', companyId: company.id, ip: '127.0.0.1', userAgent: 'test' };
    const [vendor] = await context.db.select({ id: vendors.id }).from(vendors).limit(1);
    const base = {
      companyId: company.id,
      vendorId: vendor?.id ?? '',
      currency: 'USD',
      totalMinor: 100,
      totals: [],
      issuedOn: '2026-09-01',
    };
    await context.db.insert(invoices).values([
      { ...base, number: 'ND-1', status: 'open', dueOn: '2026-10-13' },
      { ...base, number: 'ND-2', status: 'open', dueOn: '2026-12-20' },
      { ...base, number: 'ND-3', status: 'open', dueOn: '2026-12-01' },
      { ...base, number: 'ND-4', status: 'paid', dueOn: '2026-11-30' },
    ]);
    const widget = await getInvoicesWidget({ db: context.db }, { actor, today: '2026-11-24' });
    expect(widget.next_due?.number).toBe('ND-3');
    expect(widget.overdue_count).toBe(1);
    const onTheDay = await getInvoicesWidget({ db: context.db }, { actor, today: '2026-12-01' });
    expect(onTheDay.next_due?.number).toBe('ND-3');
    const later = await getInvoicesWidget({ db: context.db }, { actor, today: '2026-12-21' });
    expect(later.next_due).toBeNull();
    expect(later.overdue_count).toBe(3);
  });

  test('a company with nothing to pay', async () => {
    const [company] = await context.db.insert(companies).values({ name: 'No Invoices' }).returning({ id: companies.id });
    const user = await createTestUser(context.db, { companyId: company?.id, roles: ['invoices'] });
    const response = await get(API_PATHS.invoicesWidget, await context.login(user.email, user.password));
    expect(dataOf(response)).toEqual({ outstanding: [], overdue_count: 0, next_due: null });
  });
});

describe('POST accept delivery', () => {
  const accept = (id: string, token = tokenOf('finance@acme.test')) =>
    context.app.inject({ method: 'POST', url: idPath(API_PATHS.acceptDelivery, id), headers: bearer(token) });
  const auditEntries = (invoiceId: string) =>
    context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, invoiceId), eq(auditLog.action, 'invoice.delivery_accepted')));

  test('accepts an invoice in escrow once; a repeat answers the same invoice without a second entry', async () => {
    const id = DEMO_BILLING.invoices.inEscrow.id;
    const first = await accept(id);
    expect(first.statusCode).toBe(200);
    const invoice = invoiceDetailSchema.parse(dataOf(first));
    expect(invoice).toMatchObject({ status: 'delivery_accepted', can_accept_delivery: false, can_pay: false });

    const again = await accept(id, tokenOf('admin@acme.test'));
    expect(again.statusCode).toBe(200);
    expect(dataOf(again)).toEqual(dataOf(first));

    const entries = await auditEntries(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      companyId: DEMO_IDS.acme,
      actorUserId: DEMO_IDS.acmeFinance,
      metadata: { from: 'in_escrow', to: 'delivery_accepted' },
    });
  });

  test('20 concurrent accepts change the invoice once and write one audit entry', async () => {
    const [row] = await context.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.companyId, DEMO_IDS.acme), eq(invoices.status, 'in_escrow')))
      .limit(1);
    if (!row) throw new Error('No invoice in escrow left');
    const responses = await Promise.all(Array.from({ length: 20 }, () => accept(row.id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(responses.map((response) => dataOf<{ status: string }>(response).status))).toEqual(new Set(['delivery_accepted']));
    expect(await auditEntries(row.id)).toHaveLength(1);
    const [after] = await context.db.select().from(invoices).where(eq(invoices.id, row.id));
    expect(after?.version).toBe(1);
  });

  test('an invoice not in escrow is 409 and unchanged', async () => {
    const id = DEMO_BILLING.invoices.everyMethod.id;
    const response = await accept(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ data: { message: 'Delivery can only be accepted for an invoice in escrow.' } });
    const [after] = await context.db.select().from(invoices).where(eq(invoices.id, id));
    expect(after?.status).toBe('open');
    expect(await auditEntries(id)).toHaveLength(0);
  });

  test('a malformed id is 422', async () => {
    const response = await accept("1' OR '1'='1");
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual(['id']);
  });
});
