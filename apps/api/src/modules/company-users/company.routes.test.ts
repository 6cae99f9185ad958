import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, count, eq } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  companyDetailsSchema,
  type CompanyBusinessInput,
  type CompanyInformationInput,
  connectionHasContractsMessage,
  connectionPageSchema,
  connectionSchema,
  FORBIDDEN_MESSAGE,
  NOT_FOUND_MESSAGE,
  SINGLE_LINE_MESSAGE,
} from '@portal/api-schema';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_IDS } from '../../demo/seed';
import { auditLog } from '../../platform/audit/tables';
import { outboxEmails } from '../../platform/outbox/tables';
import { createCompanyWithEditor, createTestConnection, TEST_IMAGES } from '../../testing/company-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { DEMO_BILLING } from '../billing/demo-data';
import { apiModules } from '../index';
import { DEMO_COMPANY } from './company-demo-data';
import { companyUsersModule } from './index';
import { vendorConnections } from './tables';

let context: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  context = await createTestContext();
  for (const email of ['admin@acme.test', 'finance@acme.test', 'interview@acme.test', 'admin@globex.test']) {
    tokens[email] = await context.login(email);
  }
}, 60_000);
afterAll(() => context?.close());

const tokenOf = (email: string) => tokens[email] ?? '';

function send(token: string, options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }) {
  return context.app.inject({ ...options, headers: { ...bearer(token), ...options.headers } } as InjectOptions);
}

/** A company of its own, signed in as its editor: tests that change details do not meet each other. */
async function ownCompany(roles: Parameters<typeof createCompanyWithEditor>[1] = ['my_company']) {
  const company = await createCompanyWithEditor(context.db, roles);
  const token = await context.login(company.editor.email, company.editor.password);
  return { ...company, token };
}

async function auditsOf(
  companyId: string,
  action: string,
): Promise<Array<{ metadata: Record<string, unknown>; actorUserId: string | null }>> {
  return context.db
    .select({ metadata: auditLog.metadata, actorUserId: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)));
}

const errorsOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    ((response.json() as { data: { errors?: Array<{ property: string; message: string }> } }).data.errors ?? []).map((error) => [
      error.property,
      error.message,
    ]),
  );

const INFORMATION: CompanyInformationInput = {
  legal_name: 'Initech Holdings LLC',
  name: 'Initech',
  website: 'https://initech.example.com/about',
  size: '51-200',
  industry: 'software',
  address: { line1: '4120 Freidrich Lane', line2: '', city: 'Austin', region: 'TX', postal_code: '78744', country: 'US' },
};

const BUSINESS: CompanyBusinessInput = {
  tax_id: 'DE 123.456/789',
  billing_address_same: false,
  billing_address: { line1: 'Rechnungsstelle', line2: 'Postfach 12 34', city: 'Berlin', region: '', postal_code: '10115', country: 'DE' },
  billing_contacts: [
    { name: 'Accounts', email: 'Accounts@Initech.example.com' },
    { name: 'Bill Lumbergh', email: 'bill@initech.example.com' },
  ],
  default_po_number: 'PO-77/A',
  default_cost_centre: 'CC-4100 Engineering',
  preferred_currency: 'EUR',
};

test('the API composes the company-users module', () => {
  expect(apiModules).toContain(companyUsersModule);
});

describe('GET /api/client-cabinet/company', () => {
  test("answers the caller's company: Acme's demo details with its logo", async () => {
    const response = await send(tokenOf('admin@acme.test'), { method: 'GET', url: API_PATHS.company });
    expect(response.statusCode).toBe(200);
    const details = companyDetailsSchema.parse(dataOf(response));
    expect(details).toMatchObject({
      id: DEMO_IDS.acme,
      information: {
        legal_name: 'Acme Robotics, Inc.',
        name: 'Acme Robotics',
        size: '51-200',
        industry: 'robotics',
        address: { city: 'San Francisco', country: 'US' },
      },
      business: {
        billing_address_same: false,
        billing_contacts: [
          { name: 'Accounts Payable', email: 'ap@acme.test' },
          { name: 'Priya Shah', email: 'controller@acme.test' },
        ],
        preferred_currency: 'USD',
      },
      logo: { content_type: 'image/png' },
    });
    expect(details.logo?.url).toMatch(/^\/api\/client-cabinet\/company\/logo\?v=[0-9a-f]{16}$/);
  });

  test('every role with my_company reads it; another company reads its own', async () => {
    for (const email of ['finance@acme.test', 'interview@acme.test']) {
      const response = await send(tokenOf(email), { method: 'GET', url: API_PATHS.company });
      expect(dataOf(response)).toMatchObject({ id: DEMO_IDS.acme });
    }
    const globex = await send(tokenOf('admin@globex.test'), { method: 'GET', url: API_PATHS.company });
    expect(dataOf(globex)).toMatchObject({ id: DEMO_IDS.globex, information: { legal_name: 'Globex Corporation' }, logo: null });
  });

  test('a user of the company without my_company is refused', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme, roles: ['invoices'] });
    const token = await context.login(user.email, user.password);
    const response = await send(token, { method: 'GET', url: API_PATHS.company });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ data: { message: FORBIDDEN_MESSAGE } });
  });

  test('a new company answers empty details', async () => {
    const { token, companyId, companyName } = await ownCompany();
    const response = await send(token, { method: 'GET', url: API_PATHS.company });
    expect(dataOf(response)).toEqual({
      id: companyId,
      information: {
        legal_name: '',
        name: companyName,
        website: '',
        size: null,
        industry: null,
        address: { line1: '', line2: '', city: '', region: '', postal_code: '', country: null },
        time_zone: 'UTC',
      },
      business: {
        tax_id: '',
        billing_address_same: true,
        billing_address: { line1: '', line2: '', city: '', region: '', postal_code: '', country: null },
        billing_contacts: [],
        default_po_number: '',
        default_cost_centre: '',
        preferred_currency: null,
      },
      logo: null,
      updated_at: null,
    });
  });
});

describe('PUT /api/client-cabinet/company/information', () => {
  test('saves every field, renames the company for everyone, and audits the fields once', async () => {
    const { token, companyId, editor } = await ownCompany();
    const response = await send(token, { method: 'PUT', url: API_PATHS.companyInformation, payload: INFORMATION });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({ information: INFORMATION });
    expect(companyDetailsSchema.parse(dataOf(response)).updated_at).not.toBeNull();

    const me = await send(token, { method: 'GET', url: API_PATHS.currentUser });
    expect(dataOf(me)).toMatchObject({ company: { id: companyId, name: 'Initech' } });

    const audits = await auditsOf(companyId, 'company.updated');
    expect(audits).toEqual([
      {
        actorUserId: editor.id,
        metadata: {
          section: 'information',
          fields: [
            'legal_name',
            'name',
            'website',
            'size',
            'industry',
            'address.line1',
            'address.city',
            'address.region',
            'address.postal_code',
            'address.country',
          ],
        },
      },
    ]);

    // The same values again change nothing and audit nothing; one field changed is named alone.
    expect((await send(token, { method: 'PUT', url: API_PATHS.companyInformation, payload: INFORMATION })).statusCode).toBe(200);
    expect(await auditsOf(companyId, 'company.updated')).toHaveLength(1);
    await send(token, {
      method: 'PUT',
      url: API_PATHS.companyInformation,
      payload: { ...INFORMATION, address: { ...INFORMATION.address, line2: 'Suite 2' } },
    });
    expect((await auditsOf(companyId, 'company.updated')).map((audit) => audit.metadata.fields)).toEqual([
      expect.any(Array),
      ['address.line2'],
    ]);
  });

  test('trims text and leaves optional fields empty', async () => {
    const { token } = await ownCompany();
    const payload = {
      legal_name: '  Spaced Out Ltd  ',
      name: ' Spaced ',
      website: '',
      size: null,
      industry: null,
      address: { line1: '', line2: '', city: '', region: '', postal_code: '', country: null },
    };
    const response = await send(token, { method: 'PUT', url: API_PATHS.companyInformation, payload });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({ information: { legal_name: 'Spaced Out Ltd', name: 'Spaced', website: '' } });
  });

  test.each([
    ['no legal name', { legal_name: '  ' }, { legal_name: 'Enter the legal name.' }],
    ['no display name', { name: '' }, { name: 'Enter the display name.' }],
    ['a plain http website', { website: 'http://initech.example.com' }, { website: COMPANY_MESSAGES.websiteInvalid }],
    ['a javascript: website', { website: 'javascript:alert(1)' }, { website: COMPANY_MESSAGES.websiteInvalid }],
    ['a website with credentials', { website: 'https://user:secret@initech.example.com' }, { website: COMPANY_MESSAGES.websiteInvalid }],
    ['a website without a domain', { website: 'https://localhost' }, { website: COMPANY_MESSAGES.websiteInvalid }],
    ['a size not in the list', { size: '12' }, { size: 'Choose a size from the list.' }],
    ['an industry not in the list', { industry: 'piracy' }, { industry: 'Choose an industry from the list.' }],
    [
      'a country that is not an ISO code',
      { address: { ...INFORMATION.address, country: 'XX' } },
      { 'address.country': 'Choose a country from the list.' },
    ],
    [
      'an address without street, city and country',
      { address: { line1: '', line2: '', city: '', region: 'TX', postal_code: '', country: null } },
      { 'address.line1': 'Enter the street address.', 'address.city': 'Enter the city.', 'address.country': 'Choose the country.' },
    ],
    [
      'a postal code with markup',
      { address: { ...INFORMATION.address, postal_code: '<b>1</b>' } },
      { 'address.postal_code': 'Use letters, digits, spaces and dashes only.' },
    ],
    ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }, { time_zone: 'Choose a time zone from the list.' }],
    ['a NUL character', { legal_name: 'Ini\u0000tech' }, { legal_name: 'This field contains characters that are not allowed.' }],
    ['a bidirectional override', { name: 'Ini\u202Etech' }, { name: 'This field contains characters that are not allowed.' }],
    [
      'a legal name too long',
      { legal_name: 'x'.repeat(COMPANY_LIMITS.legalNameMaxLength + 1) },
      { legal_name: `Use at most ${COMPANY_LIMITS.legalNameMaxLength} characters.` },
    ],
  ])('refuses %s with a message on the field, changing nothing', async (_name, change, errors) => {
    const { token, companyId } = await ownCompany();
    const response = await send(token, { method: 'PUT', url: API_PATHS.companyInformation, payload: { ...INFORMATION, ...change } });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual(errors);
    const details = dataOf(await send(token, { method: 'GET', url: API_PATHS.company }));
    expect(details).toMatchObject({ information: { legal_name: '' }, updated_at: null });
    expect(await auditsOf(companyId, 'company.updated')).toEqual([]);
  });

  test('saves the time zone, naming it alone; a save without it keeps it', async () => {
    const { token, companyId } = await ownCompany();
    await send(token, { method: 'PUT', url: API_PATHS.companyInformation, payload: INFORMATION });
    const zoned = await send(token, {
      method: 'PUT',
      url: API_PATHS.companyInformation,
      payload: { ...INFORMATION, time_zone: 'America/New_York' },
    });
    expect(dataOf(zoned)).toMatchObject({ information: { time_zone: 'America/New_York' } });
    const fields = (await auditsOf(companyId, 'company.updated')).map((audit) => audit.metadata.fields);
    expect(fields).toHaveLength(2);
    expect(fields).toContainEqual(['time_zone']);
    const kept = await send(token, { method: 'PUT', url: API_PATHS.companyInformation, payload: INFORMATION });
    expect(dataOf(kept)).toMatchObject({ information: { time_zone: 'America/New_York' } });
    expect(await auditsOf(companyId, 'company.updated')).toHaveLength(2);
  });

  test('refuses missing fields, a non-object body and unknown shapes', async () => {
    const { token } = await ownCompany();
    const empty = await send(token, { method: 'PUT', url: API_PATHS.companyInformation, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(errorsOf(empty))).toEqual(expect.arrayContaining(['legal_name', 'name', 'address']));
    const array = await send(token, {
      method: 'PUT',
      url: API_PATHS.companyInformation,
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(array.statusCode).toBe(422);
    const proto = await send(token, {
      method: 'PUT',
      url: API_PATHS.companyInformation,
      payload: '{"__proto__":{"isAdmin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(proto.statusCode).toBe(400);
  });

  test('only users with my_company change it', async () => {
    const { token } = await ownCompany(['invoices', 'contracts']);
    const response = await send(token, { method: 'PUT', url: API_PATHS.companyInformation, payload: INFORMATION });
    expect(response.statusCode).toBe(403);
  });

  test('50 identical saves at once change the details once, with one audit entry', async () => {
    const { token, companyId } = await ownCompany();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => send(token, { method: 'PUT', url: API_PATHS.companyInformation, payload: INFORMATION })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(await auditsOf(companyId, 'company.updated')).toHaveLength(1);
  });
});

describe('PUT /api/client-cabinet/company/business', () => {
  test('saves the business details; contacts are kept in order, their addresses in lower case', async () => {
    const { token, companyId } = await ownCompany();
    const response = await send(token, { method: 'PUT', url: API_PATHS.companyBusiness, payload: BUSINESS });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({
      business: {
        ...BUSINESS,
        billing_contacts: [
          { name: 'Accounts', email: 'accounts@initech.example.com' },
          { name: 'Bill Lumbergh', email: 'bill@initech.example.com' },
        ],
      },
    });
    expect((await auditsOf(companyId, 'company.updated')).map((audit) => audit.metadata)).toEqual([
      {
        section: 'business',
        fields: [
          'tax_id',
          'billing_address_same',
          'billing_address.line1',
          'billing_address.line2',
          'billing_address.city',
          'billing_address.postal_code',
          'billing_address.country',
          'billing_contacts',
          'default_po_number',
          'default_cost_centre',
          'preferred_currency',
        ],
      },
    ]);

    // Reordering the contacts is a change; using the company address clears the billing one.
    const reordered = { ...BUSINESS, billing_contacts: [...BUSINESS.billing_contacts].reverse(), billing_address_same: true };
    const second = await send(token, { method: 'PUT', url: API_PATHS.companyBusiness, payload: reordered });
    expect(dataOf(second)).toMatchObject({
      business: {
        billing_address_same: true,
        billing_address: { line1: '', city: '', country: null },
        billing_contacts: [{ name: 'Bill Lumbergh' }, { name: 'Accounts' }],
      },
    });
  });

  test.each([
    [
      'a contact listed twice (in any case)',
      {
        billing_contacts: [
          { name: 'A', email: 'same@initech.example.com' },
          { name: 'B', email: 'SAME@initech.example.com' },
        ],
      },
      { 'billing_contacts.1.email': COMPANY_MESSAGES.billingContactDuplicate },
    ],
    [
      'too many contacts',
      {
        billing_contacts: Array.from({ length: COMPANY_LIMITS.billingContactsMax + 1 }, (_, n) => ({
          name: `P${n}`,
          email: `p${n}@initech.example.com`,
        })),
      },
      { billing_contacts: COMPANY_MESSAGES.billingContactsTooMany },
    ],
    [
      'a contact without name or with a bad address',
      { billing_contacts: [{ name: '', email: 'not an address' }] },
      { 'billing_contacts.0.name': 'Enter the name.', 'billing_contacts.0.email': 'Enter a valid e-mail address.' },
    ],
    [
      'its own billing address left empty',
      { billing_address_same: false, billing_address: { line1: '', line2: '', city: '', region: '', postal_code: '', country: null } },
      {
        'billing_address.line1': 'Enter the street address.',
        'billing_address.city': 'Enter the city.',
        'billing_address.country': 'Choose the country.',
      },
    ],
    [
      'a tax id with markup',
      { tax_id: '<script>' },
      { tax_id: 'Use letters and digits, optionally grouped by spaces, dots, dashes or slashes.' },
    ],
    ['a PO number with quotes', { default_po_number: 'PO"1' }, { default_po_number: 'Use letters, digits, spaces and . / # _ - only.' }],
    [
      'a cost centre with markup, and one too long',
      { default_cost_centre: '<b>', default_po_number: 'P'.repeat(65) },
      { default_cost_centre: 'Use letters, digits, spaces and . / # _ - only.', default_po_number: 'Use at most 64 characters.' },
    ],
    ['a cost centre over two lines', { default_cost_centre: 'CC\n1' }, { default_cost_centre: SINGLE_LINE_MESSAGE }],
    ['a currency not in the list', { preferred_currency: 'BTC' }, { preferred_currency: 'Choose a currency from the list.' }],
    [
      'no answer about the billing address',
      { billing_address_same: 'yes' },
      { billing_address_same: 'Say whether the billing address is the company address.' },
    ],
  ])('refuses %s with a message on the field, changing nothing', async (_name, change, errors) => {
    const { token, companyId } = await ownCompany();
    const response = await send(token, { method: 'PUT', url: API_PATHS.companyBusiness, payload: { ...BUSINESS, ...change } });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual(errors);
    expect(dataOf(await send(token, { method: 'GET', url: API_PATHS.company }))).toMatchObject({
      business: { tax_id: '', billing_contacts: [] },
    });
    expect(await auditsOf(companyId, 'company.updated')).toEqual([]);
  });

  test("a receipt goes to the payer and to the company's billing contacts, once each", async () => {
    const { token, companyId, editor } = await ownCompany(['my_company', 'invoices']);
    await send(token, {
      method: 'PUT',
      url: API_PATHS.companyBusiness,
      payload: {
        ...BUSINESS,
        billing_address_same: true,
        billing_contacts: [...BUSINESS.billing_contacts, { name: 'Me again', email: editor.email }],
      },
    });
    const { createTestInvoice } = await import('../../testing/billing-fixtures');
    const invoice = await createTestInvoice(context.db, { companyId, vendorId: DEMO_BILLING.vendors.northwind });
    const paid = await send(token, { method: 'POST', url: apiPath(API_PATHS.pay, { id: invoice.id, slug: 'stripe-card' }) });
    expect(paid.statusCode).toBe(200);
    const reference = dataOf<{ reference: string }>(paid).reference;
    const { SANDBOX_PATHS } = await import('@portal/api-schema');
    const { sandboxLinkQuery } = await import('../../testing/sandbox-links');
    const checkout = await context.app.inject({
      method: 'POST',
      url: `/api${apiPath(SANDBOX_PATHS.cardCheckout, { reference })}${await sandboxLinkQuery(context.db, 'checkout', reference)}`,
      payload: { action: 'pay', card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    });
    expect(checkout.statusCode).toBe(200);
    const settled = await send(token, {
      method: 'POST',
      url: apiPath(API_PATHS.setPaymentStatus, { reference }),
      payload: new URLSearchParams({ 'set-payment-status': 'sandbox', reference, status: 'succeeded', raw_request: '{}' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(settled.statusCode).toBe(200);
    const receipts = await context.db
      .select({ to: outboxEmails.to, text: outboxEmails.text })
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Receipt for invoice ${invoice.number}`));
    expect(receipts.map((receipt) => receipt.to).sort()).toEqual(
      [editor.email, 'accounts@initech.example.com', 'bill@initech.example.com'].sort(),
    );
    expect(receipts.find((receipt) => receipt.to === 'bill@initech.example.com')?.text).toContain('Hello Bill Lumbergh,');
  });
});

describe('the logo', () => {
  const upload = (token: string, body: Buffer | string, contentType: string) =>
    send(token, { method: 'PUT', url: API_PATHS.companyLogo, payload: body, headers: { 'content-type': contentType } });

  test('a PNG is uploaded, described, served with its type and cache headers, then removed', async () => {
    const { token, companyId } = await ownCompany();
    const uploaded = await upload(token, TEST_IMAGES.png, 'image/png');
    expect(uploaded.statusCode).toBe(200);
    const logo = companyDetailsSchema.parse(dataOf(uploaded)).logo;
    expect(logo).toMatchObject({ content_type: 'image/png', size_bytes: TEST_IMAGES.png.length });

    const served = await send(token, { method: 'GET', url: logo?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TEST_IMAGES.png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
      'content-disposition': 'inline; filename="logo.png"',
    });
    const unversioned = await send(token, { method: 'GET', url: API_PATHS.companyLogo });
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');
    const revalidated = await send(token, {
      method: 'GET',
      url: API_PATHS.companyLogo,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // Every user of the company sees it; another company's users see their own (none here).
    const colleague = await createTestUser(context.db, { companyId, roles: [] });
    const colleagueToken = await context.login(colleague.email, colleague.password);
    expect((await send(colleagueToken, { method: 'GET', url: API_PATHS.companyLogo })).statusCode).toBe(200);
    expect((await send(colleagueToken, { method: 'DELETE', url: API_PATHS.companyLogo })).statusCode).toBe(403);
    const globex = await send(tokenOf('admin@globex.test'), { method: 'GET', url: API_PATHS.companyLogo });
    expect(globex.statusCode).toBe(404);
    expect(globex.json()).toEqual({ data: { message: COMPANY_MESSAGES.noLogo } });

    const removed = await send(token, { method: 'DELETE', url: API_PATHS.companyLogo });
    expect(dataOf(removed)).toMatchObject({ logo: null });
    expect((await send(token, { method: 'GET', url: API_PATHS.companyLogo })).statusCode).toBe(404);
    // Removing again changes nothing.
    expect((await send(token, { method: 'DELETE', url: API_PATHS.companyLogo })).statusCode).toBe(200);
    expect((await auditsOf(companyId, 'company.logo_changed')).map((audit) => audit.metadata)).toEqual([
      { change: 'uploaded', content_type: 'image/png', size_bytes: TEST_IMAGES.png.length },
      { change: 'removed' },
    ]);
  });

  test('JPEG and WebP are accepted by their bytes, whatever type is declared', async () => {
    const { token, companyId } = await ownCompany();
    const jpeg = await upload(token, TEST_IMAGES.jpeg, 'application/octet-stream');
    expect(dataOf(jpeg)).toMatchObject({ logo: { content_type: 'image/jpeg' } });
    const webp = await upload(token, TEST_IMAGES.webp, 'image/png');
    expect(dataOf(webp)).toMatchObject({ logo: { content_type: 'image/webp' } });
    const served = await send(token, { method: 'GET', url: API_PATHS.companyLogo });
    expect(served.headers['content-type']).toBe('image/webp');
    // The same image again is no change.
    await upload(token, TEST_IMAGES.webp, 'image/webp');
    expect((await auditsOf(companyId, 'company.logo_changed')).map((audit) => audit.metadata.change)).toEqual(['uploaded', 'replaced']);
  });

  test.each([
    ['an SVG', TEST_IMAGES.svg, 'image/svg+xml', 415, COMPANY_MESSAGES.logoSvg],
    ['an SVG declared as PNG', TEST_IMAGES.svg, 'image/png', 415, COMPANY_MESSAGES.logoSvg],
    ['text declared as PNG (wrong magic bytes)', TEST_IMAGES.text, 'image/png', 415, COMPANY_MESSAGES.logoUnknownType],
    ['HTML declared as JPEG', TEST_IMAGES.html, 'image/jpeg', 415, COMPANY_MESSAGES.logoUnknownType],
    ['a GIF', TEST_IMAGES.gif, 'image/gif', 415, COMPANY_MESSAGES.logoUnknownType],
    ['a PNG signature without its header chunk', TEST_IMAGES.png.subarray(0, 10), 'image/png', 415, COMPANY_MESSAGES.logoUnknownType],
    ['an empty file', Buffer.alloc(0), 'image/png', 422, COMPANY_MESSAGES.logoEmpty],
    [
      'a file over 1 MB',
      Buffer.concat([TEST_IMAGES.png, Buffer.alloc(COMPANY_LIMITS.logoMaxBytes)]),
      'image/png',
      413,
      COMPANY_MESSAGES.logoTooLarge,
    ],
    ['a JSON body', '{"logo":"x"}', 'application/json', 415, COMPANY_MESSAGES.logoUnknownType],
    ['a text body', 'hello', 'text/plain', 415, COMPANY_MESSAGES.logoUnknownType],
  ])('refuses %s with a clear message, changing nothing', async (_name, body, contentType, status, message) => {
    const { token, companyId } = await ownCompany();
    const response = await upload(token, body, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ data: { message, errors: [{ property: 'logo', message }] } });
    expect(dataOf(await send(token, { method: 'GET', url: API_PATHS.company }))).toMatchObject({ logo: null });
    expect(await auditsOf(companyId, 'company.logo_changed')).toEqual([]);
  });

  test('a body of an unsupported type is refused before it is read', async () => {
    const { token } = await ownCompany();
    const response = await upload(token, '<x/>', 'application/xml');
    expect(response.statusCode).toBe(415);
  });

  test('exactly 1 MB is accepted', async () => {
    const { token } = await ownCompany();
    const image = Buffer.concat([TEST_IMAGES.png, Buffer.alloc(COMPANY_LIMITS.logoMaxBytes - TEST_IMAGES.png.length)]);
    const response = await upload(token, image, 'image/png');
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({ logo: { size_bytes: COMPANY_LIMITS.logoMaxBytes } });
  });

  test('uploading needs my_company; anonymous callers are refused before the body is read', async () => {
    const { token } = await ownCompany(['invoices']);
    expect((await upload(token, TEST_IMAGES.png, 'image/png')).statusCode).toBe(403);
    const anonymous = await context.app.inject({
      method: 'PUT',
      url: API_PATHS.companyLogo,
      payload: TEST_IMAGES.png,
      headers: { 'content-type': 'image/png' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test('50 identical uploads at once store it once, with one audit entry', async () => {
    const { token, companyId } = await ownCompany();
    const responses = await Promise.all(Array.from({ length: 50 }, () => upload(token, TEST_IMAGES.png, 'image/png')));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(await auditsOf(companyId, 'company.logo_changed')).toHaveLength(1);
  });
});

describe('vendor connections', () => {
  test("Acme's connections by vendor name, with their counts and links' numbers", async () => {
    const response = await send(tokenOf('finance@acme.test'), { method: 'GET', url: API_PATHS.companyConnections });
    expect(response.statusCode).toBe(200);
    const page = connectionPageSchema.parse(dataOf(response));
    expect(page.total).toBe(5);
    expect(page.items.map((item) => [item.vendor.name, item.status, item.active_contracts, item.can_end])).toEqual([
      ['Brightpath Engineering', 'connected', 0, true],
      ['Kestrel Labs', 'pending', 0, true],
      ['Lumen Software Collective', 'ended', 0, false],
      ['Northwind Dev Studio', 'connected', 3, false],
      ['Orbital Apps Agency', 'connected', 0, true],
    ]);
    const northwind = page.items.find((item) => item.id === DEMO_COMPANY.connections.acmeNorthwind);
    expect(northwind).toMatchObject({
      vendor: { id: DEMO_BILLING.vendors.northwind },
      since: '2025-03-10',
      terms_version: '2.0',
      contact: { name: 'Marta Nowak', email: 'marta.nowak@northwind.example.com' },
      contracts_in_force: 5,
    });
    expect(northwind?.open_invoices).toBeGreaterThan(0);
    expect(page.items.find((item) => item.id === DEMO_COMPANY.connections.acmeLumen)).toMatchObject({
      ended_on: '2026-04-30',
      contact: null,
    });
  });

  test.each(['admin@acme.test', 'admin@globex.test'])(
    '%s: every vendor the company has invoices or contracts from is one of its connections',
    async (email) => {
      const token = tokenOf(email);
      const namesOf = async (url: string) =>
        dataOf<Array<{ name: string }>>(await send(token, { method: 'GET', url })).map((vendor) => vendor.name);
      const connected = connectionPageSchema
        .parse(dataOf(await send(token, { method: 'GET', url: `${API_PATHS.companyConnections}?limit=100` })))
        .items.map((item) => item.vendor.name);
      const dealtWith = new Set([...(await namesOf(API_PATHS.invoiceVendors)), ...(await namesOf(API_PATHS.contractVendors))]);
      expect([...dealtWith].filter((name) => !connected.includes(name))).toEqual([]);
    },
  );

  test.each(['admin@acme.test', 'admin@globex.test'])(
    "%s: every connection's service terms are a version the terms were published in",
    async (email) => {
      const token = tokenOf(email);
      const page = connectionPageSchema.parse(dataOf(await send(token, { method: 'GET', url: API_PATHS.companyConnections })));
      const versions = [...new Set(page.items.map((item) => item.terms_version))];
      const statuses = await Promise.all(
        versions.map(async (version) => {
          const url = apiPath(API_PATHS.serviceContractTermsVersion, { version });
          return [version, (await send(token, { method: 'GET', url })).statusCode] as const;
        }),
      );
      expect(statuses).toEqual(versions.map((version) => [version, 200]));
    },
  );

  test('filters by status and pages by vendor name', async () => {
    const token = tokenOf('admin@acme.test');
    const connected = await send(token, { method: 'GET', url: `${API_PATHS.companyConnections}?status=connected&status=pending` });
    expect(
      connectionPageSchema
        .parse(dataOf(connected))
        .items.map((item) => item.status)
        .sort(),
    ).toEqual(['connected', 'connected', 'connected', 'pending']);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `${API_PATHS.companyConnections}?limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page = connectionPageSchema.parse(dataOf(await send(token, { method: 'GET', url })));
      expect(page.total).toBe(5);
      seen.push(...page.items.map((item) => item.vendor.name));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([
      'Brightpath Engineering',
      'Kestrel Labs',
      'Lumen Software Collective',
      'Northwind Dev Studio',
      'Orbital Apps Agency',
    ]);
  });

  test.each([
    ['a status not in the list', '?status=deleted', 'status'],
    ['a tampered cursor', '?cursor=eyJvIjoidmVuZG9yIn0', 'cursor'],
    [
      'a cursor of another list',
      `?cursor=${Buffer.from(JSON.stringify({ o: '-issued_on', v: '2026-01-01', i: DEMO_IDS.acme })).toString('base64url')}`,
      'cursor',
    ],
    ['a limit too large', '?limit=1000', 'limit'],
  ])('refuses %s', async (_name, query, property) => {
    const response = await send(tokenOf('admin@acme.test'), { method: 'GET', url: `${API_PATHS.companyConnections}${query}` });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response))).toEqual([property]);
  });

  test('ending a connection without contracts in force: ended today, audited once, repeats answer it as it is', async () => {
    const { token, companyId, editor } = await ownCompany();
    const { connection, vendor } = await createTestConnection(context.db, {
      companyId,
      contracts: ['ended', 'cancelled', 'awaiting_signature'],
    });
    const path = apiPath(API_PATHS.endCompanyConnection, { id: connection.id });
    const response = await send(token, { method: 'POST', url: path });
    expect(response.statusCode).toBe(200);
    const ended = connectionSchema.parse(dataOf(response));
    expect(ended).toMatchObject({ status: 'ended', can_end: false, ended_on: new Date().toISOString().slice(0, 10) });
    expect(await auditsOf(companyId, 'connection.ended')).toEqual([
      { actorUserId: editor.id, metadata: { vendor_id: vendor.id, vendor_name: vendor.name, previous_status: 'connected' } },
    ]);
    const again = await send(token, { method: 'POST', url: path });
    expect(dataOf(again)).toEqual(dataOf(response));
    expect(await auditsOf(companyId, 'connection.ended')).toHaveLength(1);
  });

  test('a pending connection can end too', async () => {
    const { token, companyId } = await ownCompany();
    const { connection } = await createTestConnection(context.db, { companyId, status: 'pending' });
    const response = await send(token, { method: 'POST', url: apiPath(API_PATHS.endCompanyConnection, { id: connection.id }) });
    expect(dataOf(response)).toMatchObject({ status: 'ended' });
  });

  test.each([
    [['active'], 1],
    [['signed', 'notice_given', 'ended'], 2],
  ] as const)('is refused (409) while contracts are in force: %j', async (statuses, inForce) => {
    const { token, companyId } = await ownCompany();
    const { connection, vendor } = await createTestConnection(context.db, { companyId, contracts: [...statuses] });
    const response = await send(token, { method: 'POST', url: apiPath(API_PATHS.endCompanyConnection, { id: connection.id }) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ data: { message: connectionHasContractsMessage(vendor.name, inForce) } });
    const [row] = await context.db
      .select({ status: vendorConnections.status })
      .from(vendorConnections)
      .where(eq(vendorConnections.id, connection.id));
    expect(row?.status).toBe('connected');
    expect(await auditsOf(companyId, 'connection.ended')).toEqual([]);
  });

  test("the demo's Northwind connection cannot end: five contracts in force (signed, active or under notice)", async () => {
    const response = await send(tokenOf('admin@acme.test'), {
      method: 'POST',
      url: apiPath(API_PATHS.endCompanyConnection, { id: DEMO_COMPANY.connections.acmeNorthwind }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ data: { message: connectionHasContractsMessage('Northwind Dev Studio', 5) } });
  });

  test("another company's connection answers exactly like an unknown one", async () => {
    const token = tokenOf('admin@acme.test');
    const foreign = await send(token, {
      method: 'POST',
      url: apiPath(API_PATHS.endCompanyConnection, { id: DEMO_COMPANY.connections.globexKestrel }),
    });
    const unknown = await send(token, {
      method: 'POST',
      url: apiPath(API_PATHS.endCompanyConnection, { id: '0b7d6a4e-5d1f-4c1e-9a43-7cffffffffff' }),
    });
    expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({ status: 404, body: { data: { message: NOT_FOUND_MESSAGE } } });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: { data: { message: NOT_FOUND_MESSAGE } } });
    const [row] = await context.db
      .select({ status: vendorConnections.status })
      .from(vendorConnections)
      .where(eq(vendorConnections.id, DEMO_COMPANY.connections.globexKestrel));
    expect(row?.status).toBe('connected');
    const bad = await send(token, { method: 'POST', url: apiPath(API_PATHS.endCompanyConnection, { id: 'not-a-uuid' }) });
    expect(bad.statusCode).toBe(422);
  });

  test('50 identical requests at once end it once, with one audit entry', async () => {
    const { token, companyId } = await ownCompany();
    const { connection } = await createTestConnection(context.db, { companyId });
    const path = apiPath(API_PATHS.endCompanyConnection, { id: connection.id });
    const responses = await Promise.all(Array.from({ length: 50 }, () => send(token, { method: 'POST', url: path })));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    const [audits] = await context.db
      .select({ total: count() })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'connection.ended')));
    expect(Number(audits?.total)).toBe(1);
  });

  test('needs my_company', async () => {
    const { token, companyId } = await ownCompany(['invoices']);
    const { connection } = await createTestConnection(context.db, { companyId });
    expect((await send(token, { method: 'GET', url: API_PATHS.companyConnections })).statusCode).toBe(403);
    expect((await send(token, { method: 'POST', url: apiPath(API_PATHS.endCompanyConnection, { id: connection.id }) })).statusCode).toBe(
      403,
    );
  });
});

describe('the activity log', () => {
  test("shows My Company's changes with their labels, summaries and subjects", async () => {
    const { token, companyId } = await ownCompany(['invoices', 'contracts', 'proposals', 'my_company', 'account_editor']);
    const { connection, vendor } = await createTestConnection(context.db, { companyId });
    await send(token, { method: 'PUT', url: API_PATHS.companyInformation, payload: INFORMATION });
    await send(token, { method: 'PUT', url: API_PATHS.companyLogo, payload: TEST_IMAGES.png, headers: { 'content-type': 'image/png' } });
    await send(token, { method: 'POST', url: apiPath(API_PATHS.endCompanyConnection, { id: connection.id }) });

    const response = await send(token, { method: 'GET', url: `${API_PATHS.companyActivity}?category=company` });
    const connections = await send(token, { method: 'GET', url: `${API_PATHS.companyActivity}?action=connection.ended` });
    expect(response.statusCode).toBe(200);
    const entries = [
      ...dataOf<{ items: Array<Record<string, unknown>> }>(connections).items,
      ...dataOf<{ items: Array<Record<string, unknown>> }>(response).items,
    ];
    expect(
      entries.map((entry) => [entry.action_label, entry.category, entry.summary, (entry.subject as { label: string | null }).label]),
    ).toEqual([
      ['Vendor connection ended', 'contract', vendor.name, `Connection with ${vendor.name}`],
      ['Company logo changed', 'company', 'Uploaded (PNG, 1 KB)', 'Initech'],
      ['Company details changed', 'company', 'Information: legal name, display name, website, size, industry, address', 'Initech'],
    ]);
  });
});
