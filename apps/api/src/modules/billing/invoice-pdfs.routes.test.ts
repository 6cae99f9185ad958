import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { API_PATHS, END_BEFORE_START, INVOICE_PDFS_ZIP_MAX, tooManyInvoicePdfsMessage } from '@portal/api-schema';
import { DEMO_IDS } from '../../demo/seed';
import { companies } from '../company-users/tables';
import { bearer, createTestContext, createTestUser, type TestContext } from '../../testing/test-app';
import { pdfText } from '../../testing/pdf-text';
import { insertBulkInvoices } from './bulk-invoices';
import { DEMO_BILLING } from './demo-data';
import { invoices } from './tables';

let context: TestContext;
const tokens: Record<string, string> = {};
let bulkToken: string;
let atCapToken: string;
const BULK_COUNT = INVOICE_PDFS_ZIP_MAX + 5;

beforeAll(async () => {
  context = await createTestContext();
  for (const email of ['finance@acme.test', 'interview@acme.test', 'admin@globex.test']) tokens[email] = await context.login(email);
  const [company] = await context.db.insert(companies).values({ name: 'Bulk Buyers' }).returning({ id: companies.id });
  if (!company) throw new Error('No company');
  await insertBulkInvoices(context.db, { companyId: company.id, count: BULK_COUNT, numberPrefix: 'BULK', distinctDays: 3 });
  const user = await createTestUser(context.db, { companyId: company.id, roles: ['invoices'] });
  bulkToken = await context.login(user.email, user.password);
  const [atCap] = await context.db.insert(companies).values({ name: 'Cap Buyers' }).returning({ id: companies.id });
  if (!atCap) throw new Error('No company');
  await insertBulkInvoices(context.db, { companyId: atCap.id, count: INVOICE_PDFS_ZIP_MAX, numberPrefix: 'CAP', distinctDays: 3 });
  const capUser = await createTestUser(context.db, { companyId: atCap.id, roles: ['invoices'] });
  atCapToken = await context.login(capUser.email, capUser.password);
});
afterAll(() => context?.close());

async function zipOf(query: Record<string, string | string[]>, token = tokens['finance@acme.test'] ?? '') {
  return context.app.inject({ method: 'GET', url: API_PATHS.invoicesPdfZip, query, headers: bearer(token) });
}

async function numbersOf(companyId: string, status: 'paid' | 'open') {
  const rows = await context.db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.status, status)));
  return rows.map((row) => row.number);
}

describe('GET invoices/pdfs.zip', () => {
  test("the PDFs of the invoices the filters match, one per invoice, each named by its number and made as the invoice's own PDF", async () => {
    const response = await zipOf({ status: 'paid' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/filename="invoices-\d{4}-\d{2}-\d{2}\.zip"/);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const expected = await numbersOf(DEMO_IDS.acme, 'paid');
    expect(expected.length).toBeGreaterThan(1);
    expect(Object.keys(entries).sort()).toEqual(expected.map((number) => `${number}.pdf`).sort());

    const paid = DEMO_BILLING.invoices.paid;
    const single = await context.app.inject({
      method: 'GET',
      url: API_PATHS.invoicePdf.replace(':id', paid.id),
      headers: bearer(tokens['finance@acme.test'] ?? ''),
    });
    const fromZip = entries[`${paid.number}.pdf`];
    if (!fromZip) throw new Error('No PDF of the paid invoice');
    expect(await pdfText(fromZip)).toBe(await pdfText(single.rawPayload));
  });

  test('the same filters as the list: dates narrow it too, whatever the sort', async () => {
    const list = await context.app.inject({
      method: 'GET',
      url: API_PATHS.invoices,
      query: { from: '2026-01-01', to: '2026-06-30', limit: '100' },
      headers: bearer(tokens['finance@acme.test'] ?? ''),
    });
    const listed = (list.json().data.items as { number: string }[]).map((item) => `${item.number}.pdf`);
    const response = await zipOf({ from: '2026-01-01', to: '2026-06-30', sort: 'due_on' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(response.rawPayload))).sort()).toEqual(listed.sort());
  });

  test("another company's invoices are never in it", async () => {
    const response = await zipOf({ status: 'open' }, tokens['admin@globex.test']);
    expect(response.statusCode).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(response.rawPayload)));
    expect(names.sort()).toEqual((await numbersOf(DEMO_IDS.globex, 'open')).map((number) => `${number}.pdf`).sort());
    expect(names.some((name) => name.startsWith('INV-2026-'))).toBe(false);
  });

  test('no match: an empty archive', async () => {
    const response = await zipOf({ from: '1990-01-01', to: '1990-01-31' });
    expect(response.statusCode).toBe(200);
    expect(unzipSync(new Uint8Array(response.rawPayload))).toEqual({});
  });

  test(`more than ${INVOICE_PDFS_ZIP_MAX} invoices is a 422 asking for narrower filters; at the cap it is made`, async () => {
    const tooMany = await zipOf({}, bulkToken);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().data.message).toBe(tooManyInvoicePdfsMessage(BULK_COUNT));
    const atCap = await zipOf({}, atCapToken);
    expect(atCap.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(atCap.rawPayload)))).toHaveLength(INVOICE_PDFS_ZIP_MAX);
  }, 60_000);

  test('bad filters are a 422 per field, as for the list', async () => {
    const backwards = await zipOf({ from: '2026-06-01', to: '2026-01-01' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().data.errors).toEqual([{ property: 'to', message: END_BEFORE_START }]);
    const status = await zipOf({ status: 'lost' });
    expect(status.statusCode).toBe(422);
    expect(status.json().data.errors.map((error: { property: string }) => error.property)).toEqual(['status']);
  });

  test('needs the invoices role', async () => {
    expect((await zipOf({}, tokens['interview@acme.test'])).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: API_PATHS.invoicesPdfZip })).statusCode).toBe(401);
  });
});
