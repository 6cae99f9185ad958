import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  INVOICE_REFERENCE_MESSAGES,
  invoiceCountSchema,
  invoiceDetailSchema,
  invoicePageSchema,
  NOT_FOUND_MESSAGE,
  SINGLE_LINE_MESSAGE,
} from '@portal/api-schema';
import { DEMO_IDS } from '../../demo/seed';
import { auditLog } from '../../platform/audit/tables';
import { createCompanyWithEditor } from '../../testing/company-fixtures';
import { createTestInvoice } from '../../testing/billing-fixtures';
import { bearer, createTestContext, dataOf, type TestContext } from '../../testing/test-app';
import { companyProfiles } from '../company-users/tables';
import { DEMO_BILLING } from './demo-data';
import { invoices } from './tables';

let context: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  context = await createTestContext();
  for (const email of ['admin@acme.test', 'finance@acme.test', 'legal@acme.test', 'interview@acme.test', 'admin@globex.test']) {
    tokens[email] = await context.login(email);
  }
});
afterAll(() => context?.close());

const tokenOf = (email: string) => tokens[email] ?? '';
const referencesPath = (id: string) => apiPath(API_PATHS.invoiceReferences, { id });

function put(id: string, payload: unknown, token = tokenOf('finance@acme.test')) {
  return context.app.inject({ method: 'PUT', url: referencesPath(id), headers: bearer(token), payload: payload as object });
}

function errorsOf(response: { json(): unknown }): Record<string, string> {
  const body = response.json() as { data: { errors?: Array<{ property: string; message: string }> } };
  return Object.fromEntries((body.data.errors ?? []).map((error) => [error.property, error.message]));
}

const auditsOf = (invoiceId: string) =>
  context.db
    .select({ metadata: auditLog.metadata, actorUserId: auditLog.actorUserId, companyId: auditLog.companyId })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, invoiceId), eq(auditLog.action, 'invoice.references_changed')));

/** A company of its own with a finance user, its defaults and three invoices: one with its own PO, two without. */
async function companyWithInvoices(defaults: { po: string; costCentre: string }) {
  const { companyId, editor } = await createCompanyWithEditor(context.db, ['invoices', 'contracts', 'my_company']);
  await context.db.insert(companyProfiles).values({ companyId, defaultPoNumber: defaults.po, defaultCostCentre: defaults.costCentre });
  const vendorId = DEMO_BILLING.vendors.northwind;
  const own = await createTestInvoice(context.db, { companyId, vendorId });
  const followsDefault = await createTestInvoice(context.db, { companyId, vendorId });
  const other = await createTestInvoice(context.db, { companyId, vendorId });
  await context.db.update(invoices).set({ poNumber: 'PO-OWN', costCentre: 'CC-OWN' }).where(eq(invoices.id, own.id));
  await context.db.update(invoices).set({ poNumber: 'PO-OTHER' }).where(eq(invoices.id, other.id));
  return { companyId, token: await context.login(editor.email, editor.password), own, followsDefault, other };
}

describe('GET invoice: its references', () => {
  test("an invoice naming none shows the company's defaults, saying so", async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.invoice, { id: DEMO_BILLING.invoices.everyMethod.id }),
      headers: bearer(tokenOf('finance@acme.test')),
    });
    const invoice = invoiceDetailSchema.parse(dataOf(response));
    expect(invoice).toMatchObject({ po_number: 'PO-2026-0415', cost_centre: 'CC-4100 Engineering' });
    expect(invoice.references).toEqual({
      po_number: { value: 'PO-2026-0415', is_company_default: true, company_default: 'PO-2026-0415' },
      cost_centre: { value: 'CC-4100 Engineering', is_company_default: true, company_default: 'CC-4100 Engineering' },
    });
  });
});

describe('PUT invoice references', () => {
  test('sets the invoice\'s own values, audited with before and after; "" lets the default apply again', async () => {
    const { own } = await companyWithInvoices({ po: 'PO-DEFAULT', costCentre: '' });
    const id = DEMO_BILLING.invoices.overdue.id;
    const response = await put(id, { po_number: '  PO-77/A ', cost_centre: 'CC 12' });
    expect(response.statusCode).toBe(200);
    const invoice = invoiceDetailSchema.parse(dataOf(response));
    expect(invoice.references).toEqual({
      po_number: { value: 'PO-77/A', is_company_default: false, company_default: 'PO-2026-0415' },
      cost_centre: { value: 'CC 12', is_company_default: false, company_default: 'CC-4100 Engineering' },
    });
    expect(await auditsOf(id)).toEqual([
      {
        companyId: DEMO_IDS.acme,
        actorUserId: DEMO_IDS.acmeFinance,
        metadata: {
          number: invoice.number,
          before: { po_number: '', cost_centre: '' },
          after: { po_number: 'PO-77/A', cost_centre: 'CC 12' },
        },
      },
    ]);

    const cleared = invoiceDetailSchema.parse(dataOf(await put(id, { po_number: '', cost_centre: 'CC 12' })));
    expect(cleared.references.po_number).toEqual({ value: 'PO-2026-0415', is_company_default: true, company_default: 'PO-2026-0415' });
    expect((await auditsOf(id)).map((audit) => audit.metadata)).toEqual([
      expect.anything(),
      { number: invoice.number, before: { po_number: 'PO-77/A', cost_centre: 'CC 12' }, after: { po_number: '', cost_centre: 'CC 12' } },
    ]);
    // Another company's own values are untouched.
    const [untouched] = await context.db.select().from(invoices).where(eq(invoices.id, own.id));
    expect(untouched).toMatchObject({ poNumber: 'PO-OWN', costCentre: 'CC-OWN' });
  });

  test('the values it already has answer the invoice as it is, with no audit entry', async () => {
    const id = DEMO_BILLING.invoices.paid.id;
    expect((await put(id, { po_number: 'PO-1', cost_centre: '' })).statusCode).toBe(200);
    const again = await put(id, { po_number: 'PO-1', cost_centre: '' }, tokenOf('admin@acme.test'));
    expect(again.statusCode).toBe(200);
    expect(await auditsOf(id)).toHaveLength(1);
  });

  test('50 identical requests at once change the invoice once, with one audit entry', async () => {
    const { own, token } = await companyWithInvoices({ po: '', costCentre: '' });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => put(own.id, { po_number: 'PO-RACE', cost_centre: 'CC-RACE' }, token)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(new Set(responses.map((response) => invoiceDetailSchema.parse(dataOf(response)).po_number))).toEqual(new Set(['PO-RACE']));
    expect(await auditsOf(own.id)).toHaveLength(1);
  });

  test.each([
    [
      'markup and a formula',
      { po_number: '<b>1</b>', cost_centre: '=SUM(A1)' },
      { po_number: INVOICE_REFERENCE_MESSAGES.invalid, cost_centre: INVOICE_REFERENCE_MESSAGES.invalid },
    ],
    ['too long', { po_number: 'P'.repeat(65), cost_centre: '' }, { po_number: INVOICE_REFERENCE_MESSAGES.tooLong }],
    ['a line break', { po_number: 'PO', cost_centre: 'CC\n2' }, { cost_centre: SINGLE_LINE_MESSAGE }],
    ['missing fields', {}, { po_number: expect.any(String), cost_centre: expect.any(String) }],
  ])('refuses %s with 422 per field, changing nothing', async (_name, payload, errors) => {
    const id = DEMO_BILLING.invoices.inEscrow.id;
    const response = await put(id, payload);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual(errors);
    const [row] = await context.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({ poNumber: '', costCentre: '' });
    expect(await auditsOf(id)).toEqual([]);
  });

  test("another company's invoice is 404 and unchanged", async () => {
    const id = DEMO_BILLING.globexInvoice.id;
    const response = await put(id, { po_number: 'PO-X', cost_centre: '' });
    expect(response.statusCode).toBe(404);
    expect((response.json() as { data: { message: string } }).data.message).toBe(NOT_FOUND_MESSAGE);
    const [row] = await context.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row?.poNumber).toBe('');
  });

  test('finance users may (legal and admin hold the same roles); a user without them is 403', async () => {
    const id = DEMO_BILLING.invoices.everyMethod.id;
    expect((await put(id, { po_number: 'PO-L', cost_centre: '' }, tokenOf('legal@acme.test'))).statusCode).toBe(200);
    expect((await put(id, { po_number: 'PO-A', cost_centre: '' }, tokenOf('admin@acme.test'))).statusCode).toBe(200);
    expect((await put(id, { po_number: 'PO-I', cost_centre: '' }, tokenOf('interview@acme.test'))).statusCode).toBe(403);
    const { createTestUser } = await import('../../testing/test-app');
    const invoicesOnly = await createTestUser(context.db, { companyId: DEMO_IDS.acme, roles: ['invoices'] });
    const token = await context.login(invoicesOnly.email, invoicesOnly.password);
    expect((await put(id, { po_number: 'PO-R', cost_centre: '' }, token)).statusCode).toBe(403);
    // Reading them needs the invoices role alone.
    const read = await context.app.inject({ method: 'GET', url: apiPath(API_PATHS.invoice, { id }), headers: bearer(token) });
    expect(invoiceDetailSchema.parse(dataOf(read)).po_number).toBe('PO-A');
  });
});

describe('the list, count and CSV by PO number and cost centre', () => {
  const list = (token: string, query: Record<string, string>) =>
    context.app.inject({ method: 'GET', url: API_PATHS.invoices, query, headers: bearer(token) });
  const countOf = async (token: string, query: Record<string, string>) =>
    invoiceCountSchema.parse(
      dataOf(await context.app.inject({ method: 'GET', url: API_PATHS.invoicesCount, query, headers: bearer(token) })),
    ).total;

  test("an invoice without its own PO number matches the company's default; one with its own, only that", async () => {
    const { token, own, followsDefault, other } = await companyWithInvoices({ po: 'PO-DEFAULT', costCentre: 'CC-DEFAULT' });
    const ids = async (query: Record<string, string>) =>
      invoicePageSchema
        .parse(dataOf(await list(token, query)))
        .items.map((item) => item.id)
        .sort();

    expect(await ids({ po_number: 'PO-DEFAULT' })).toEqual([followsDefault.id]);
    expect(await ids({ po_number: 'PO-OWN' })).toEqual([own.id]);
    expect(await ids({ po_number: 'PO-OTHER', cost_centre: 'CC-DEFAULT' })).toEqual([other.id]);
    expect(await ids({ cost_centre: 'CC-DEFAULT' })).toEqual([followsDefault.id, other.id].sort());
    expect(await ids({ po_number: 'po-own' })).toEqual([]);
    // An empty filter filters nothing.
    expect(await ids({ po_number: '', cost_centre: ' ' })).toHaveLength(3);

    expect(await countOf(token, { cost_centre: 'CC-DEFAULT' })).toBe(2);
    expect(await countOf(token, { po_number: 'PO-DEFAULT', cost_centre: 'CC-DEFAULT' })).toBe(1);
    expect(await countOf(token, {})).toBe(3);

    const page = invoicePageSchema.parse(dataOf(await list(token, { sort: 'issued_on' })));
    expect(Object.fromEntries(page.items.map((item) => [item.id, [item.po_number, item.cost_centre]]))).toEqual({
      [own.id]: ['PO-OWN', 'CC-OWN'],
      [followsDefault.id]: ['PO-DEFAULT', 'CC-DEFAULT'],
      [other.id]: ['PO-OTHER', 'CC-DEFAULT'],
    });
  });

  test('the filters page through with the keyset cursor', async () => {
    const { companyId, token } = await companyWithInvoices({ po: 'PO-PAGED', costCentre: '' });
    for (let n = 0; n < 5; n++) await createTestInvoice(context.db, { companyId, vendorId: DEMO_BILLING.vendors.northwind });
    const first = invoicePageSchema.parse(dataOf(await list(token, { po_number: 'PO-PAGED', limit: '4' })));
    expect(first.items).toHaveLength(4);
    const second = invoicePageSchema.parse(
      dataOf(await list(token, { po_number: 'PO-PAGED', limit: '4', cursor: first.next_cursor ?? '' })),
    );
    expect(second.items).toHaveLength(2);
    expect(second.next_cursor).toBeNull();
  });

  test('the CSV carries the PO number and cost centre that apply, and follows the filters', async () => {
    const { token } = await companyWithInvoices({ po: 'PO-DEFAULT', costCentre: 'CC-DEFAULT' });
    const response = await context.app.inject({
      method: 'GET',
      url: API_PATHS.invoicesCsv,
      query: { cost_centre: 'CC-DEFAULT' },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Number,Vendor,Status,Issued on,Due on,Amount,Currency,PO number,Cost centre');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',').slice(-2).join(','))
        .sort(),
    ).toEqual(['PO-DEFAULT,CC-DEFAULT', 'PO-OTHER,CC-DEFAULT']);
  });

  test('a filter that breaks the rule is 422 on its field', async () => {
    const response = await list(tokenOf('finance@acme.test'), { po_number: '<x>' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ po_number: INVOICE_REFERENCE_MESSAGES.invalid });
  });
});
