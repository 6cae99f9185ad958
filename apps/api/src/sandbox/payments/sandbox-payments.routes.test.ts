import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, apiPath, CARD_METHOD_SLUG, SANDBOX_CHECKOUT_MESSAGE, SANDBOX_PATHS } from '@portal/api-schema';
import { createPayingCompany, createTestInvoice } from '../../testing/billing-fixtures';
import { bearer, createTestContext, dataOf, type TestContext } from '../../testing/test-app';

let context: TestContext;
let reference: string;

beforeAll(async () => {
  context = await createTestContext();
  const company = await createPayingCompany(context.db);
  const invoice = await createTestInvoice(context.db, { companyId: company.companyId, vendorId: company.vendorId });
  const token = await context.login(company.payer.email, company.payer.password);
  const created = await context.app.inject({
    method: 'POST',
    url: apiPath(API_PATHS.pay, { id: invoice.id, slug: CARD_METHOD_SLUG }),
    headers: bearer(token),
  });
  reference = dataOf<{ reference: string }>(created).reference;
});
afterAll(() => context?.close());

const decide = (body: Record<string, string>, ref = reference) =>
  context.app.inject({ method: 'POST', url: `/api/sandbox/checkout/${encodeURIComponent(ref)}`, payload: body });

describe('sandbox card checkout page', () => {
  test('a self-contained form, frameable by the same origin only, with its script from the same origin', async () => {
    const response = await context.app.inject({ method: 'GET', url: apiPath(SANDBOX_PATHS.cardCheckout, { reference }) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.body).toContain(`data-reference="${reference}"`);
    expect(response.body).toContain(`data-message-type="${SANDBOX_CHECKOUT_MESSAGE}"`);
    expect(response.body).toContain('$1,250.50');
    expect(response.body).toContain('name="card_number"');
    // No inline script: every script element has a same-origin src.
    expect(response.body.match(/<script[^>]*>/g)).toEqual(['<script src="/sandbox/checkout.js">']);

    const script = await context.app.inject({ method: 'GET', url: '/sandbox/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('window.parent.postMessage');
    expect(script.body).toContain('window.location.origin');
  });

  test('other pages keep frame-ancestors none', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  test('an unknown reference is 404 and its markup is not reflected', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/sandbox/checkout/%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<script>alert');
  });
});

describe('sandbox card decisions', () => {
  test.each([
    [{ action: 'pay', card_number: '1234 5678 9012 3456', expiry: '12/40', cvc: '123' }, 'card_number'],
    [{ action: 'pay', card_number: '4242424242424242', expiry: '01/20', cvc: '123' }, 'expiry'],
    [{ action: 'pay', card_number: '4242424242424242', expiry: '13/40', cvc: '123' }, 'expiry'],
    [{ action: 'pay', card_number: '4242424242424242', expiry: '12/40', cvc: '12' }, 'cvc'],
    [{ action: 'pay', card_number: '<script>', expiry: '12/40', cvc: '123' }, 'card_number'],
  ])('%j is refused on %s', async (body, property) => {
    const response = await decide(body);
    expect(response.statusCode).toBe(422);
    expect((response.json() as { data: { errors: Array<{ property: string }> } }).data.errors[0]?.property).toBe(property);
  });

  test('an unknown action or reference is refused', async () => {
    expect((await decide({ action: 'refund' })).statusCode).toBe(422);
    expect((await decide({ action: 'cancel' }, 'PAY-UNKNOWN')).statusCode).toBe(404);
  });
});

describe('sandbox bank account tokens', () => {
  const tokenize = (payload: Record<string, string>) =>
    context.app.inject({ method: 'POST', url: SANDBOX_PATHS.bankAccountTokens, payload });
  const holder = { account_holder_name: 'Acme Robotics', account_holder_type: 'company' };

  test("the test account gets a token shaped like Stripe's", async () => {
    const response = await tokenize({ routing_number: '110000000', account_number: '000123456789', ...holder });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^btok_sandbox_/),
      bank_account: { last4: '6789', bank_name: 'STRIPE TEST BANK', routing_number: '110000000' },
    });
  });

  test('a routing number with a wrong check digit', async () => {
    const response = await tokenize({ routing_number: '110000001', account_number: '000123456789', ...holder });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { message: 'Routing number is invalid.', param: 'routing_number' } });
  });

  test('another valid account cannot be verified', async () => {
    const response = await tokenize({ routing_number: '021000021', account_number: '000111114444', ...holder });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { message: 'Your bank account could not be verified with these details.', param: 'account_number' },
    });
  });

  test('malformed input is 422 per field', async () => {
    const response = await tokenize({ routing_number: '12', account_number: 'abc', account_holder_name: ' ' });
    expect(response.statusCode).toBe(422);
    const properties = (response.json() as { data: { errors: Array<{ property: string }> } }).data.errors.map((error) => error.property);
    expect(properties.sort()).toEqual(['account_holder_name', 'account_number', 'routing_number']);
  });
});
