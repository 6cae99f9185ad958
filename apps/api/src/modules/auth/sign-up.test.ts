import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { API_PATHS, CLIENT_ACCESS_TOKEN_KEY, sessionSchema, SIGNUP_PAGE_PATH } from '@portal/api-schema';
import { buildApp } from '../../app';
import { auditLog } from '../../platform/audit/tables';
import { users } from '../users/tables';
import { EMAIL_TAKEN_MESSAGE } from './sign-up';
import { listOutbox } from '../../platform/outbox/outbox';
import { bearer, clientAddresses, createTestContext, createTestUser, dataOf, testConfig, testPasswords, type TestContext } from '../../testing/test-app';

let context: TestContext;
const nextAddress = clientAddresses(61);
beforeAll(async () => {
  context = await createTestContext({
    config: {
      rateLimits: {
        ...testConfig().rateLimits,
        signupPerAddress: { points: 3, durationSeconds: 3600 },
      },
    },
  });
});
afterAll(() => context?.close());

let counter = 0;
const newcomer = () => ({
  first_name: 'Nora',
  last_name: 'Newcomer',
  email: `Nora.${Date.now()}.${counter++}@Startup.test`,
  password: 'a-long-enough-password',
  developer_interest: 'React',
  source: 'landing',
});

function signup(payload: unknown, remoteAddress = nextAddress()) {
  return context.app.inject({ method: 'POST', url: API_PATHS.signup, payload: payload as object, remoteAddress });
}

describe('POST signup', () => {
  test('creates a SandboxUser without company or roles and signs it in', async () => {
    const input = newcomer();
    const response = await signup(input);
    expect(response.statusCode).toBe(201);
    const session = sessionSchema.parse(dataOf(response));
    expect(session.user).toMatchObject({
      first_name: 'Nora',
      last_name: 'Newcomer',
      email: input.email.toLowerCase(),
      type: 'SandboxUser',
      extracted_roles: [],
      is_agreed: false,
      company: null,
    });
    const me = await context.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);

    const [row] = await context.db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [audit] = await context.db.select().from(auditLog).where(eq(auditLog.actorUserId, row?.id ?? ''));
    expect(audit).toMatchObject({ action: 'user.signed_up', metadata: { developer_interest: 'React', source: 'landing' } });

    // And the new account can sign in with its password.
    await expect(context.login(input.email, input.password)).resolves.toEqual(expect.any(String));
  });

  test('an address already taken, in any letter case, is 422 on email', async () => {
    const input = newcomer();
    expect((await signup(input)).statusCode).toBe(201);
    const again = await signup({ ...input, email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(dataOf(again)).toMatchObject({ errors: [{ property: 'email', message: EMAIL_TAKEN_MESSAGE }] });
    const taken = await signup({ ...newcomer(), email: 'admin@acme.test' });
    expect(dataOf(taken)).toMatchObject({ errors: [{ property: 'email', message: EMAIL_TAKEN_MESSAGE }] });
  });

  test("the owner of a taken address is told of the attempt, at most the forgotten password's times per account", async () => {
    const owner = await createTestUser(context.db);
    const tries = testConfig().rateLimits.forgotPasswordPerAccount.points + 2;
    for (let index = 0; index < tries; index += 1) await signup({ ...newcomer(), email: owner.email });
    const mails = await listOutbox(context.db, { to: owner.email });
    expect(mails).toHaveLength(tries - 2);
    expect(mails[0]).toMatchObject({ subject: 'Someone tried to sign up with your e-mail address' });
    expect(mails[0]?.text).toContain('reset your password');
  });

  test('a weak password, a bad address and missing names are 422, one message per field', async () => {
    const weak = await signup({ ...newcomer(), password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(dataOf<{ errors: Array<{ property: string }> }>(weak).errors.map((error) => error.property)).toEqual(['password']);

    const empty = await signup({});
    expect(dataOf<{ errors: Array<{ property: string }> }>(empty).errors.map((error) => error.property).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
    ]);
    for (const payload of [
      { ...newcomer(), email: 'not-an-address' },
      { ...newcomer(), email: { $ne: null } },
      { ...newcomer(), first_name: 'x'.repeat(81) },
      { ...newcomer(), password: 'x'.repeat(10_000) },
    ]) {
      expect((await signup(payload)).statusCode).toBe(422);
    }
  });

  test('fields beyond the form cannot make an active client', async () => {
    const input = newcomer();
    const response = await signup({ ...input, type: 'ClientUser', roles: ['invoices'], company_id: null, is_agreed: true });
    expect(response.statusCode).toBe(201);
    expect(sessionSchema.parse(dataOf(response)).user).toMatchObject({ type: 'SandboxUser', extracted_roles: [], is_agreed: false });
  });

  test('limited per client address', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signup(newcomer(), address)).statusCode).toBe(201);
    const limited = await signup(newcomer(), address);
    expect(limited.statusCode).toBe(429);
    expect(dataOf(limited)).toEqual({ message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes\.$/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signup(newcomer())).statusCode).toBe(201);
  });
});

describe('the sign-up page', () => {
  test('a self-contained form with its own script, showing what the visitor came for, escaped', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `${SIGNUP_PAGE_PATH}?developer_interest=${encodeURIComponent('<script>alert(1)</script>')}&source=ads`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.body.match(/<script[^>]*>/g)).toEqual(['<script src="/signup.js">']);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    for (const field of ['first_name', 'last_name', 'email', 'password']) {
      expect(response.body).toContain(`name="${field}"`);
      expect(response.body).toContain(`id="error-${field}"`);
    }
    expect(response.body).toContain('name="source" value="ads"');
    expect(response.body).toContain('href="/login"');
    expect(response.body).toContain(`data-signup-url="${API_PATHS.signup}"`);

    const script = await context.app.inject({ method: 'GET', url: '/signup.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(response.body).toContain(`data-token-key="${CLIENT_ACCESS_TOKEN_KEY}"`);
    expect(response.body).toContain('data-next="/wizard"');
    expect(script.body).toContain('localStorage.setItem');
  });

  test('not served when sign-up happens elsewhere; the API still answers', async () => {
    const app = await buildApp({
      config: testConfig({ SIGNUP_URL: 'https://hire.example.com/join' }),
      db: context.db,
      passwords: testPasswords,
      logger: false,
    });
    try {
      expect((await app.inject({ method: 'GET', url: SIGNUP_PAGE_PATH })).statusCode).toBe(404);
      const response = await app.inject({ method: 'POST', url: API_PATHS.signup, payload: newcomer() });
      expect(response.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});
