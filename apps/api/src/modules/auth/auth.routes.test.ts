import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_DISABLED_MESSAGE, API_PATHS, LOGIN_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE, sessionSchema } from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { auditLog } from '../../platform/audit/tables';
import { sessions } from './tables';
import { users } from '../company-users/tables';
import { DEMO_IDS, DEMO_PASSWORD } from '../../demo/seed';
import { bearer, clientAddresses, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context?.close());

const nextAddress = clientAddresses(0);

function login(payload: unknown, remoteAddress = nextAddress()) {
  return context.app.inject({ method: 'POST', url: API_PATHS.login, payload: payload as object, remoteAddress });
}

describe('POST /api/auth/login', () => {
  test('answers a session with the current user', async () => {
    const response = await login({ email: 'admin@acme.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(dataOf(response));
    expect(session.user).toMatchObject({ email: 'admin@acme.test', company: { name: 'Acme Robotics' } });
    const hoursLeft = (Date.parse(session.expires_at) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);
  });

  test('stores only the hash of the token', async () => {
    const token = dataOf<{ token: string }>(await login({ email: 'finance@acme.test', password: DEMO_PASSWORD })).token;
    const byToken = await context.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    const byHash = await context.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(byToken).toHaveLength(0);
    expect(byHash).toHaveLength(1);
  });

  test('ignores case and surrounding spaces in the e-mail address', async () => {
    const response = await login({ email: '  Admin@ACME.test ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  test('refuses a wrong password and an unknown address with the same answer', async () => {
    const wrongPassword = await login({ email: 'admin@acme.test', password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@acme.test', password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ data: { message: LOGIN_FAILED_MESSAGE } });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  test('tells a disabled account with the right password that it is disabled', async () => {
    const response = await login({ email: 'disabled@acme.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ data: { message: ACCOUNT_DISABLED_MESSAGE } });
  });

  test('does not reveal that an account is disabled without the right password', async () => {
    const response = await login({ email: 'disabled@acme.test', password: 'guess-guess-guess' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ data: { message: LOGIN_FAILED_MESSAGE } });
  });

  test('names each missing field once', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: {
        message: 'The request is not valid.',
        errors: [
          { property: 'email', message: 'This field is required.' },
          { property: 'password', message: 'This field is required.' },
        ],
      },
    });
  });

  test('treats a request without a body like an empty one', async () => {
    const response = await context.app.inject({ method: 'POST', url: API_PATHS.login });
    expect(response.statusCode).toBe(422);
    expect(dataOf<{ errors: Array<{ property: string }> }>(response).errors.map((error) => error.property)).toEqual(['email', 'password']);
  });

  test("uses the API schema's messages for bad values", async () => {
    const response = await login({ email: 'not-an-address', password: '' });
    expect(response.statusCode).toBe(422);
    expect(dataOf(response).errors).toEqual([
      { property: 'email', message: 'Enter a valid e-mail address.' },
      { property: 'password', message: 'Enter your password.' },
    ]);
  });

  test('rejects values of the wrong type', async () => {
    const response = await login({ email: ['admin@acme.test'], password: { $ne: '' } });
    expect(response.statusCode).toBe(422);
    expect(dataOf(response).errors).toEqual([
      { property: 'email', message: 'This field must be text.' },
      { property: 'password', message: 'This field must be text.' },
    ]);
  });

  test('refuses huge values before hashing them', async () => {
    const started = Date.now();
    const response = await login({ email: `${'a'.repeat(5_000)}@acme.test`, password: 'x'.repeat(100_000) });
    expect(response.statusCode).toBe(422);
    expect(dataOf<{ errors: Array<{ property: string }> }>(response).errors.map((error) => error.property)).toEqual(['email', 'password']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('refuses a body over the size limit', async () => {
    const response = await login({ email: 'admin@acme.test', password: 'x'.repeat(300 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ data: { message: 'The request is too large.' } });
  });

  test('answers malformed JSON with 400', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@acme.test", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: { message: 'The request body is not valid JSON.' } });
  });

  test('refuses prototype poisoning', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@acme.test", "password": "x", "__proto__": {"isAdmin": true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(dataOf(response))).toEqual(['message']);
  });

  test('accepts a form body too', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=admin%40acme.test&password=${DEMO_PASSWORD}`,
    });
    expect(response.statusCode).toBe(200);
  });

  test('records successful and failed logins in the audit log', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    await login({ email: user.email, password: 'wrong-password' }, '10.99.0.1');
    await login({ email: user.email, password: user.password }, '10.99.0.1');
    const entries = await context.db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id)).orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.ip, entry.companyId])).toEqual([
      ['auth.login_failed', '10.99.0.1', DEMO_IDS.acme],
      ['auth.login', '10.99.0.1', DEMO_IDS.acme],
    ]);
    expect(entries[0]?.metadata).toEqual({ email: user.email, reason: 'wrong_password' });
  });
});

describe('login rate limits', () => {
  const wrong = (email: string, address: string) => login({ email, password: 'wrong-password' }, address);
  const message = (response: { json(): unknown }) => (response.json() as { data: { message: string } }).data.message;

  test('after 5 failures from one address, that address waits 15 minutes, even with the right password', async () => {
    const user = await createTestUser(context.db);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await wrong(user.email, '10.202.0.1')).statusCode).toBe(401);
    const blocked = await login({ email: user.email, password: user.password }, '10.202.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ data: { message: 'Too many sign-in attempts. Try again in 15 minutes.' } });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  test('an attacker failing from one address does not lock the owner out: the right password from another address signs in', async () => {
    const user = await createTestUser(context.db);
    for (let attempt = 0; attempt < 8; attempt += 1) await wrong(user.email, '10.203.0.1');
    expect((await wrong(user.email, '10.203.0.1')).statusCode).toBe(429);
    const owner = await login({ email: user.email, password: user.password }, '10.203.0.2');
    expect(owner.statusCode).toBe(200);
  });

  test('20 parallel wrong passwords from one address: at most 5 are evaluated, the rest answer 429', async () => {
    const user = await createTestUser(context.db);
    const address = '10.201.0.1';
    const responses = await Promise.all(Array.from({ length: 20 }, () => wrong(user.email, address)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.filter((status) => status !== 401).length);
    const failures = await context.db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id));
    expect(failures.length).toBeLessThanOrEqual(5);
    // The right password from another address still signs in.
    expect((await login({ email: user.email, password: user.password }, '10.201.0.2')).statusCode).toBe(200);
  });

  test('the same limit protects addresses that have no account', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await wrong('ghost@acme.test', '10.204.0.1');
    expect((await wrong('ghost@acme.test', '10.204.0.1')).statusCode).toBe(429);
  });

  test('a successful login clears the count of its address', async () => {
    const user = await createTestUser(context.db);
    for (let attempt = 0; attempt < 4; attempt += 1) await wrong(user.email, '10.205.0.1');
    expect((await login({ email: user.email, password: user.password }, '10.205.0.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await wrong(user.email, '10.205.0.1')).statusCode).toBe(401);
  });

  test('beyond 10 failures of an account, each address that failed waits, longer each time; a fresh address signs in', async () => {
    const user = await createTestUser(context.db);
    const attacker = (n: number) => `10.206.0.${n}`;
    for (let n = 1; n <= 11; n += 1) expect((await wrong(user.email, attacker(n))).statusCode).toBe(401);
    // The 11th failure is beyond the account's 10: its address waits 5 seconds, even with the right password.
    const slowed = await login({ email: user.email, password: user.password }, attacker(11));
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(5);
    expect(message(slowed)).toMatch(/^Too many sign-in attempts\. Try again in [1-5] seconds?\.$/);
    // An address that failed before the account was under attack may try once more, then waits longer.
    expect((await wrong(user.email, attacker(1))).statusCode).toBe(401);
    const slowedLonger = await wrong(user.email, attacker(1));
    expect(slowedLonger.statusCode).toBe(429);
    expect(Number(slowedLonger.headers['retry-after'])).toBeGreaterThan(5);
    expect(Number(slowedLonger.headers['retry-after'])).toBeLessThanOrEqual(10);
    // The owner, from an address without failures, is not slowed.
    expect((await login({ email: user.email, password: user.password }, '10.206.1.1')).statusCode).toBe(200);
  });

  test('after 30 failures from one address, it answers 429 for every account', async () => {
    const address = '10.200.0.1';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await login({ email: `probe-${attempt}@acme.test`, password: 'wrong-password' }, address);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login({ email: 'admin@acme.test', password: DEMO_PASSWORD }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login({ email: 'admin@acme.test', password: DEMO_PASSWORD }, '10.200.0.2')).statusCode).toBe(200);
  });
});

describe('bearer tokens', () => {
  const currentUser = (headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers });
  const expired = { data: { message: SESSION_EXPIRED_MESSAGE } };

  test('a valid token is accepted', async () => {
    const token = await context.login('admin@acme.test');
    expect((await currentUser(bearer(token))).statusCode).toBe(200);
  });

  test.each([
    ['no header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic YWRtaW5AYWNtZS50ZXN0OmRlbW8=' }],
    ['a forged token', { authorization: `Bearer ${'A'.repeat(43)}` }],
    ['a token with bad characters', { authorization: "Bearer abc' OR '1'='1 -- xxxxxxxxxxxxxxx" }],
    ['a huge token', { authorization: `Bearer ${'a'.repeat(8_000)}` }],
  ])('%s gives 401', async (_case, headers) => {
    const response = await currentUser(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expired);
  });

  test('an expired session gives 401', async () => {
    const token = await context.login('interview@acme.test');
    await context.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await currentUser(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expired);
  });

  test('a session of a user disabled since sign-in gives 401', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    const token = await context.login(user.email, user.password);
    await context.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    expect((await currentUser(bearer(token))).statusCode).toBe(401);
  });

  test('the scheme name is case-insensitive', async () => {
    const token = await context.login('admin@acme.test');
    expect((await currentUser({ authorization: `bearer ${token}` })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  test('revokes the current session only', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    const first = await context.login(user.email, user.password);
    const second = await context.login(user.email, user.password);

    const response = await context.app.inject({ method: 'POST', url: API_PATHS.logout, headers: bearer(first) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });

    const afterLogout = await context.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: bearer(first) });
    expect(afterLogout.statusCode).toBe(401);
    const other = await context.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: bearer(second) });
    expect(other.statusCode).toBe(200);

    const [revoked] = await context.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(first)));
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    const audit = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'auth.logout')));
    expect(audit).toHaveLength(1);
  });

  test('a revoked token cannot log out again', async () => {
    const token = await context.login('finance@acme.test');
    await context.app.inject({ method: 'POST', url: API_PATHS.logout, headers: bearer(token) });
    const again = await context.app.inject({ method: 'POST', url: API_PATHS.logout, headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });

  test('needs a token', async () => {
    const response = await context.app.inject({ method: 'POST', url: API_PATHS.logout });
    expect(response.statusCode).toBe(401);
  });
});
