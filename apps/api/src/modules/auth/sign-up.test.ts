import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import {
  API_PATHS,
  CLIENT_ACCESS_TOKEN_KEY,
  sessionSchema,
  SIGNUP_CONFIRM_PAGE_PATH,
  SIGNUP_LINK_GONE_MESSAGE,
  SIGNUP_PAGE_PATH,
  SIGNUP_PASSWORD_WRONG_MESSAGE,
} from '@portal/api-schema';
import { buildApp } from '../../app';
import { hashToken } from '../../platform/access/tokens';
import { auditLog } from '../../platform/audit/tables';
import { users } from '../company-users/tables';
import { listOutbox } from '../../platform/outbox/outbox';
import {
  bearer,
  clientAddresses,
  createTestContext,
  createTestUser,
  dataOf,
  testConfig,
  testPasswords,
  type TestContext,
} from '../../testing/test-app';
import { SIGNUP_LINK_ATTEMPTS } from './confirm-sign-up';
import { pendingSignups } from './tables';

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

const ACCEPTED = { data: { status: 'confirmation_sent' } };

function signup(payload: unknown, remoteAddress = nextAddress()) {
  return context.app.inject({ method: 'POST', url: API_PATHS.signup, payload: payload as object, remoteAddress });
}

function confirm(token: string | undefined, password: string) {
  return context.app.inject({ method: 'POST', url: API_PATHS.signupConfirm, payload: { token, password }, remoteAddress: nextAddress() });
}

/** The tokens of the sign-up links e-mailed to the address, newest first. */
async function linkTokens(email: string): Promise<string[]> {
  const pattern = new RegExp(`${SIGNUP_CONFIRM_PAGE_PATH}\\?token=([A-Za-z0-9_-]+)`);
  return (await listOutbox(context.db, { to: email.toLowerCase() }))
    .map((mail) => pattern.exec(mail.text)?.[1])
    .filter((token): token is string => token !== undefined);
}

async function signedUp(input = newcomer()): Promise<{ input: ReturnType<typeof newcomer>; token: string }> {
  expect((await signup(input)).statusCode).toBe(202);
  const [token] = await linkTokens(input.email);
  expect(token).toBeDefined();
  return { input, token: token ?? '' };
}

const userWith = (email: string) => context.db.select().from(users).where(eq(users.email, email.toLowerCase()));

describe('POST signup', () => {
  test('makes no account yet: it e-mails a link, whose page with the same password makes a SandboxUser and signs it in', async () => {
    const input = newcomer();
    const response = await signup(input);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(ACCEPTED);
    expect(await userWith(input.email)).toEqual([]);
    const [mail] = await listOutbox(context.db, { to: input.email.toLowerCase() });
    expect(mail).toMatchObject({ subject: 'Confirm your e-mail address to finish signing up' });
    expect(mail?.text).toContain(`${SIGNUP_CONFIRM_PAGE_PATH}?token=`);
    const [token] = await linkTokens(input.email);
    const [pending] = await context.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.tokenHash, hashToken(token ?? '')));
    expect(pending?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(pending?.email).toBe(input.email.toLowerCase());

    const confirmed = await confirm(token, input.password);
    expect(confirmed.statusCode).toBe(201);
    const session = sessionSchema.parse(dataOf(confirmed));
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

    const [row] = await userWith(input.email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, row?.id ?? ''));
    expect(audit).toMatchObject({ action: 'user.signed_up', metadata: { developer_interest: 'React', source: 'landing' } });

    // And the new account can sign in with its password.
    await expect(context.login(input.email, input.password)).resolves.toEqual(expect.any(String));
  });

  test('an address already taken, in any letter case, answers as a free one and gets no link', async () => {
    const { input } = await signedUp();
    const free = await signup(newcomer());
    const owner = await createTestUser(context.db);
    const again = await signup({ ...input, email: owner.email.toUpperCase() });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(free.json());
    expect(await linkTokens(owner.email)).toEqual([]);
    const before = await context.db.select().from(pendingSignups).where(eq(pendingSignups.email, owner.email));
    expect(before).toEqual([]);
  });

  test("the owner of a taken address is told of the attempt, at most the forgotten password's times per account", async () => {
    const owner = await createTestUser(context.db);
    const tries = testConfig().rateLimits.forgotPasswordPerAccount.points + 2;
    for (let index = 0; index < tries; index += 1) expect((await signup({ ...newcomer(), email: owner.email })).statusCode).toBe(202);
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
    expect(
      dataOf<{ errors: Array<{ property: string }> }>(empty)
        .errors.map((error) => error.property)
        .sort(),
    ).toEqual(['email', 'first_name', 'last_name', 'password']);
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
    const input = { ...newcomer(), type: 'ClientUser', roles: ['invoices'], company_id: null, is_agreed: true };
    const { token } = await signedUp(input);
    const confirmed = await confirm(token, input.password);
    expect(sessionSchema.parse(dataOf(confirmed)).user).toMatchObject({ type: 'SandboxUser', extracted_roles: [], is_agreed: false });
  });

  test('limited per client address', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signup(newcomer(), address)).statusCode).toBe(202);
    const limited = await signup(newcomer(), address);
    expect(limited.statusCode).toBe(429);
    expect(dataOf(limited)).toEqual({ message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes\.$/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signup(newcomer())).statusCode).toBe(202);
  });
});

describe('POST signup/confirm', () => {
  test('a wrong password is 422 on password and makes nothing; after five the link is spent, even for the right one', async () => {
    const { input, token } = await signedUp();
    for (let attempt = 0; attempt < SIGNUP_LINK_ATTEMPTS - 1; attempt += 1) {
      const wrong = await confirm(token, 'not-the-chosen-password');
      expect(wrong.statusCode).toBe(422);
      expect(dataOf(wrong)).toMatchObject({ errors: [{ property: 'password', message: SIGNUP_PASSWORD_WRONG_MESSAGE }] });
    }
    // The right one still works before the last wrong one.
    const { input: other, token: otherToken } = await signedUp();
    for (let attempt = 0; attempt < SIGNUP_LINK_ATTEMPTS - 1; attempt += 1)
      expect((await confirm(otherToken, 'wrong-password-1')).statusCode).toBe(422);
    expect((await confirm(otherToken, other.password)).statusCode).toBe(201);

    expect((await confirm(token, 'not-the-chosen-password')).statusCode).toBe(422);
    const spent = await confirm(token, input.password);
    expect(spent.statusCode).toBe(410);
    expect(await userWith(input.email)).toEqual([]);
  });

  test("someone who signed up a stranger's address cannot take the account when its owner opens the link", async () => {
    const stranger = newcomer();
    const { token: strangersLink } = await signedUp({ ...stranger, password: 'the-strangers-password' });
    const { token: ownersLink } = await signedUp({ ...stranger, password: 'the-owners-own-password' });
    expect((await confirm(strangersLink, 'the-owners-own-password')).statusCode).toBe(422);
    expect((await confirm(ownersLink, 'the-owners-own-password')).statusCode).toBe(201);
    // The stranger's link can no longer make a second account.
    expect((await confirm(strangersLink, 'the-strangers-password')).statusCode).toBe(410);
    expect(await userWith(stranger.email)).toHaveLength(1);
  });

  test('an unknown, expired or used link, or one whose address got an account meanwhile, answers the same 410 and makes nothing', async () => {
    const answers = [];
    answers.push(await confirm('an-unknown-token-of-some-length', 'a-long-enough-password'));

    const expired = await signedUp();
    await context.db
      .update(pendingSignups)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(pendingSignups.tokenHash, hashToken(expired.token)));
    answers.push(await confirm(expired.token, expired.input.password));

    const used = await signedUp();
    expect((await confirm(used.token, used.input.password)).statusCode).toBe(201);
    answers.push(await confirm(used.token, used.input.password));

    const taken = await signedUp();
    const before = (await context.db.select().from(auditLog)).length;
    const meanwhile = await createTestUser(context.db);
    await context.db.update(users).set({ email: taken.input.email.toLowerCase() }).where(eq(users.id, meanwhile.id));
    answers.push(await confirm(taken.token, taken.input.password));
    expect(await userWith(taken.input.email)).toHaveLength(1);
    expect((await context.db.select().from(auditLog)).length).toBe(before);

    expect(answers.map((answer) => answer.statusCode)).toEqual([410, 410, 410, 410]);
    for (const answer of answers) expect(answer.json()).toEqual({ data: { message: SIGNUP_LINK_GONE_MESSAGE } });
    expect(await userWith(expired.input.email)).toEqual([]);
  });

  test('a missing token or password is 422', async () => {
    expect((await confirm('', 'a-long-enough-password')).statusCode).toBe(422);
    expect((await confirm(undefined, 'a-long-enough-password')).statusCode).toBe(422);
    expect((await confirm('some-token', '')).statusCode).toBe(422);
  });

  test('housekeeping drops the pending sign-ups that can no longer be confirmed', async () => {
    const { deleteDeadPendingSignups } = await import('./confirm-sign-up');
    const used = await signedUp();
    expect((await confirm(used.token, used.input.password)).statusCode).toBe(201);
    const waiting = await signedUp();
    await deleteDeadPendingSignups(context.db);
    const hashes = (await context.db.select({ tokenHash: pendingSignups.tokenHash }).from(pendingSignups)).map((row) => row.tokenHash);
    expect(hashes).toContain(hashToken(waiting.token));
    expect(hashes).not.toContain(hashToken(used.token));
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
    // Once sent, the page says a link went to the address; it signs nobody in.
    expect(response.body).toMatch(/<p id="sent"[^>]*role="status"[^>]*hidden>Check your e-mail: we sent a link to confirm your address/);
    expect(response.body).not.toContain('data-token-key');

    const script = await context.app.inject({ method: 'GET', url: '/signup.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("'confirmation_sent'");
    expect(script.body).not.toContain('localStorage');
  });

  test("the link's page asks for the password, passes the token on escaped, and its script signs in and goes to the wizard", async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `${SIGNUP_CONFIRM_PAGE_PATH}?token=${encodeURIComponent('"><script>alert(1)</script>')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body.match(/<script[^>]*>/g)).toEqual(['<script src="/signup-confirm.js">']);
    expect(response.body).toContain('name="token" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(response.body).toContain('name="password"');
    expect(response.body).toContain(`data-confirm-url="${API_PATHS.signupConfirm}"`);
    expect(response.body).toContain(`data-token-key="${CLIENT_ACCESS_TOKEN_KEY}"`);
    expect(response.body).toContain('data-next="/wizard"');

    const script = await context.app.inject({ method: 'GET', url: '/signup-confirm.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
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
      expect((await app.inject({ method: 'GET', url: SIGNUP_CONFIRM_PAGE_PATH })).statusCode).toBe(404);
      const response = await app.inject({ method: 'POST', url: API_PATHS.signup, payload: newcomer() });
      expect(response.statusCode).toBe(202);
    } finally {
      await app.close();
    }
  });
});
