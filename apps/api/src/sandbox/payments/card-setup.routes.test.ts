import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { API_PATHS, apiPath, type CardSetup, CARD_SETUP_RETURN_PARAM, PAYMENT_METHODS_PAGE, SANDBOX_PATHS } from '@portal/api-schema';
import { createPayingCompany } from '../../testing/billing-fixtures';
import { bearer, createTestContext, dataOf, type TestContext } from '../../testing/test-app';
import { SANDBOX_CARD_SETUP_DECISION_PATH } from './card-setup-page';
import { sandboxCardSetups } from './tables';

let context: TestContext;
let payerToken: string;

beforeAll(async () => {
  context = await createTestContext();
  const company = await createPayingCompany(context.db);
  payerToken = await context.login(company.payer.email, company.payer.password);
});
afterAll(() => context?.close());

async function startSetup(): Promise<CardSetup & { token: string }> {
  const response = await context.app.inject({ method: 'POST', url: API_PATHS.savedCardSetup, headers: bearer(payerToken) });
  const setup = dataOf<CardSetup>(response);
  return { ...setup, token: new URL(setup.setup_url ?? '', 'http://portal.test').searchParams.get('token') ?? '' };
}

const decisionPath = (setupId: string, token: string) =>
  `${apiPath(SANDBOX_CARD_SETUP_DECISION_PATH, { setupId })}?token=${encodeURIComponent(token)}`;
const enter = (setup: { setup_id: string; token: string }, card: Record<string, string>) =>
  context.app.inject({
    method: 'POST',
    url: decisionPath(setup.setup_id, setup.token),
    payload: { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', ...card },
  });
const setupRow = async (id: string) => (await context.db.select().from(sandboxCardSetups).where(eq(sandboxCardSetups.id, id)))[0];

describe('sandbox card setup page', () => {
  test('a labelled card form under a signed link, its script from the same origin, kept from caches', async () => {
    const setup = await startSetup();
    expect(setup.client_secret).toBeNull();
    expect(setup.setup_url).toMatch(
      new RegExp(`^${apiPath(SANDBOX_PATHS.cardSetup, { setupId: setup.setup_id })}\\?token=\\d+\\.[\\w-]{43}$`),
    );
    const response = await context.app.inject({ method: 'GET', url: setup.setup_url ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    for (const [name, label] of [
      ['card_number', 'Card number'],
      ['expiry', 'Expiry (MM/YY)'],
      ['cvc', 'CVC'],
    ]) {
      expect(response.body).toContain(`<label for="${name}">${label}</label>`);
      expect(response.body).toContain(`aria-describedby="error-${name}"`);
    }
    expect(response.body).toContain(`data-decision-url="${decisionPath(setup.setup_id, setup.token).replace(/&/g, '&amp;')}"`);
    expect(response.body).toContain(`href="${PAYMENT_METHODS_PAGE}"`);
    const script = await context.app.inject({ method: 'GET', url: '/sandbox/card-setup.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  test('without its token, with another setup’s, or for an unknown setup, the page and the decision are not found', async () => {
    const setup = await startSetup();
    const other = await startSetup();
    const path = apiPath(SANDBOX_PATHS.cardSetup, { setupId: setup.setup_id });
    expect((await context.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: `${path}?token=${other.token}` })).statusCode).toBe(404);
    const unknown = await context.app.inject({ method: 'GET', url: apiPath(SANDBOX_PATHS.cardSetup, { setupId: '<b>seti</b>' }) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('<b>seti</b>');
    expect((await enter({ setup_id: setup.setup_id, token: other.token }, {})).statusCode).toBe(404);
    expect((await setupRow(setup.setup_id))?.status).toBe('pending');
  });

  test('4242 saves a Visa whose charges succeed and sends the browser back to the payment methods page with the setup id', async () => {
    const setup = await startSetup();
    const response = await enter(setup, { card_number: '4242 4242 4242 4242', expiry: '07 / 41' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'succeeded',
      return_url: `${PAYMENT_METHODS_PAGE}?${CARD_SETUP_RETURN_PARAM}=${setup.setup_id}`,
    });
    expect(await setupRow(setup.setup_id)).toMatchObject({
      status: 'succeeded',
      providerCardId: expect.stringMatching(/^card_sandbox_/),
      brand: 'visa',
      last4: '4242',
      expMonth: 7,
      expYear: 2041,
      chargeBehaviour: 'succeeds',
    });
    // The same card again (a double submit) answers alike; another card is refused: the setup is done.
    expect((await enter(setup, { expiry: '07/41' })).statusCode).toBe(200);
    expect((await enter(setup, { card_number: '4000 0000 0000 0341', expiry: '07/41' })).statusCode).toBe(409);
    const closed = await context.app.inject({ method: 'GET', url: setup.setup_url ?? '' });
    expect(closed.body).toContain('This card setup is no longer open.');
  });

  test('0341 saves a card whose charges are declined', async () => {
    const setup = await startSetup();
    expect((await enter(setup, { card_number: '4000000000000341' })).statusCode).toBe(200);
    expect(await setupRow(setup.setup_id)).toMatchObject({ status: 'succeeded', last4: '0341', chargeBehaviour: 'declines' });
  });

  test('0002 is declined with a message and the setup stays open; an expired card and an unknown number are refused beside their fields', async () => {
    const setup = await startSetup();
    const declined = await enter(setup, { card_number: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect((await setupRow(setup.setup_id))?.status).toBe('pending');

    const expired = await enter(setup, { expiry: '01/20' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ data: { errors: [{ property: 'expiry', message: 'Your card has expired.' }] } });
    const unknown = await enter(setup, { card_number: '5555 5555 5555 4444' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      data: { errors: [{ property: 'card_number', message: expect.stringContaining('4242 4242 4242 4242') }] },
    });
    const malformed = await enter(setup, { card_number: 'x', expiry: '13/40', cvc: '1' });
    expect(malformed.statusCode).toBe(422);
    const properties = (malformed.json() as { data: { errors: Array<{ property: string }> } }).data.errors.map((error) => error.property);
    expect(properties.sort()).toEqual(['card_number', 'cvc', 'expiry']);
    expect((await setupRow(setup.setup_id))?.status).toBe('pending');
    expect((await enter(setup, {})).statusCode).toBe(200);
  });

  test('an expired setup is closed', async () => {
    const setup = await startSetup();
    await context.db
      .update(sandboxCardSetups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxCardSetups.id, setup.setup_id));
    const response = await enter(setup, {});
    expect(response.statusCode).toBe(409);
    expect((await context.app.inject({ method: 'GET', url: setup.setup_url ?? '' })).body).toContain('no longer open');
  });
});
