import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, count, eq, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, INVOICE_STATUSES } from '@portal/api-schema';
import type { DatabaseHandle } from '../../platform/database/database';
import { companies, companyProfiles } from '../company-users/tables';
import { invoices } from './tables';
import { createTestDatabase } from '../../testing/test-database';
import { insertBulkInvoices } from './bulk-invoices';
import { countFilteredInvoices, INVOICE_EXPORT_BATCH, invoicePage, type InvoiceFilters, preparedPageName } from './invoice-queries';

const COUNT = 100_000;
let database: DatabaseHandle;
let companyId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [company] = await database.db.insert(companies).values({ name: 'Big Buyer' }).returning({ id: companies.id });
  if (!company) throw new Error('No company');
  companyId = company.id;
  await insertBulkInvoices(database.db, { companyId, count: COUNT, numberPrefix: 'BIG' });
  await database.db.execute(sql`analyze invoices`);
}, 120_000);
afterAll(() => database?.close());

async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  const result = (await database.db.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> };
  return result.rows.map((row) => Object.values(row).join('')).join('\n');
}

describe('insertBulkInvoices', () => {
  test('inserts 100,000 invoices across every status and three currencies', async () => {
    const [total] = await database.db.select({ total: count() }).from(invoices).where(eq(invoices.companyId, companyId));
    expect(total?.total).toBe(COUNT);
    const statuses = await database.db.selectDistinct({ status: invoices.status }).from(invoices).where(eq(invoices.companyId, companyId));
    expect(statuses.map((row) => row.status).sort()).toEqual([...INVOICE_STATUSES].sort());
    const currencies = await database.db.selectDistinct({ currency: invoices.currency }).from(invoices);
    expect(currencies.map((row) => row.currency).sort()).toEqual(['EUR', 'GBP', 'USD']);
  });

  test('gives every invoice one line item of its whole amount', async () => {
    const result = (await database.db.execute(sql`
      select count(*)::int as lines,
        count(*) filter (where l.amount_minor = i.total_minor and l.rate_minor = i.total_minor and l.quantity_milli = 1000)::int as adding_up
      from invoices i join invoice_line_items l on l.invoice_id = i.id
      where i.company_id = ${companyId}`)) as unknown as { rows: Array<{ lines: number; adding_up: number }> };
    expect(result.rows[0]).toEqual({ lines: COUNT, adding_up: COUNT });
  });

  test.each([
    ['issued_on', 'invoices_company_issued_idx'],
    ['due_on', 'invoices_company_due_idx'],
  ])('a late page sorted by %s is read from %s, without sorting the company', async (column, index) => {
    const plan = await planOf(
      sql`select id from invoices where company_id = ${companyId}
        and (${sql.identifier(column)}, id) < ('2022-01-01'::date, '0b7d6a4e-5d1f-4c1e-9a43-3a0000000001'::uuid)
        order by ${sql.identifier(column)} desc, id desc limit 26`,
    );
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/\bSort\b/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  test('pages deep into the list stay quick', async () => {
    let page = await invoicePage(database.db, companyId, { status: [], sort: '-issued_on' }, { limit: 100 });
    const started = performance.now();
    for (let pages = 0; pages < 10; pages++) {
      page = await invoicePage(
        database.db,
        companyId,
        { status: [], sort: '-issued_on' },
        {
          limit: 100,
          cursor: page.next_cursor ?? undefined,
        },
      );
    }
    expect(page.items).toHaveLength(100);
    expect(page.next_cursor).toEqual(expect.any(String));
    // A few ms a page here; a full scan and sort per page would be far slower.
    expect((performance.now() - started) / 10).toBeLessThan(1000);
  });

  test("the page's join of the company's defaults keeps a late page, filtered by PO number, on the issued index without sorting", async () => {
    const plan = await planOf(
      sql`select i.id, i.po_number, p.default_po_number from invoices i
        inner join vendors v on v.id = i.vendor_id
        left join company_profiles p on p.company_id = i.company_id
        where i.company_id = ${companyId}
          and (i.po_number = 'PO-BIG' or (i.po_number = '' and p.default_po_number = 'PO-BIG'))
          and (i.issued_on, i.id) < ('2022-01-01'::date, '0b7d6a4e-5d1f-4c1e-9a43-3a0000000001'::uuid)
        order by i.issued_on desc, i.id desc limit 26`,
    );
    expect(plan).toContain('invoices_company_issued_idx');
    expect(plan).not.toMatch(/\bSort\b/);
    expect(plan).not.toMatch(/Seq Scan on invoices/);
  });

  test("pages and the count by PO number and cost centre: an invoice's own, else the company's default", async () => {
    await database.db.insert(companyProfiles).values({ companyId, defaultPoNumber: 'PO-BIG', defaultCostCentre: 'CC-BIG' });
    const [own] = await database.db
      .update(invoices)
      .set({ poNumber: 'PO-ONE' })
      .where(and(eq(invoices.companyId, companyId), eq(invoices.number, 'BIG-000001')))
      .returning({ id: invoices.id });
    const newestFirst: InvoiceFilters = { status: [], sort: '-issued_on' };
    const ownPage = await invoicePage(database.db, companyId, { ...newestFirst, poNumber: 'PO-ONE' }, { limit: DEFAULT_PAGE_SIZE });
    expect(ownPage.items.map((item) => [item.id, item.po_number, item.cost_centre])).toEqual([[own?.id, 'PO-ONE', 'CC-BIG']]);
    expect(await countFilteredInvoices(database.db, companyId, { ...newestFirst, poNumber: 'PO-BIG' })).toBe(COUNT - 1);
    expect(await countFilteredInvoices(database.db, companyId, { ...newestFirst, costCentre: 'CC-BIG' })).toBe(COUNT);
    const defaultPage = await invoicePage(database.db, companyId, { ...newestFirst, poNumber: 'PO-BIG' }, { limit: DEFAULT_PAGE_SIZE });
    expect(defaultPage.items).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(new Set(defaultPage.items.map((item) => item.po_number))).toEqual(new Set(['PO-BIG']));
    await database.db.delete(companyProfiles).where(eq(companyProfiles.companyId, companyId));
    await database.db
      .update(invoices)
      .set({ poNumber: '' })
      .where(eq(invoices.id, own?.id ?? ''));
  });

  test('the count, asked for on its own, covers the whole company and follows the filters', async () => {
    expect(await countFilteredInvoices(database.db, companyId, { status: [], sort: '-issued_on' })).toBe(COUNT);
    const [paid] = await database.db
      .select({ total: count() })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.status, 'paid')));
    expect(paid?.total).toBeGreaterThan(0);
    expect(await countFilteredInvoices(database.db, companyId, { status: ['paid'], sort: '-issued_on' })).toBe(paid?.total);
  });
});

// PGlite runs every statement unnamed; prepared statements and their plan cache are a server's.
const onServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onServer('prepared page queries on PostgreSQL', () => {
  const newestFirst: InvoiceFilters = { status: [], sort: '-issued_on' };

  /** The statements of the pool's most recently used connection, which sequential calls keep reusing. */
  async function preparedStatements(): Promise<Array<{ name: string; generic_plans: string; custom_plans: string }>> {
    const result = (await database.db.execute(
      sql`select name, generic_plans, custom_plans from pg_prepared_statements where name like 'invoice_page_%'`,
    )) as unknown as { rows: Array<{ name: string; generic_plans: string; custom_plans: string }> };
    return result.rows;
  }

  test.each([DEFAULT_PAGE_SIZE, INVOICE_EXPORT_BATCH])('pages of %i rows settle on a cached generic plan', async (pageSize) => {
    for (let run = 0; run < 10; run++) await invoicePage(database.db, companyId, newestFirst, { limit: pageSize });
    const statement = (await preparedStatements()).find((row) => row.name === preparedPageName(newestFirst, false, pageSize));
    expect(statement).toBeDefined();
    // The first five runs are planned with their values; then the generic plan must win.
    expect(Number(statement?.generic_plans)).toBeGreaterThanOrEqual(5);
  });

  test('any other page size is planned per call and leaves no statement behind', async () => {
    const before = await preparedStatements();
    const page = await invoicePage(database.db, companyId, newestFirst, { limit: 7 });
    expect(page.items).toHaveLength(7);
    expect(await preparedStatements()).toHaveLength(before.length);
  });
});
