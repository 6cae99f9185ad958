import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  API_PATHS,
  companyUserSchema,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  currentUserSchema,
  LOGIN_FAILED_MESSAGE,
  NOT_FOUND_MESSAGE,
  RECONFIRM_CONSENT_FIELD,
  TERMS_NOT_AGREED_CODE,
  TERMS_NOT_AGREED_MESSAGE,
} from '@portal/api-schema';
import { DEMO_BILLING } from '../billing/demo-data';
import { auditLog } from '../../platform/audit/tables';
import { users } from './tables';
import { DEMO_IDS, DEMO_MANAGER_PHOTO } from '../../demo/seed';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';

let context: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  context = await createTestContext();
  for (const email of ['admin@acme.test', 'finance@acme.test', 'sandbox@acme.test', 'admin@globex.test']) {
    tokens[email] = await context.login(email);
  }
});
afterAll(() => context?.close());

const tokenOf = (email: string) => tokens[email] ?? '';
const companyUserPath = (id: string) => API_PATHS.companyUser.replace(':id', id);

describe('GET /api/client-cabinet/user', () => {
  test('a client user with a customer success manager', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: API_PATHS.currentUser,
      headers: bearer(tokenOf('admin@acme.test')),
    });
    expect(response.statusCode).toBe(200);
    const user = currentUserSchema.parse(dataOf(response));
    expect(user).toEqual({
      id: DEMO_IDS.acmeAdmin,
      first_name: 'Ada',
      last_name: 'Lindqvist',
      email: 'admin@acme.test',
      type: 'ClientUser',
      extracted_roles: ['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'],
      is_agreed: true,
      photo: null,
      customer_manager: {
        first_name: 'Maya',
        last_name: 'Okafor',
        email: 'maya.okafor@example.com',
        photo: DEMO_MANAGER_PHOTO,
      },
      company: { id: DEMO_IDS.acme, name: 'Acme Robotics' },
    });
  });

  test('the manager photo is served', async () => {
    const response = await context.app.inject({ method: 'GET', url: DEMO_MANAGER_PHOTO });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  test('a user without a manager', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: API_PATHS.currentUser,
      headers: bearer(tokenOf('finance@acme.test')),
    });
    expect(dataOf(response)).toMatchObject({
      extracted_roles: ['invoices', 'contracts', 'my_company'],
      customer_manager: null,
    });
  });

  test('a sandbox user has no company', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: API_PATHS.currentUser,
      headers: bearer(tokenOf('sandbox@acme.test')),
    });
    expect(dataOf(response)).toMatchObject({ type: 'SandboxUser', company: null, customer_manager: null });
  });
});

describe('GET /api/client-cabinet/users/:id', () => {
  test("answers a user of the caller's company", async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: companyUserPath(DEMO_IDS.acmeDisabled),
      headers: bearer(tokenOf('finance@acme.test')),
    });
    expect(response.statusCode).toBe(200);
    expect(companyUserSchema.parse(dataOf(response))).toEqual({
      id: DEMO_IDS.acmeDisabled,
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: 'disabled@acme.test',
      type: 'ClientUser',
      extracted_roles: ['invoices', 'contracts', 'my_company'],
      photo: null,
      enabled: false,
      group: 'finance',
      job_title: null,
      phone: null,
      time_zone: null,
      pending_email: null,
      last_sign_in_at: null,
      last_account_editor: false,
    });
  });

  test("another company's user, an unknown id and a caller without company all get the same 404", async () => {
    const otherCompany = await context.app.inject({
      method: 'GET',
      url: companyUserPath(DEMO_IDS.acmeAdmin),
      headers: bearer(tokenOf('admin@globex.test')),
    });
    const unknown = await context.app.inject({
      method: 'GET',
      url: companyUserPath('9f1c1f7e-0000-4000-8000-000000000000'),
      headers: bearer(tokenOf('admin@acme.test')),
    });
    const sandboxOwn = await context.app.inject({
      method: 'GET',
      url: companyUserPath(DEMO_IDS.sandbox),
      headers: bearer(tokenOf('sandbox@acme.test')),
    });
    const sandboxOther = await context.app.inject({
      method: 'GET',
      url: companyUserPath(DEMO_IDS.acmeAdmin),
      headers: bearer(tokenOf('sandbox@acme.test')),
    });
    for (const response of [otherCompany, unknown, sandboxOwn, sandboxOther]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ data: { message: NOT_FOUND_MESSAGE } });
    }
  });

  test('a malformed id gives 422 on the id', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: companyUserPath("1' or '1'='1"),
      headers: bearer(tokenOf('admin@acme.test')),
    });
    expect(response.statusCode).toBe(422);
    expect(dataOf(response).errors).toEqual([{ property: 'id', message: expect.any(String) }]);
  });

  test('needs a session before anything else', async () => {
    const response = await context.app.inject({ method: 'GET', url: companyUserPath('not-a-uuid') });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/user/password', () => {
  const changePassword = (token: string, payload: Record<string, string>) =>
    context.app.inject({ method: 'POST', url: API_PATHS.passwordChange, headers: bearer(token), payload });

  test('refuses a wrong current password on that field', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    const token = await context.login(user.email, user.password);
    const response = await changePassword(token, {
      current_password: 'not-my-password',
      new_password: 'a-new-password-3',
      new_password_confirmation: 'a-new-password-3',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: {
        message: 'The request is not valid.',
        errors: [{ property: 'current_password', message: CURRENT_PASSWORD_WRONG_MESSAGE }],
      },
    });
  });

  test('wrong current passwords count against the sign-in limit of the account', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    const token = await context.login(user.email, user.password);
    const wrong = {
      current_password: 'not-my-password',
      new_password: 'a-new-password-3',
      new_password_confirmation: 'a-new-password-3',
    };
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await changePassword(token, wrong)).statusCode).toBe(422);
    const blocked = await changePassword(token, { ...wrong, current_password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ data: { message: 'Too many sign-in attempts. Try again in 15 minutes.' } });
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  test('20 parallel wrong current passwords: at most 5 are checked, the rest answer 429', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    const token = await context.login(user.email, user.password);
    const wrong = {
      current_password: 'not-my-password',
      new_password: 'a-new-password-3',
      new_password_confirmation: 'a-new-password-3',
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        context.app.inject({
          method: 'POST',
          url: API_PATHS.passwordChange,
          headers: bearer(token),
          payload: wrong,
          remoteAddress: '10.207.0.1',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.filter((status) => status !== 422).length);
  });

  test('names each invalid field', async () => {
    const user = await createTestUser(context.db);
    const token = await context.login(user.email, user.password);
    const response = await changePassword(token, {
      current_password: '',
      new_password: 'short',
      new_password_confirmation: 'different',
    });
    expect(response.statusCode).toBe(422);
    expect(dataOf<{ errors: Array<{ property: string }> }>(response).errors.map((error) => error.property)).toEqual([
      'current_password',
      'new_password',
      'new_password_confirmation',
    ]);
  });

  test('changes the password, keeps this session and ends the others', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    const current = await context.login(user.email, user.password);
    const other = await context.login(user.email, user.password);
    const me = (token: string) => context.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: bearer(token) });
    // Used just before, so the process has checked it: ending it must still take effect at once.
    expect((await me(other)).statusCode).toBe(200);
    const response = await changePassword(current, {
      current_password: user.password,
      new_password: 'a-new-password-3',
      new_password_confirmation: 'a-new-password-3',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });

    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);

    const withOld = await context.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { email: user.email, password: user.password },
    });
    expect(withOld.json()).toEqual({ data: { message: LOGIN_FAILED_MESSAGE } });
    await expect(context.login(user.email, 'a-new-password-3')).resolves.toEqual(expect.any(String));

    const audit = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'user.password_changed')));
    expect(audit).toHaveLength(1);
  });

  test('needs a session', async () => {
    const response = await context.app.inject({ method: 'POST', url: API_PATHS.passwordChange, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/user/reconfirm-consent', () => {
  async function userWhoHasNotAgreed() {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme, isAgreed: false });
    return { ...user, token: await context.login(user.email, user.password) };
  }

  test('records agreement sent as a form and answers the updated user', async () => {
    const user = await userWhoHasNotAgreed();
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.reconfirmConsent,
      headers: { ...bearer(user.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${encodeURIComponent(RECONFIRM_CONSENT_FIELD)}=1`,
    });
    expect(response.statusCode).toBe(200);
    expect(currentUserSchema.parse(dataOf(response))).toMatchObject({ id: user.id, is_agreed: true });
    const reloaded = await context.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: bearer(user.token) });
    expect(dataOf(reloaded)).toMatchObject({ is_agreed: true });
    const [row] = await context.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.agreedAt).toBeInstanceOf(Date);
    const audit = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'user.consent_reconfirmed')));
    expect(audit).toHaveLength(1);
  });

  test('accepts the same field as JSON', async () => {
    const user = await userWhoHasNotAgreed();
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.reconfirmConsent,
      headers: bearer(user.token),
      payload: { [RECONFIRM_CONSENT_FIELD]: 'true' },
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({ is_agreed: true });
  });

  test.each([
    ['missing', ''],
    ['not agreed', `${encodeURIComponent(RECONFIRM_CONSENT_FIELD)}=0`],
  ])('refuses a %s agreement on that field', async (_case, payload) => {
    const user = await userWhoHasNotAgreed();
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.reconfirmConsent,
      headers: { ...bearer(user.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(dataOf(response).errors).toEqual([{ property: RECONFIRM_CONSENT_FIELD, message: 'You must agree to the terms to continue.' }]);
    const [row] = await context.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isAgreed).toBe(false);
  });

  test('needs a session', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.reconfirmConsent,
      payload: { [RECONFIRM_CONSENT_FIELD]: '1' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('until the terms are agreed', () => {
  // terms@acme.test has every role but has not agreed yet.
  const invoice = DEMO_BILLING.invoices.everyMethod.id;
  const featureCalls = [
    { method: 'GET', url: API_PATHS.invoices },
    { method: 'GET', url: API_PATHS.invoice.replace(':id', invoice) },
    { method: 'GET', url: API_PATHS.rfps },
    { method: 'POST', url: API_PATHS.pay.replace(':id', invoice).replace(':slug', 'stripe-card') },
  ] as const;
  const refusal = { data: { message: TERMS_NOT_AGREED_MESSAGE, code: TERMS_NOT_AGREED_CODE } };

  test('every feature call is refused with its own code; the current user, consent and logout still answer; after consent the calls answer', async () => {
    const token = await context.login('terms@acme.test');
    for (const call of featureCalls) {
      const response = await context.app.inject({ ...call, headers: bearer(token) });
      expect({ call: call.url, status: response.statusCode, body: response.json() }).toEqual({
        call: call.url,
        status: 403,
        body: refusal,
      });
    }

    const me = await context.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(dataOf(me)).toMatchObject({ email: 'terms@acme.test', is_agreed: false });

    const consent = await context.app.inject({
      method: 'POST',
      url: API_PATHS.reconfirmConsent,
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${encodeURIComponent(RECONFIRM_CONSENT_FIELD)}=1`,
    });
    expect(consent.statusCode).toBe(200);
    for (const call of featureCalls) {
      const response = await context.app.inject({ ...call, headers: bearer(token) });
      expect({ call: call.url, status: response.statusCode }).toEqual({ call: call.url, status: 200 });
    }
  });

  test('logout works before consent', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme, isAgreed: false, roles: ['invoices'] });
    const token = await context.login(user.email, user.password);
    const refused = await context.app.inject({ method: 'GET', url: API_PATHS.invoices, headers: bearer(token) });
    expect(refused.json()).toEqual(refusal);
    const logout = await context.app.inject({ method: 'POST', url: API_PATHS.logout, headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const after = await context.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  test('a new customer (SandboxUser) is never asked: the onboarding calls answer without consent', async () => {
    const user = await createTestUser(context.db, { type: 'SandboxUser', isAgreed: false });
    const token = await context.login(user.email, user.password);
    const booking = await context.app.inject({ method: 'GET', url: API_PATHS.onboardingBooking, headers: bearer(token) });
    expect(booking.json()).not.toEqual(refusal);
    const onboarding = await context.app.inject({ method: 'POST', url: API_PATHS.onboarding, headers: bearer(token), payload: {} });
    expect(onboarding.statusCode).toBe(422);
  });
});
