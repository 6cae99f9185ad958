import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, apiPath, CARD_METHOD_SLUG, SANDBOX_CHECKOUT_MESSAGE, SANDBOX_PATHS } from '@portal/api-schema';
import { createPayingCompany, createTestInvoice } from '../../testing/billing-fixtures';
import { sandboxLinkQuery } from '../../testing/sandbox-links';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';

let context: TestContext;
let reference: string;
/** The checkout link billing hands out: the page's path and its token. */
let checkoutUrl: string;
let payerToken: string;
let company: Awaited<ReturnType<typeof createPayingCompany>>;

/** A new card payment of a new invoice of the company, and the checkout link billing gives for it. */
async function newCardPayment(payer = company, token = payerToken) {
  const invoice = await createTestInvoice(context.db, { companyId: payer.companyId, vendorId: payer.vendorId });
  const created = await context.app.inject({
    method: 'POST',
    url: apiPath(API_PATHS.pay, { id: invoice.id, slug: CARD_METHOD_SLUG }),
    headers: bearer(token),
  });
  const ref = dataOf<{ reference: string }>(created).reference;
  const metadata = await context.app.inject({
    method: 'GET',
    url: apiPath(API_PATHS.paymentMetadata, { reference: ref, slug: CARD_METHOD_SLUG }),
    headers: bearer(token),
  });
  const url = dataOf<{ checkout_options: { checkout_url: string } }>(metadata).checkout_options.checkout_url;
  return { reference: ref, checkoutUrl: url, token: new URL(url, 'http://portal.test').searchParams.get('token') ?? '' };
}

beforeAll(async () => {
  context = await createTestContext();
  company = await createPayingCompany(context.db);
  payerToken = await context.login(company.payer.email, company.payer.password);
  ({ reference, checkoutUrl } = await newCardPayment());
});
afterAll(() => context?.close());

const decisionPath = (ref: string, token: string) => `/api/sandbox/checkout/${encodeURIComponent(ref)}?token=${encodeURIComponent(token)}`;
const tokenOf = (url: string) => new URL(url, 'http://portal.test').searchParams.get('token') ?? '';
const decide = (body: Record<string, string>, ref = reference, token = tokenOf(checkoutUrl)) =>
  context.app.inject({ method: 'POST', url: decisionPath(ref, token), payload: body });

describe('sandbox card checkout page', () => {
  test('a self-contained form, frameable by the same origin only, with its script from the same origin', async () => {
    expect(checkoutUrl).toMatch(new RegExp(`^${apiPath(SANDBOX_PATHS.cardCheckout, { reference })}\\?token=\\d+\\.[\\w-]{43}$`));
    const response = await context.app.inject({ method: 'GET', url: checkoutUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).toContain(`data-reference="${reference}"`);
    // The page decides with its own token.
    expect(response.body).toContain(`data-decision-url="${decisionPath(reference, tokenOf(checkoutUrl)).replace(/&/g, '&amp;')}"`);
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
    const signed = await sandboxLinkQuery(context.db, 'checkout', 'PAY-UNKNOWN');
    expect(
      (await context.app.inject({ method: 'POST', url: `/api/sandbox/checkout/PAY-UNKNOWN${signed}`, payload: { action: 'cancel' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the checkout is bound to the link billing handed out', () => {
  let tried = 0;
  let failed = 0;
  afterAll(() => console.log(`sandbox checkout links: ${tried} requests tried, ${failed} failed`));

  async function expectNotFound(method: 'GET' | 'POST', url: string, payload?: Record<string, string>) {
    tried += 1;
    const response = await context.app.inject({ method, url, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 404) failed += 1;
    expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
    expect(response.body).not.toContain('$1,250.50');
    return response;
  }

  test("anonymous visitors and another company's payer cannot see or decide a checkout by its reference", async () => {
    const victim = await newCardPayment();
    const other = await createPayingCompany(context.db);
    const otherToken = await context.login(other.payer.email, other.payer.password);
    const theirs = await newCardPayment(other, otherToken);
    const page = apiPath(SANDBOX_PATHS.cardCheckout, { reference: victim.reference });
    const [expiry, mac] = victim.token.split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const badTokens = [
      '',
      theirs.token,
      `${expiry}.${flipped}`,
      `${Number(expiry) + 86_400}.${mac}`,
      mac,
      (await sandboxLinkQuery(context.db, 'checkout', victim.reference, -1000)).slice('?token='.length),
      (await sandboxLinkQuery(context.db, 'call', victim.reference)).slice('?token='.length),
    ];
    const unknownPage = await context.app.inject({ method: 'GET', url: apiPath(SANDBOX_PATHS.cardCheckout, { reference: 'PAY-UNKNOWN' }) });
    const pageAnswers = [await expectNotFound('GET', page)];
    for (const token of badTokens) pageAnswers.push(await expectNotFound('GET', `${page}?token=${encodeURIComponent(token)}`));
    // The same answer as for a reference that does not exist.
    for (const answer of pageAnswers) expect(answer.body).toBe(unknownPage.body);

    const decisions: Array<Record<string, string>> = [
      { action: 'cancel' },
      { action: 'pay', card_number: '4242424242424242', expiry: '12/40', cvc: '123' },
    ];
    for (const body of decisions) {
      await expectNotFound('POST', `/api/sandbox/checkout/${victim.reference}`, body);
      for (const token of badTokens) await expectNotFound('POST', decisionPath(victim.reference, token), body);
      // The other company's payer has a valid link, for their own payment only.
      await expectNotFound('POST', decisionPath(victim.reference, theirs.token), body);
    }

    // Nothing was decided: the owner's link still opens the checkout and cancels it.
    const ownPage = await context.app.inject({ method: 'GET', url: victim.checkoutUrl });
    expect(ownPage.statusCode).toBe(200);
    expect(ownPage.body).toContain('name="card_number"');
    const canceled = await decide({ action: 'cancel' }, victim.reference, victim.token);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    // A canceled checkout cannot be paid afterwards, even by its own link.
    expect(
      (await decide({ action: 'pay', card_number: '4242424242424242', expiry: '12/40', cvc: '123' }, victim.reference, victim.token))
        .statusCode,
    ).toBe(409);
  });
});

describe('sandbox bank account tokens', () => {
  const tokenize = (payload: Record<string, string>, headers: Record<string, string> = bearer(payerToken)) =>
    context.app.inject({ method: 'POST', url: SANDBOX_PATHS.bankAccountTokens, payload, headers });
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

  test('only a signed-in payer of a company may tokenize', async () => {
    const account = { routing_number: '110000000', account_number: '000123456789', ...holder };
    expect((await tokenize(account, {})).statusCode).toBe(401);
    const noRole = await createTestUser(context.db, { companyId: company.companyId, roles: ['contracts'] });
    expect((await tokenize(account, bearer(await context.login(noRole.email, noRole.password)))).statusCode).toBe(403);
  });

  test('malformed input is 422 per field', async () => {
    const response = await tokenize({ routing_number: '12', account_number: 'abc', account_holder_name: ' ' });
    expect(response.statusCode).toBe(422);
    const properties = (response.json() as { data: { errors: Array<{ property: string }> } }).data.errors.map((error) => error.property);
    expect(properties.sort()).toEqual(['account_holder_name', 'account_number', 'routing_number']);
  });
});
