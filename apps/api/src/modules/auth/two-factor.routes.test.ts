import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  loginChallengeSchema,
  NOT_FOUND_MESSAGE,
  RECOVERY_CODE_PATTERN,
  sessionSchema,
  TWO_FACTOR_CHALLENGE_EXPIRED_CODE,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SETUP_REQUIRED_CODE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
  twoFactorPolicySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@portal/api-schema';
import { DEMO_IDS, DEMO_PASSWORD } from '../../demo/seed';
import { auditLog } from '../../platform/audit/tables';
import { users } from '../company-users/tables';
import { bearer, clientAddresses, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { codeAt, createTwoFactorCompany, enableTwoFactor } from '../../testing/two-factor-fixtures';
import { sessions, twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from './tables';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context?.close());
afterEach(() => {
  jest.restoreAllMocks();
});

const nextAddress = clientAddresses(12);
const invalid = (property: string, message: string) => ({
  data: { message: 'The request is not valid.', errors: [{ property, message }] },
});
const challengeExpired = { data: { message: TWO_FACTOR_MESSAGES.challengeExpired, code: TWO_FACTOR_CHALLENGE_EXPIRED_CODE } };

/** Moves the clock the TOTP checks read by whole time steps (the database keeps its own). */
function stepsLater(steps: number) {
  const realNow = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + steps * 30_000);
}

function post(url: string, token: string | null, payload?: object, remoteAddress = nextAddress()) {
  return context.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload, remoteAddress });
}
function get(url: string, token: string) {
  return context.app.inject({ method: 'GET', url, headers: bearer(token) });
}
const logIn = (email: string, password: string, remoteAddress = nextAddress()) =>
  post(API_PATHS.login, null, { email, password }, remoteAddress);
const secondStep = (payload: object, remoteAddress = nextAddress()) => post(API_PATHS.loginTwoFactor, null, payload, remoteAddress);

/** A signed-in user of Acme (or of `companyId`) with every role, and their password. */
async function member(companyId: string = DEMO_IDS.acme, roles = ['invoices', 'contracts', 'proposals', 'my_company'] as const) {
  const user = await createTestUser(context.db, { companyId, roles: [...roles] });
  return { ...user, token: await context.login(user.email, user.password) };
}

/** A user with two-factor sign-in on. */
async function withTwoFactor(companyId?: string) {
  const user = await member(companyId);
  return { ...user, ...(await enableTwoFactor(context.app, user.token)) };
}

async function challengeOf(user: { email: string; password: string }, remoteAddress = nextAddress()): Promise<string> {
  const response = await logIn(user.email, user.password, remoteAddress);
  expect(response.statusCode).toBe(200);
  return loginChallengeSchema.parse(dataOf(response)).challenge;
}

/** The user's entries of an action, oldest first (a table has no order of its own). */
async function audits(action: string, userId: string) {
  return context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, userId)))
    .orderBy(auditLog.id);
}

describe('turning two-factor sign-in on', () => {
  test('starting gives a key, its otpauth URI and a QR code; starting again gives the same key; nothing is on yet', async () => {
    const user = await member();
    const first = await post(API_PATHS.twoFactorSetup, user.token);
    expect(first.statusCode).toBe(200);
    const setup = twoFactorSetupSchema.parse(dataOf(first));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauth_uri).toContain(encodeURIComponent(user.email));
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr_code.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');

    const again = dataOf<{ secret: string }>(await post(API_PATHS.twoFactorSetup, user.token));
    expect(again.secret).toBe(setup.secret);
    const status = twoFactorStatusSchema.parse(dataOf(await get(API_PATHS.twoFactor, user.token)));
    expect(status).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0, required: false });

    // Stored encrypted, never as the key itself.
    const [row] = await context.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    expect(row?.secretEncrypted).not.toContain(setup.secret);
    expect(row?.secretEncrypted.startsWith('v1.')).toBe(true);
  });

  test('a wrong code turns nothing on; the right one does and answers ten recovery codes, once', async () => {
    const user = await member();
    const { secret } = dataOf<{ secret: string }>(await post(API_PATHS.twoFactorSetup, user.token));
    const wrongCode = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post(API_PATHS.twoFactorConfirm, user.token, { code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(invalid('code', TWO_FACTOR_MESSAGES.codeWrong));
    expect(dataOf<{ enabled: boolean }>(await get(API_PATHS.twoFactor, user.token)).enabled).toBe(false);

    const right = await post(API_PATHS.twoFactorConfirm, user.token, { code: codeAt(secret) });
    expect(right.statusCode).toBe(200);
    const codes = dataOf<{ recovery_codes: string[] }>(right).recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    const stored = await context.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);

    const status = twoFactorStatusSchema.parse(dataOf(await get(API_PATHS.twoFactor, user.token)));
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    expect(await audits('two_factor.enabled', user.id)).toHaveLength(1);

    expect((await post(API_PATHS.twoFactorSetup, user.token)).json()).toEqual({ data: { message: TWO_FACTOR_MESSAGES.alreadyOn } });
    const confirmAgain = await post(API_PATHS.twoFactorConfirm, user.token, { code: codeAt(secret, 1) });
    expect(confirmAgain.statusCode).toBe(409);
  });

  test('confirming without a key waiting answers 409', async () => {
    const user = await member();
    const response = await post(API_PATHS.twoFactorConfirm, user.token, { code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ data: { message: TWO_FACTOR_MESSAGES.notStarted } });
  });

  test.each([
    ['letters', { code: 'abcdef' }, TWO_FACTOR_MESSAGES.codeInvalid],
    ['five digits', { code: '12345' }, TWO_FACTOR_MESSAGES.codeInvalid],
    ['nothing', { code: '' }, TWO_FACTOR_MESSAGES.codeRequired],
    ['a NUL', { code: '123\u0000456' }, 'This field contains characters that are not allowed.'],
    ['a megabyte', { code: '1'.repeat(1_000_000) }, TWO_FACTOR_MESSAGES.codeInvalid],
  ])('a code of %s is refused on its field and changes nothing', async (_name, payload, message) => {
    const user = await member();
    await post(API_PATHS.twoFactorSetup, user.token);
    const response = await post(API_PATHS.twoFactorConfirm, user.token, payload);
    expect([413, 422]).toContain(response.statusCode);
    if (response.statusCode === 422) expect(response.json()).toEqual(invalid('code', message));
    expect(dataOf<{ enabled: boolean }>(await get(API_PATHS.twoFactor, user.token)).enabled).toBe(false);
  });

  test('a code with a space as typed is fine', async () => {
    const user = await member();
    const { secret } = dataOf<{ secret: string }>(await post(API_PATHS.twoFactorSetup, user.token));
    const code = codeAt(secret);
    const response = await post(API_PATHS.twoFactorConfirm, user.token, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(response.statusCode).toBe(200);
  });
});

describe('signing in with two-factor sign-in', () => {
  test('without it, the password alone answers a session as before', async () => {
    const response = await logIn('finance@acme.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(sessionSchema.parse(dataOf(response)).user.email).toBe('finance@acme.test');
    expect(dataOf(response)).not.toHaveProperty('two_factor_required');
  });

  test('with it, the password answers a challenge and no session; the code then answers the session', async () => {
    const user = await withTwoFactor();
    const [before] = await context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const first = await logIn(user.email, user.password);
    expect(first.statusCode).toBe(200);
    const challenge = loginChallengeSchema.parse(dataOf(first));
    expect(dataOf(first)).not.toHaveProperty('token');
    expect(Date.parse(challenge.expires_at) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const [after] = await context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(after?.total).toBe(before?.total);

    const second = await secondStep({ challenge: challenge.challenge, code: codeAt(user.secret) });
    expect(second.statusCode).toBe(200);
    const session = sessionSchema.parse(dataOf(second));
    expect(session.user.id).toBe(user.id);
    expect((await get(API_PATHS.currentUser, session.token)).statusCode).toBe(200);
    const logins = await audits('auth.login', user.id);
    expect(logins.at(-1)?.metadata).toEqual({ second_factor: 'totp' });
  });

  test('a code is accepted once: the one of the confirmation, and one used to sign in, are refused after', async () => {
    const user = await withTwoFactor();
    // The confirmation used the previous step's code.
    const replayOfConfirmation = await secondStep({ challenge: await challengeOf(user), code: codeAt(user.secret, -1) });
    expect(replayOfConfirmation.json()).toEqual(invalid('code', TWO_FACTOR_MESSAGES.codeWrong));

    const code = codeAt(user.secret);
    expect((await secondStep({ challenge: await challengeOf(user), code })).statusCode).toBe(200);
    const replay = await secondStep({ challenge: await challengeOf(user), code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual(invalid('code', TWO_FACTOR_MESSAGES.codeWrong));
    // Nor an older code after a newer one was used.
    stepsLater(1);
    expect((await secondStep({ challenge: await challengeOf(user), code: codeAt(user.secret) })).statusCode).toBe(200);
    expect((await secondStep({ challenge: await challengeOf(user), code: codeAt(user.secret, -1) })).statusCode).toBe(422);
  });

  test('a recovery code signs in once, in any case and without its dash, and is audited', async () => {
    const user = await withTwoFactor();
    const [code = ''] = user.recoveryCodes;
    const typed = code.toUpperCase().replace('-', ' ');
    const first = await secondStep({ challenge: await challengeOf(user), recovery_code: typed });
    expect(first.statusCode).toBe(200);
    expect(await audits('two_factor.recovery_code_used', user.id)).toHaveLength(1);
    const token = sessionSchema.parse(dataOf(first)).token;
    expect(dataOf<{ recovery_codes_left: number }>(await get(API_PATHS.twoFactor, token)).recovery_codes_left).toBe(9);

    const again = await secondStep({ challenge: await challengeOf(user), recovery_code: code });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(invalid('recovery_code', TWO_FACTOR_MESSAGES.recoveryCodeWrong));
    const someoneElses = await withTwoFactor();
    const foreign = await secondStep({ challenge: await challengeOf(user), recovery_code: someoneElses.recoveryCodes[0] });
    expect(foreign.statusCode).toBe(422);
  });

  test('a challenge signs in once', async () => {
    const user = await withTwoFactor();
    const challenge = await challengeOf(user);
    expect((await secondStep({ challenge, code: codeAt(user.secret) })).statusCode).toBe(200);
    const reuse = await secondStep({ challenge, code: codeAt(user.secret, 1) });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(challengeExpired);
  });

  test('an expired or unknown challenge is refused like a used one', async () => {
    const user = await withTwoFactor();
    const challenge = await challengeOf(user);
    await context.db
      .update(twoFactorChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(twoFactorChallenges.userId, user.id));
    const expired = await secondStep({ challenge, code: codeAt(user.secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(challengeExpired);
    const unknown = await secondStep({ challenge: 'x'.repeat(43), code: codeAt(user.secret) });
    expect(unknown.json()).toEqual(challengeExpired);
  });

  test('a user disabled between the steps is not signed in', async () => {
    const user = await withTwoFactor();
    const challenge = await challengeOf(user);
    await context.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    expect((await secondStep({ challenge, code: codeAt(user.secret) })).json()).toEqual(challengeExpired);
  });

  test('wrong codes count like wrong passwords: after five, the challenge is spent and that address waits', async () => {
    const user = await withTwoFactor();
    const address = nextAddress();
    const challenge = await challengeOf(user, address);
    const right = Number(codeAt(user.secret));
    for (let n = 1; n <= 5; n += 1) {
      const wrong = String((right + n * 7919) % 1_000_000).padStart(6, '0');
      const response = await secondStep({ challenge, code: wrong }, address);
      expect(response.statusCode).toBe(422);
    }
    expect((await audits('auth.login_failed', user.id)).map((entry) => entry.metadata.reason)).toEqual(Array(5).fill('wrong_code'));
    expect((await secondStep({ challenge, code: codeAt(user.secret) }, address)).json()).toEqual(challengeExpired);
    // Signing in with the password again does not wipe the wrong codes out.
    const again = await logIn(user.email, user.password, address);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    // Another address is not held back.
    const elsewhere = nextAddress();
    expect((await secondStep({ challenge: await challengeOf(user, elsewhere), code: codeAt(user.secret) }, elsewhere)).statusCode).toBe(
      200,
    );
  });

  test('the wrong password of a two-factor account is refused as before', async () => {
    const user = await withTwoFactor();
    const response = await logIn(user.email, 'not-the-password');
    expect(response.statusCode).toBe(401);
  });

  test.each([
    ['neither a code nor a recovery code', {}, invalid('code', TWO_FACTOR_MESSAGES.codeRequired)],
    ['both', { code: '123456', recovery_code: 'abcde-fghjk' }, invalid('recovery_code', TWO_FACTOR_MESSAGES.oneOfCodes)],
    ['a malformed recovery code', { recovery_code: 'short' }, invalid('recovery_code', TWO_FACTOR_MESSAGES.recoveryCodeInvalid)],
    ['a bidi override in the code', { code: '123\u202e456' }, invalid('code', 'This field contains characters that are not allowed.')],
  ])('%s is refused on its field', async (_name, fields, body) => {
    const user = await withTwoFactor();
    const response = await secondStep({ challenge: await challengeOf(user), ...fields });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(body);
  });

  test('a hostile challenge is refused without a lookup', async () => {
    for (const challenge of ['', '\u0000', 'x'.repeat(201), { $ne: null }]) {
      const response = await secondStep({ challenge, code: '123456' });
      expect(response.statusCode).toBe(422);
    }
  });
});

describe('recovery codes and turning it off', () => {
  test('new recovery codes need the password or a current code; the old ones stop working', async () => {
    const user = await withTwoFactor();
    const wrong = await post(API_PATHS.twoFactorRecoveryCodes, user.token, { password: 'not-the-password' });
    expect(wrong.json()).toEqual(invalid('password', CURRENT_PASSWORD_WRONG_MESSAGE));
    const byPassword = await post(API_PATHS.twoFactorRecoveryCodes, user.token, { password: user.password });
    expect(byPassword.statusCode).toBe(200);
    const fresh = dataOf<{ recovery_codes: string[] }>(byPassword).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(user.recoveryCodes[0]);
    expect(await audits('two_factor.recovery_codes_regenerated', user.id)).toHaveLength(1);

    expect((await secondStep({ challenge: await challengeOf(user), recovery_code: user.recoveryCodes[0] })).statusCode).toBe(422);
    expect((await secondStep({ challenge: await challengeOf(user), recovery_code: fresh[0] })).statusCode).toBe(200);

    const code = codeAt(user.secret);
    expect((await post(API_PATHS.twoFactorRecoveryCodes, user.token, { code })).statusCode).toBe(200);
    // The same code again is a replay.
    expect((await post(API_PATHS.twoFactorRecoveryCodes, user.token, { code })).json()).toEqual(
      invalid('code', TWO_FACTOR_MESSAGES.codeWrong),
    );
  });

  test('turning it off with a current code: the password alone signs in again', async () => {
    const user = await withTwoFactor();
    const response = await post(API_PATHS.twoFactorDisable, user.token, { code: codeAt(user.secret) });
    expect(response.statusCode).toBe(200);
    expect(await audits('two_factor.disabled', user.id)).toHaveLength(1);
    expect(await context.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id))).toEqual([]);
    const login = await logIn(user.email, user.password);
    expect(sessionSchema.safeParse(dataOf(login)).success).toBe(true);
    const again = await post(API_PATHS.twoFactorDisable, user.token, { password: user.password });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ data: { message: TWO_FACTOR_MESSAGES.notOn } });
  });

  test.each([
    ['nothing', {}, invalid('code', TWO_FACTOR_MESSAGES.proofRequired)],
    ['an empty password', { password: '' }, invalid('password', 'Enter your password.')],
    ['both', { code: '123456', password: 'x' }, invalid('password', TWO_FACTOR_MESSAGES.oneOfProofs)],
  ])('turning it off with %s is refused on its field', async (_name, payload, body) => {
    const user = await withTwoFactor();
    const response = await post(API_PATHS.twoFactorDisable, user.token, payload);
    expect(response.json()).toEqual(body);
    expect(dataOf<{ enabled: boolean }>(await get(API_PATHS.twoFactor, user.token)).enabled).toBe(true);
  });

  test('wrong passwords and codes count against the sign-in limit', async () => {
    const user = await withTwoFactor();
    const address = nextAddress();
    for (let n = 0; n < 5; n += 1) {
      expect((await post(API_PATHS.twoFactorDisable, user.token, { password: `wrong-${n}` }, address)).statusCode).toBe(422);
    }
    const limited = await post(API_PATHS.twoFactorDisable, user.token, { password: user.password }, address);
    expect(limited.statusCode).toBe(429);
    expect(dataOf<{ enabled: boolean }>(await get(API_PATHS.twoFactor, user.token)).enabled).toBe(true);
  });
});

describe("an account_editor resets a colleague's two-factor sign-in", () => {
  test('a colleague signs in with the password alone after the reset, which is audited', async () => {
    const colleague = await withTwoFactor();
    const editor = await context.login('admin@acme.test');
    const path = apiPath(API_PATHS.userTwoFactor, { id: colleague.id });
    expect(dataOf(await get(path, editor))).toMatchObject({ enabled: true });
    const reset = await context.app.inject({ method: 'DELETE', url: path, headers: bearer(editor) });
    expect(reset.statusCode).toBe(200);
    expect(dataOf(await get(path, editor))).toEqual({ enabled: false, enabled_at: null });
    const [entry] = await audits('two_factor.reset', colleague.id);
    expect(entry).toMatchObject({ actorUserId: DEMO_IDS.acmeAdmin, companyId: DEMO_IDS.acme, metadata: { email: colleague.email } });
    expect(sessionSchema.safeParse(dataOf(await logIn(colleague.email, colleague.password))).success).toBe(true);

    const again = await context.app.inject({ method: 'DELETE', url: path, headers: bearer(editor) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ data: { message: TWO_FACTOR_MESSAGES.resetNotOn } });
  });

  test('not their own, not without account_editor, and not of another company (as unknown)', async () => {
    const editor = await context.login('admin@acme.test');
    const own = await context.app.inject({
      method: 'DELETE',
      url: apiPath(API_PATHS.userTwoFactor, { id: DEMO_IDS.acmeAdmin }),
      headers: bearer(editor),
    });
    expect(own.json()).toEqual({ data: { message: TWO_FACTOR_MESSAGES.resetOwn } });

    const colleague = await withTwoFactor();
    const finance = await context.login('finance@acme.test');
    const path = apiPath(API_PATHS.userTwoFactor, { id: colleague.id });
    expect((await context.app.inject({ method: 'DELETE', url: path, headers: bearer(finance) })).statusCode).toBe(403);

    const globex = await context.login('admin@globex.test');
    const foreign = await context.app.inject({ method: 'DELETE', url: path, headers: bearer(globex) });
    const unknown = await context.app.inject({
      method: 'DELETE',
      url: apiPath(API_PATHS.userTwoFactor, { id: '00000000-0000-4000-8000-000000000000' }),
      headers: bearer(globex),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ data: { message: NOT_FOUND_MESSAGE } });
    expect(foreign.body).toBe(unknown.body);
    expect((await get(path, globex)).body).toBe(unknown.body);
    expect(dataOf<{ enabled: boolean }>(await get(API_PATHS.twoFactor, colleague.token)).enabled).toBe(true);
  });
});

describe('the company requires two-factor sign-in of its admins', () => {
  test('an account_editor reads and sets the requirement and sees who has not set it up', async () => {
    const company = await createTwoFactorCompany(context.db, { required: false });
    const editor = { ...company.admin, token: await context.login(company.admin.email, company.admin.password) };
    const other = await createTestUser(context.db, {
      companyId: company.companyId,
      roles: ['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'],
    });
    const finance = await createTestUser(context.db, { companyId: company.companyId, roles: ['invoices', 'contracts', 'my_company'] });
    await enableTwoFactor(context.app, await context.login(other.email, other.password));

    const read = twoFactorPolicySchema.parse(dataOf(await get(API_PATHS.twoFactorPolicy, editor.token)));
    expect(read.require_for_admins).toBe(false);
    // Those without it first.
    expect(read.admins.map((admin) => [admin.id, admin.two_factor_enabled])).toEqual([
      [editor.id, false],
      [other.id, true],
    ]);
    expect(read.admins.map((admin) => admin.id)).not.toContain(finance.id);

    const put = (requireForAdmins: unknown) =>
      context.app.inject({
        method: 'PUT',
        url: API_PATHS.twoFactorPolicy,
        headers: bearer(editor.token),
        payload: { require_for_admins: requireForAdmins },
      });
    // Only someone who uses it may require it: nobody locks themselves out.
    const first = await put(true);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ data: { message: TWO_FACTOR_MESSAGES.requireOwnFirst } });
    await enableTwoFactor(context.app, editor.token);

    const on = await put(true);
    expect(on.statusCode).toBe(200);
    expect(dataOf<{ require_for_admins: boolean }>(on).require_for_admins).toBe(true);
    expect((await put(true)).statusCode).toBe(200);
    const changes = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two_factor.policy_changed'), eq(auditLog.companyId, company.companyId)));
    expect(changes.map((entry) => entry.metadata)).toEqual([{ require_for_admins: true }]);
    const after = twoFactorPolicySchema.parse(dataOf(await get(API_PATHS.twoFactorPolicy, editor.token)));
    expect(after.admins.every((admin) => admin.two_factor_enabled)).toBe(true);
  });

  test('an admin without it can do nothing but set it up; then everything opens; a non-admin is not asked', async () => {
    const company = await createTwoFactorCompany(context.db, { required: true });
    const token = await context.login(company.admin.email, company.admin.password);
    const refusal = { data: { message: TWO_FACTOR_SETUP_REQUIRED_MESSAGE, code: TWO_FACTOR_SETUP_REQUIRED_CODE } };
    expect((await get(API_PATHS.invoices, token)).json()).toEqual(refusal);
    expect((await get(apiPath(API_PATHS.companyUser, { id: company.admin.id }), token)).json()).toEqual(refusal);
    expect(
      (await post(API_PATHS.passwordChange, token, { current_password: 'x', new_password: 'y', new_password_confirmation: 'y' })).json(),
    ).toEqual(refusal);

    // The current user says so, and its setup is open.
    const me = await get(API_PATHS.currentUser, token);
    expect(me.statusCode).toBe(200);
    expect(dataOf(me)).toMatchObject({ two_factor_setup_required: true });
    expect(dataOf(await get(API_PATHS.twoFactor, token))).toMatchObject({ enabled: false, required: true });
    await enableTwoFactor(context.app, token);

    expect((await get(API_PATHS.invoices, token)).statusCode).toBe(200);
    expect(dataOf(await get(API_PATHS.currentUser, token))).not.toHaveProperty('two_factor_setup_required');
    // While required it cannot be turned off.
    const off = await post(API_PATHS.twoFactorDisable, token, { password: company.admin.password });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual({ data: { message: TWO_FACTOR_MESSAGES.requiredByCompany } });

    const finance = await createTestUser(context.db, { companyId: company.companyId, roles: ['invoices', 'contracts', 'my_company'] });
    const financeToken = await context.login(finance.email, finance.password);
    expect((await get(API_PATHS.invoices, financeToken)).statusCode).toBe(200);
    expect((await post(API_PATHS.logout, token)).statusCode).toBe(200);
  });

  test('a reset by a colleague puts a required admin back to the setup at once; logout stays open', async () => {
    const company = await createTwoFactorCompany(context.db, { required: true });
    const token = await context.login(company.admin.email, company.admin.password);
    const admin = await enableTwoFactor(context.app, token);
    expect((await get(API_PATHS.invoices, token)).statusCode).toBe(200);

    // A colleague who holds every role the admin has: an editor manages only such people.
    const editor = await createTestUser(context.db, {
      companyId: company.companyId,
      roles: ['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'],
    });
    const editorToken = await context.login(editor.email, editor.password);
    // An admin too, so the company requires it of them before they act.
    await enableTwoFactor(context.app, editorToken);
    const reset = await context.app.inject({
      method: 'DELETE',
      url: apiPath(API_PATHS.userTwoFactor, { id: company.admin.id }),
      headers: bearer(editorToken),
    });
    expect(reset.statusCode).toBe(200);
    expect((await get(API_PATHS.invoices, token)).json()).toMatchObject({ data: { code: TWO_FACTOR_SETUP_REQUIRED_CODE } });
    expect(admin.secret).toBeTruthy();
    expect((await post(API_PATHS.logout, token)).statusCode).toBe(200);
  });

  test('an admin who set the requirement is an admin like any other (and keeps access)', async () => {
    const company = await createTwoFactorCompany(context.db, { required: false });
    const token = await context.login(company.admin.email, company.admin.password);
    await enableTwoFactor(context.app, token);
    const on = await context.app.inject({
      method: 'PUT',
      url: API_PATHS.twoFactorPolicy,
      headers: bearer(token),
      payload: { require_for_admins: true },
    });
    expect(on.statusCode).toBe(200);
    expect((await get(API_PATHS.invoices, token)).statusCode).toBe(200);
  });

  test('turning the requirement off lets admins in again; another company is not affected', async () => {
    const company = await createTwoFactorCompany(context.db, { required: true });
    const token = await context.login(company.admin.email, company.admin.password);
    const editor = await createTestUser(context.db, { companyId: company.companyId, roles: ['account_editor'] });
    const editorToken = await context.login(editor.email, editor.password);
    expect((await get(API_PATHS.invoices, token)).statusCode).toBe(403);
    const acme = await context.login('admin@acme.test');
    expect((await get(API_PATHS.invoices, acme)).statusCode).toBe(200);

    const off = await context.app.inject({
      method: 'PUT',
      url: API_PATHS.twoFactorPolicy,
      headers: bearer(editorToken),
      payload: { require_for_admins: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await get(API_PATHS.invoices, token)).statusCode).toBe(200);
  });

  test('the requirement is read and set by account_editors only, and refuses a bad value on its field', async () => {
    const finance = await context.login('finance@acme.test');
    expect((await get(API_PATHS.twoFactorPolicy, finance)).statusCode).toBe(403);
    const editor = await context.login('admin@acme.test');
    const bad = await context.app.inject({
      method: 'PUT',
      url: API_PATHS.twoFactorPolicy,
      headers: bearer(editor),
      payload: { require_for_admins: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual(invalid('require_for_admins', TWO_FACTOR_MESSAGES.requirementRequired));
    expect(dataOf<{ require_for_admins: boolean }>(await get(API_PATHS.twoFactorPolicy, editor)).require_for_admins).toBe(false);
  });
});
