import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { API_PATHS, FORGOT_PASSWORD_MESSAGE, LOGIN_FAILED_MESSAGE, RESET_TOKEN_INVALID_MESSAGE } from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { auditLog } from '../../platform/audit/tables';
import { outboxEmails } from '../../platform/outbox/tables';
import { passwordResetTokens, sessions } from './tables';
import { users } from '../company-users/tables';
import { DEMO_IDS } from '../../demo/seed';
import { bearer, clientAddresses, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context?.close());

const nextAddress = clientAddresses(1);

function forgotPassword(email: string, remoteAddress = nextAddress()) {
  return context.app.inject({ method: 'POST', url: API_PATHS.forgotPassword, payload: { email }, remoteAddress });
}

function resetPassword(payload: Record<string, string>) {
  return context.app.inject({ method: 'POST', url: API_PATHS.resetPassword, payload, remoteAddress: nextAddress() });
}

async function mailsTo(email: string) {
  return context.db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(outboxEmails.createdAt);
}

/** The token of the newest reset link mailed to the address. */
async function tokenMailedTo(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const match = /\/resetting\/reset\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error(`No reset link mailed to ${email}`);
  return match[1];
}

const newPassword = 'a-brand-new-password-2';
const invalidTokenBody = {
  data: {
    message: RESET_TOKEN_INVALID_MESSAGE,
    errors: [{ message: RESET_TOKEN_INVALID_MESSAGE, property: 'token' }],
  },
};

describe('POST /api/auth/forgot-password', () => {
  test('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await createTestUser(context.db);
    const known = await forgotPassword(user.email);
    const unknown = await forgotPassword('nobody-here@acme.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ data: { message: FORGOT_PASSWORD_MESSAGE } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);

    expect(await mailsTo('nobody-here@acme.test')).toHaveLength(0);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Choose a new password');
    expect(mail?.text).toMatch(/http:\/\/portal\.test\/resetting\/reset\/[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('href="http://portal.test/resetting/reset/');
  });

  test('stores the reset token hashed, for one hour', async () => {
    const user = await createTestUser(context.db);
    await forgotPassword(user.email);
    const token = await tokenMailedTo(user.email);
    const [stored] = await context.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    const minutesLeft = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  test('mails nothing for a disabled account', async () => {
    const user = await createTestUser(context.db, { enabled: false });
    const response = await forgotPassword(user.email);
    expect(response.json()).toEqual({ data: { message: FORGOT_PASSWORD_MESSAGE } });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  test('a new request makes the earlier link useless', async () => {
    const user = await createTestUser(context.db);
    await forgotPassword(user.email);
    const first = await tokenMailedTo(user.email);
    await forgotPassword(user.email);
    const second = await tokenMailedTo(user.email);
    expect(second).not.toBe(first);

    const withFirst = await resetPassword({ token: first, password: newPassword, password_confirmation: newPassword });
    expect(withFirst.statusCode).toBe(422);
    const withSecond = await resetPassword({ token: second, password: newPassword, password_confirmation: newPassword });
    expect(withSecond.statusCode).toBe(200);
  });

  test('validates the address', async () => {
    const response = await context.app.inject({ method: 'POST', url: API_PATHS.forgotPassword, payload: { email: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(dataOf(response).errors).toEqual([{ property: 'email', message: 'Enter a valid e-mail address.' }]);
  });

  test('is limited per account', async () => {
    const user = await createTestUser(context.db);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await forgotPassword(user.email)).statusCode).toBe(200);
    const blocked = await forgotPassword(user.email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ data: { message: 'Too many attempts. Try again in 15 minutes.' } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(user.email)).toHaveLength(5);
  });

  test('20 parallel requests for one account send at most 5 e-mails; the rest answer 429', async () => {
    const user = await createTestUser(context.db);
    const responses = await Promise.all(Array.from({ length: 20 }, () => forgotPassword(user.email)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await mailsTo(user.email)).toHaveLength(5);
  });

  test('is limited per client address', async () => {
    const address = '10.250.0.1';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await forgotPassword(`someone-${attempt}@acme.test`, address)).statusCode).toBe(200);
    }
    expect((await forgotPassword('someone-else@acme.test', address)).statusCode).toBe(429);
  });
});

describe('POST /api/auth/reset-password', () => {
  test('sets the new password, ends every session and uses the token up', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    const sessionToken = await context.login(user.email, user.password);
    await forgotPassword(user.email);
    const token = await tokenMailedTo(user.email);

    const response = await resetPassword({ token, password: newPassword, password_confirmation: newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });

    const oldSession = await context.app.inject({
      method: 'GET',
      url: API_PATHS.currentUser,
      headers: bearer(sessionToken),
    });
    expect(oldSession.statusCode).toBe(401);
    const live = await context.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);

    const withOldPassword = await context.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { email: user.email, password: user.password },
    });
    expect(withOldPassword.json()).toEqual({ data: { message: LOGIN_FAILED_MESSAGE } });
    await expect(context.login(user.email, newPassword)).resolves.toEqual(expect.any(String));

    const reused = await resetPassword({ token, password: 'yet-another-password', password_confirmation: 'yet-another-password' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual(invalidTokenBody);

    const audit = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'auth.password_reset')));
    expect(audit).toHaveLength(1);
  });

  test('refuses an unknown token', async () => {
    const response = await resetPassword({
      token: 'this-token-was-never-issued-by-the-server-x',
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(invalidTokenBody);
  });

  test('refuses an expired token', async () => {
    const user = await createTestUser(context.db);
    await forgotPassword(user.email);
    const token = await tokenMailedTo(user.email);
    await context.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const response = await resetPassword({ token, password: newPassword, password_confirmation: newPassword });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(invalidTokenBody);
    await expect(context.login(user.email, user.password)).resolves.toEqual(expect.any(String));
  });

  test('refuses the token of an account disabled since the request', async () => {
    const user = await createTestUser(context.db);
    await forgotPassword(user.email);
    const token = await tokenMailedTo(user.email);
    await context.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    const response = await resetPassword({ token, password: newPassword, password_confirmation: newPassword });
    expect(response.json()).toEqual(invalidTokenBody);
  });

  test('names each invalid field', async () => {
    const response = await resetPassword({ token: '', password: 'short', password_confirmation: 'other' });
    expect(response.statusCode).toBe(422);
    expect(dataOf(response).errors).toEqual([
      { property: 'token', message: 'The reset link is incomplete.' },
      { property: 'password', message: 'Use at least 10 characters.' },
      { property: 'password_confirmation', message: 'The passwords do not match.' },
    ]);

    const mismatch = await resetPassword({
      token: 'some-token',
      password: newPassword,
      password_confirmation: `${newPassword}-typo`,
    });
    expect(dataOf(mismatch).errors).toEqual([{ property: 'password_confirmation', message: 'The passwords do not match.' }]);

    const missing = await resetPassword({});
    expect(dataOf<{ errors: Array<{ property: string }> }>(missing).errors.map((error) => error.property)).toEqual([
      'token',
      'password',
      'password_confirmation',
    ]);
  });

  test('refuses huge values', async () => {
    const response = await resetPassword({
      token: 't'.repeat(10_000),
      password: 'p'.repeat(10_000),
      password_confirmation: 'p'.repeat(10_000),
    });
    expect(response.statusCode).toBe(422);
    expect(dataOf<{ errors: Array<{ property: string }> }>(response).errors.map((error) => error.property)).toEqual(['token', 'password']);
  });
});

describe('development mailbox', () => {
  test('lists the reset mail with its link as JSON, newest first', async () => {
    const user = await createTestUser(context.db);
    await forgotPassword(user.email);
    const response = await context.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(user.email)}` });
    expect(response.statusCode).toBe(200);
    const items = dataOf<Array<{ to: string; subject: string; links: string[] }>>(response);
    expect(items).toHaveLength(1);
    expect(items[0]?.links).toEqual([`http://portal.test/resetting/reset/${await tokenMailedTo(user.email)}`]);

    const all = dataOf<Array<{ created_at: string }>>(await context.app.inject({ method: 'GET', url: '/dev/mailbox.json' }));
    const times = all.map((item) => Date.parse(item.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test('shows mails as an HTML page with clickable, escaped content', async () => {
    await context.db.insert(outboxEmails).values({
      to: 'someone@acme.test',
      subject: '<script>alert(1)</script>',
      text: 'Open https://portal.test/x?a=1&b=2 or <img src=x onerror=alert(1)>',
    });
    const response = await context.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('<img');
    expect(response.body).toContain('<a href="https://portal.test/x?a=1&amp;b=2">');
  });
});
