import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { API_PATHS, RESET_TOKEN_INVALID_MESSAGE } from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { outboxEmails } from '../../platform/outbox/tables';
import { passwordResetTokens } from './tables';
import { users } from '../company-users/tables';
import { clientAddresses, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context?.close());

const nextAddress = clientAddresses(64);

function checkToken(payload: Record<string, unknown>, remoteAddress = nextAddress()) {
  return context.app.inject({ method: 'POST', url: API_PATHS.resetPasswordCheck, payload, remoteAddress });
}

/** A user with a fresh reset link, and the link's token. */
async function userWithResetLink() {
  const user = await createTestUser(context.db);
  await context.app.inject({ method: 'POST', url: API_PATHS.forgotPassword, payload: { email: user.email }, remoteAddress: nextAddress() });
  const mails = await context.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
  const token = /\/resetting\/reset\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`No reset link mailed to ${user.email}`);
  return { user, token };
}

const deadLinkBody = {
  data: { message: RESET_TOKEN_INVALID_MESSAGE, errors: [{ message: RESET_TOKEN_INVALID_MESSAGE, property: 'token' }] },
};

const newPassword = 'a-brand-new-password-3';

describe('POST /api/auth/reset-password/check', () => {
  test('a live link answers ok, tells nothing of its account, and still works afterwards', async () => {
    const { user, token } = await userWithResetLink();
    const response = await checkToken({ token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    expect(response.body).not.toContain(user.email);

    const [stored] = await context.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(stored?.usedAt).toBeNull();
    const reset = await context.app.inject({
      method: 'POST',
      url: API_PATHS.resetPassword,
      payload: { token, password: newPassword, password_confirmation: newPassword },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode).toBe(200);
  });

  test('a used link answers as the reset would', async () => {
    const { token } = await userWithResetLink();
    await context.app.inject({
      method: 'POST',
      url: API_PATHS.resetPassword,
      payload: { token, password: newPassword, password_confirmation: newPassword },
      remoteAddress: nextAddress(),
    });
    const response = await checkToken({ token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(deadLinkBody);
  });

  test('an unknown, expired, replaced or disabled account’s link answers alike', async () => {
    const unknown = await checkToken({ token: 'this-token-was-never-issued-by-the-server-x' });

    const expired = await userWithResetLink();
    await context.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(expired.token)));

    const replaced = await userWithResetLink();
    await context.app.inject({
      method: 'POST',
      url: API_PATHS.forgotPassword,
      payload: { email: replaced.user.email },
      remoteAddress: nextAddress(),
    });

    const disabled = await userWithResetLink();
    await context.db.update(users).set({ enabled: false }).where(eq(users.id, disabled.user.id));

    for (const response of [
      unknown,
      await checkToken({ token: expired.token }),
      await checkToken({ token: replaced.token }),
      await checkToken({ token: disabled.token }),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(deadLinkBody);
    }
  });

  test('names a missing, empty or overlong token in the field', async () => {
    expect(dataOf(await checkToken({})).errors).toEqual([{ property: 'token', message: expect.any(String) }]);
    expect(dataOf(await checkToken({ token: '' })).errors).toEqual([{ property: 'token', message: 'The reset link is incomplete.' }]);
    const overlong = await checkToken({ token: 't'.repeat(10_000) });
    expect(overlong.statusCode).toBe(422);
    expect(dataOf(overlong).errors).toEqual([{ property: 'token', message: 'The reset link is not valid.' }]);
    expect(dataOf(await checkToken({ token: 42 })).errors).toEqual([{ property: 'token', message: expect.any(String) }]);
  });

  test('is limited per client address', async () => {
    const address = '10.64.250.1';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await checkToken({ token: `guess-${attempt}` }, address)).statusCode).toBe(422);
    }
    const blocked = await checkToken({ token: 'one-guess-too-many' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ data: { message: 'Too many attempts. Try again in 15 minutes.' } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await checkToken({ token: 'from-another-address' })).statusCode).toBe(422);
  });
});
