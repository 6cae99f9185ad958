import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, RUNTIME_CONFIG_PATH, runtimeConfigSchema } from '@portal/api-schema';
import { buildApp } from './app';
import type { Config } from './config';
import { access } from './platform/access/access';
import type { Database } from './platform/database/database';
import { companies, users } from './modules/company-users/tables';
import { DEMO_USERS, seedDemoData } from './demo/seed';
import { bearer, createTestContext, dataOf, testConfig, testPasswords, type TestContext } from './testing/test-app';

let context: TestContext;
const extraApps: FastifyInstance[] = [];
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await Promise.all(extraApps.map((app) => app.close()));
  await context?.close();
});

/** Another app on the same database, e.g. with other settings. */
async function otherApp(env: Record<string, string> = {}, options: { db?: Database; config?: Partial<Config> } = {}) {
  const app = await buildApp({
    config: testConfig(env, options.config),
    db: options.db ?? context.db,
    passwords: testPasswords,
    logger: false,
  });
  extraApps.push(app);
  return app;
}

const EXPECTED_CSP = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "form-action 'self'",
].join(';');

describe('security headers', () => {
  test.each([API_PATHS.currentUser, '/api/health', '/dev/mailbox', '/api/docs'])('are sent on %s', async (url) => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.headers['content-security-policy']).toBe(EXPECTED_CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  test('the Sentry ingest origin may be contacted when a DSN is set', async () => {
    const app = await otherApp({ SENTRY_DSN: 'https://public-key@o123.ingest.sentry.io/4567' });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://o123.ingest.sentry.io;");
  });

  test('the HubSpot chat may load, connect and frame only when it is the chat provider', async () => {
    const app = await otherApp({ CHAT_PROVIDER: 'hubspot', HUBSPOT_PORTAL_ID: '12345' });
    const csp = (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://js.hs-scripts.com");
    expect(csp).toContain("frame-src 'self' https://app.hubspot.com;");
    expect(csp).toContain('wss://*.hubspot.com');
  });
});

test('Stripe.js may load, connect and frame only with the Stripe provider; then only the sandbox scheduler of our pages is framed', async () => {
  const stripe = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    PAYMENT_WEBHOOK_SECRET: 'whsec_test',
  };
  const app = await otherApp(stripe);
  const csp = (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
  expect(csp).toContain("script-src 'self' https://js.stripe.com;");
  expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
  expect(csp).toContain("connect-src 'self' https://api.stripe.com;");

  const withHubspotMeetings = await otherApp({ ...stripe, SCHEDULER_PROVIDER: 'hubspot' });
  const hubspotCsp = (await withHubspotMeetings.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
  expect(hubspotCsp).toContain(
    'frame-src https://js.stripe.com https://hooks.stripe.com https://meetings.hubspot.com https://meetings-eu1.hubspot.com;',
  );
  expect(String(hubspotCsp)).not.toContain("frame-src 'self'");
});

describe('envelopes of failures', () => {
  test.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/auth/nothing-here'],
    ['DELETE', API_PATHS.login],
    ['GET', '/not-an-api-page'],
  ] as const)('%s %s is 404 Not found.', async (method, url) => {
    const response = await context.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: { message: 'Not found.' } });
  });

  test('an unsupported content type is 415', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ data: { message: 'This content type is not supported.' } });
  });

  test('an empty JSON body is 400', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(dataOf(response))).toEqual(['message']);
  });

  test('an unexpected error is 500 without details', async () => {
    const app = await otherApp();
    app.get('/api/test-failure', async () => {
      throw new Error('connection to 10.0.0.5 refused for user portal_admin');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ data: { message: 'Something went wrong.' } });
  });
});

describe('route needs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await otherApp();
    app.get('/api/test-invoices', { config: { access: access.role('invoices') } }, async () => ({ data: 'invoices' }));
    app.get('/api/test-proposals', { config: { access: access.role('proposals') } }, async () => ({ data: 'proposals' }));
  });

  test('a caller with the role gets through', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test-invoices',
      headers: bearer(await context.login('finance@acme.test')),
    });
    expect(response.statusCode).toBe(200);
  });

  test('a caller without the role gets 403', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test-proposals',
      headers: bearer(await context.login('finance@acme.test')),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ data: { message: 'You do not have access to this.' } });
  });

  test('a caller without a company gets 404 from a company route', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test-invoices',
      headers: bearer(await context.login('sandbox@acme.test')),
    });
    expect(response.statusCode).toBe(404);
  });

  test('no session is 401 before any other check', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-invoices' });
    expect(response.statusCode).toBe(401);
  });
});

describe('system routes', () => {
  test('health pings the database', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });

  test('health answers 503 when the database is down', async () => {
    const unreachable = {
      execute: () => Promise.reject(new Error('connect ECONNREFUSED')),
    } as unknown as Database;
    const app = await otherApp({}, { db: unreachable });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(Object.keys(dataOf(response))).toEqual(['message']);
  });

  test('runtime-config.json is plain, uncached JSON', async () => {
    const response = await context.app.inject({ method: 'GET', url: RUNTIME_CONFIG_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(runtimeConfigSchema.parse(response.json())).toEqual({
      apiUrl: '',
      environment: 'test',
      sentryDsn: null,
      helpCenterUrl: 'https://help.example.com/client-portal',
      termsOfServiceUrl: 'https://help.example.com/client-portal/terms-of-service',
      privacyPolicyUrl: 'https://help.example.com/client-portal/privacy-policy',
      signupUrl: '/signup',
      chatProvider: 'sandbox',
      hubspotPortalId: null,
      paymentProductSlug: 'marketplace',
      schedulerProvider: 'sandbox',
    });
  });

  test('runtime-config.json follows the environment', async () => {
    const app = await otherApp({
      SENTRY_DSN: 'https://key@sentry.example.com/12',
      HELP_CENTER_URL: 'https://support.example.com',
      PRIVACY_POLICY_URL: 'https://example.com/privacy',
      SIGNUP_URL: 'https://example.com/hire',
      CHAT_PROVIDER: 'hubspot',
      HUBSPOT_PORTAL_ID: '4242',
      NODE_ENV: 'staging',
    });
    expect((await app.inject({ method: 'GET', url: RUNTIME_CONFIG_PATH })).json()).toEqual({
      apiUrl: '',
      environment: 'staging',
      sentryDsn: 'https://key@sentry.example.com/12',
      helpCenterUrl: 'https://support.example.com',
      termsOfServiceUrl: 'https://support.example.com/terms-of-service',
      privacyPolicyUrl: 'https://example.com/privacy',
      signupUrl: 'https://example.com/hire',
      chatProvider: 'hubspot',
      hubspotPortalId: '4242',
      paymentProductSlug: 'marketplace',
      schedulerProvider: 'sandbox',
    });
  });
});

describe('API documentation', () => {
  test('the OpenAPI document lists every route with its schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\./);
    const documented = Object.keys(document.paths);
    const isRegistered = (url: string) => (['GET', 'POST'] as const).some((method) => context.app.hasRoute({ method, url }));
    // Every API path the server answers is documented, whichever route file registers it.
    for (const path of Object.values(API_PATHS).filter(isRegistered)) {
      expect(documented).toContain(path.replace(/:([a-z_]+)/gi, '{$1}'));
    }
    expect([API_PATHS.login, API_PATHS.companyUser, API_PATHS.invoice, API_PATHS.acceptDelivery].every(isRegistered)).toBe(true);
    expect([API_PATHS.pay, API_PATHS.setPaymentStatus, API_PATHS.achVerify, API_PATHS.paymentWebhook].every(isRegistered)).toBe(true);
    expect(document.paths[API_PATHS.login]?.post?.requestBody).toBeDefined();
    expect(document.paths[API_PATHS.currentUser]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  test('Swagger UI is served', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const script = await context.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });
});

describe('production mode', () => {
  test('has no development mailbox', async () => {
    const app = await otherApp({ NODE_ENV: 'production' });
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('demo data', () => {
  test('seeding again changes nothing', async () => {
    const before = await context.db.select().from(users);
    const result = await seedDemoData(context.db, testPasswords);
    expect(result).toEqual({ usersCreated: 0 });
    expect(await context.db.select().from(users)).toEqual(before);
    expect((await context.db.select().from(companies)).map((company) => company.name).sort()).toEqual(['Acme Robotics', 'Globex']);
  });

  test('every demo account signs in with the demo password, except the disabled one', async () => {
    for (const user of DEMO_USERS.filter((demoUser) => demoUser.enabled)) {
      await expect(context.login(user.email)).resolves.toEqual(expect.any(String));
    }
  });
});
