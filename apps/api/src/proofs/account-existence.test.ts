import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_PATHS, apiPath, EMAIL_CONFIRMATION_PAGE, SIGNUP_CONFIRM_PAGE_PATH } from '@portal/api-schema';
import { emailChangeRequests, users } from '../modules/company-users/tables';
import { listOutbox } from '../platform/outbox/outbox';
import { createInvitingCompany, createTestInvitation } from '../testing/invitation-fixtures';
import { bearer, createTestContext, createTestUser, type TestContext } from '../testing/test-app';

/**
 * Whether an address has an account, or an invitation from another company, must not be learned
 * from any answer: for each flow that takes an address, the answer for such an address and for a
 * free address of the same length are the same bytes (status, the headers that are not per
 * request, body), once the address itself and what any two requests differ by (new ids, times)
 * are put aside. The owner of an existing account is told by e-mail instead. A new flow that takes
 * an address joins here.
 */

/** Another company's user (Globex's admin), and a free address of the same length. */
const TAKEN = 'admin@globex.test';
const FREE = () => `${randomUUID().slice(0, 5)}@globex.test`;

/** Per request, whatever the address: the time, the request's id, the connection. */
const PER_REQUEST_HEADERS = new Set(['date', 'x-request-id', 'request-id', 'connection', 'keep-alive']);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The answer with `asked` (and any per-request id or time) put aside. */
function answerOf(response: LightMyRequestResponse, asked: readonly string[]): Answer {
  let body = response.body;
  for (const address of asked) body = body.split(address).join('<address>');
  body = body.replace(UUID, '<id>').replace(ISO_TIME, '<time>');
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_REQUEST_HEADERS.has(name)));
  return { status: response.statusCode, headers, body };
}

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
}, 60_000);
afterAll(async () => {
  await context?.close();
});

const send = (options: InjectOptions) => context.app.inject(options);
const mailTo = (address: string) => listOutbox(context.db, { to: address });

describe('an address of another company answers exactly as a free one', () => {
  test("changing one's own e-mail address (PUT /users/{own id}); the owner is told, and no link can make a duplicate", async () => {
    const asked = async (email: string) => {
      const user = await createTestUser(context.db, { companyId: (await createInvitingCompany(context.db)).companyId });
      const token = await context.login(user.email, user.password);
      const response = await send({
        method: 'PUT',
        url: apiPath(API_PATHS.companyUser, { id: user.id }),
        headers: bearer(token),
        payload: { email },
      });
      return { response, user };
    };
    const free = FREE();
    const ownerMailBefore = (await mailTo(TAKEN)).length;
    const taken = await asked(TAKEN);
    const unused = await asked(free);
    expect(taken.response.statusCode).toBe(200);
    expect(answerOf(taken.response, [TAKEN, taken.user.email])).toEqual(answerOf(unused.response, [free, unused.user.email]));

    // The owner of the address is told of the attempt, with no link to confirm.
    const ownerMail = (await mailTo(TAKEN)).slice(0, (await mailTo(TAKEN)).length - ownerMailBefore);
    expect(ownerMail).toHaveLength(1);
    expect(ownerMail[0]?.text).not.toContain(EMAIL_CONFIRMATION_PAGE);
    expect(ownerMail[0]?.text).toContain('already');
    // The free address gets its link.
    expect((await mailTo(free))[0]?.text).toContain(EMAIL_CONFIRMATION_PAGE);
  });

  test('asking again and again for a taken address is limited like any other address', async () => {
    const user = await createTestUser(context.db, { companyId: (await createInvitingCompany(context.db)).companyId });
    const token = await context.login(user.email, user.password);
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      // Alternating, so that no request is a repeat of the one before.
      const email = index % 2 === 0 ? TAKEN : `admin${index}@globex.test`;
      const response = await send({
        method: 'PUT',
        url: apiPath(API_PATHS.companyUser, { id: user.id }),
        headers: bearer(token),
        payload: { email },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });

  test('a confirmation of an address taken meanwhile changes nothing', async () => {
    const user = await createTestUser(context.db, { companyId: (await createInvitingCompany(context.db)).companyId });
    const token = await context.login(user.email, user.password);
    const address = FREE();
    const asked = await send({
      method: 'PUT',
      url: apiPath(API_PATHS.companyUser, { id: user.id }),
      headers: bearer(token),
      payload: { email: address },
    });
    expect(asked.statusCode).toBe(200);
    const link = (await mailTo(address))[0]?.text.match(new RegExp(`${EMAIL_CONFIRMATION_PAGE}/([A-Za-z0-9_-]+)`))?.[1];
    expect(link).toBeDefined();
    const other = await createTestUser(context.db);
    const { eq } = await import('drizzle-orm');
    await context.db.update(users).set({ email: address }).where(eq(users.id, other.id));
    const confirmed = await send({ method: 'POST', url: API_PATHS.emailConfirmation, payload: { token: link } });
    expect(confirmed.statusCode).toBe(409);
    const [row] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
    expect((await context.db.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id))).length).toBe(1);
  });

  test("inviting (POST /invitations) and changing an invitation's address (PATCH); the owner is told instead of invited", async () => {
    const company = await createInvitingCompany(context.db);
    const token = await context.login(company.admin.email, company.admin.password);
    const invite = (email: string) =>
      send({
        method: 'POST',
        url: API_PATHS.invitations,
        headers: bearer(token),
        payload: { email, first_name: 'Ada', last_name: 'Lovelace', roles: ['invoices'] },
      });
    const ownerMailBefore = (await mailTo(TAKEN)).length;
    const free = FREE();
    const taken = await invite(TAKEN);
    const unused = await invite(free);
    expect(unused.statusCode).toBe(201);
    expect(answerOf(taken, [TAKEN])).toEqual(answerOf(unused, [free]));
    const ownerMail = await mailTo(TAKEN);
    expect(ownerMail.length).toBe(ownerMailBefore + 1);
    expect(ownerMail[0]?.text).not.toContain('/invitation/');
    expect((await mailTo(free))[0]?.text).toContain('/invitation/');

    // Changing another invitation's address to the taken one or to a free one.
    const patchTo = async (email: string) => {
      const created = await invite(FREE());
      const { id } = (created.json() as { data: { id: string } }).data;
      return send({ method: 'PATCH', url: apiPath(API_PATHS.invitation, { id }), headers: bearer(token), payload: { email } });
    };
    // The taken address's open invitation (above) is withdrawn first, as a free address's would be.
    const withdraw = (await taken.json()) as { data: { id: string } };
    await send({ method: 'DELETE', url: apiPath(API_PATHS.invitation, { id: withdraw.data.id }), headers: bearer(token) });
    const free2 = FREE();
    const patchedTaken = await patchTo(TAKEN);
    const patchedFree = await patchTo(free2);
    expect(patchedFree.statusCode).toBe(200);
    expect(answerOf(patchedTaken, [TAKEN])).toEqual(answerOf(patchedFree, [free2]));
  });

  test("inviting (POST /invitations) and changing an invitation's address (PATCH) to one another company has invited; the link goes out as usual", async () => {
    const elsewhere = await createInvitingCompany(context.db);
    const company = await createInvitingCompany(context.db);
    const token = await context.login(company.admin.email, company.admin.password);
    const invite = (email: string) =>
      send({
        method: 'POST',
        url: API_PATHS.invitations,
        headers: bearer(token),
        payload: { email, first_name: 'Ada', last_name: 'Lovelace', roles: ['invoices'] },
      });
    // Another company's open invitations of the addresses, one still working and one expired.
    const invited = FREE();
    const invitedPatched = FREE();
    await createTestInvitation(context.db, { companyId: elsewhere.companyId, email: invited });
    await createTestInvitation(context.db, { companyId: elsewhere.companyId, email: invitedPatched, expiredDaysAgo: 1 });

    const free = FREE();
    const pending = await invite(invited);
    const unused = await invite(free);
    expect(unused.statusCode).toBe(201);
    expect(answerOf(pending, [invited])).toEqual(answerOf(unused, [free]));
    expect((await mailTo(invited))[0]?.text).toContain('/invitation/');

    const patchTo = async (email: string) => {
      const created = await invite(FREE());
      const { id } = (created.json() as { data: { id: string } }).data;
      return send({ method: 'PATCH', url: apiPath(API_PATHS.invitation, { id }), headers: bearer(token), payload: { email } });
    };
    const free2 = FREE();
    const patchedInvited = await patchTo(invitedPatched);
    const patchedFree = await patchTo(free2);
    expect(patchedFree.statusCode).toBe(200);
    expect(answerOf(patchedInvited, [invitedPatched])).toEqual(answerOf(patchedFree, [free2]));
    expect((await mailTo(invitedPatched))[0]?.text).toContain('/invitation/');
  });

  test('signing in (POST /auth/login) with a wrong password and with an unknown address', async () => {
    const login = (email: string) => send({ method: 'POST', url: API_PATHS.login, payload: { email, password: 'not-the-password-1' } });
    const free = FREE();
    expect(answerOf(await login(TAKEN), [TAKEN])).toEqual(answerOf(await login(free), [free]));
  });

  test('asking for a password reset link (POST /auth/forgot-password)', async () => {
    const forgot = (email: string) => send({ method: 'POST', url: API_PATHS.forgotPassword, payload: { email } });
    const free = FREE();
    expect(answerOf(await forgot(TAKEN), [TAKEN])).toEqual(answerOf(await forgot(free), [free]));
  });

  test('signing up (POST /auth/signup); the owner is told, the free address gets the link', async () => {
    const signUp = (email: string, ip: string) =>
      send({
        method: 'POST',
        url: API_PATHS.signup,
        remoteAddress: ip,
        payload: { email, password: 'a-sign-up-password-1', first_name: 'Ada', last_name: 'Lovelace' },
      });
    const free = FREE();
    const ownerMailBefore = (await mailTo(TAKEN)).length;
    const taken = await signUp(TAKEN, '10.91.0.1');
    const unused = await signUp(free, '10.91.0.2');
    expect(unused.statusCode).toBe(202);
    expect(answerOf(taken, [TAKEN])).toEqual(answerOf(unused, [free]));
    const ownerMail = await mailTo(TAKEN);
    expect(ownerMail.length).toBe(ownerMailBefore + 1);
    expect(ownerMail[0]?.text).not.toContain(SIGNUP_CONFIRM_PAGE_PATH);
    expect((await mailTo(free))[0]?.text).toContain(`${SIGNUP_CONFIRM_PAGE_PATH}?token=`);
  });
});
