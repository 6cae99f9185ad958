import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  API_PATHS,
  apiPath,
  AUTH_FIELD_MESSAGES,
  currentUserSchema,
  grantUnheldRolesMessage,
  invitationBeyondRolesMessage,
  INVITATION_MESSAGES,
  type Invitation,
  invitationPageSchema,
  invitationPreviewSchema,
  invitationSchema,
  NOT_FOUND_MESSAGE,
  type Role,
  sessionSchema,
} from '@portal/api-schema';
import { DEMO_IDS } from '../../demo/seed';
import { hashToken } from '../../platform/access/tokens';
import { auditLog } from '../../platform/audit/tables';
import { startLiveEvents } from '../../platform/live-events';
import { listOutbox } from '../../platform/outbox/outbox';
import { createInvitingCompany, createTestInvitation } from '../../testing/invitation-fixtures';
import { bearer, clientAddresses, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { DEMO_INVITATION_IDS } from './demo-invitations';
import { invitations, users } from './tables';

let context: TestContext;
const nextAddress = clientAddresses(62);
const PASSWORD = 'a-chosen-password-1';

beforeAll(async () => {
  context = await createTestContext();
}, 30_000);
afterAll(() => context?.close());

interface Send {
  method?: InjectOptions['method'];
  url: string;
  token?: string;
  payload?: object;
  address?: string;
}

/** A request from an address of its own, unless one is given: the limits per address are tested on their own. */
function send(ctx: TestContext, { method = 'GET', url, token, payload, address }: Send) {
  return ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: address ?? nextAddress(),
    ...(payload ? { payload } : {}),
  });
}

const call = (request: Send) => send(context, request);
const invitationUrl = (id: string) => apiPath(API_PATHS.invitation, { id });
const resendUrl = (id: string) => apiPath(API_PATHS.invitationResend, { id });
const lookupUrl = (token: string) => `${API_PATHS.invitationLookup}?token=${encodeURIComponent(token)}`;
const uniqueEmail = (name = 'invitee') => `${name}-${crypto.randomUUID()}@tests.test`;

/** A company of its own with its admin signed in. */
async function company(roles?: Role[]) {
  const created = await createInvitingCompany(context.db, { roles });
  return { ...created, token: await context.login(created.admin.email, created.admin.password) };
}

type Company = Awaited<ReturnType<typeof company>>;

async function invite(owner: Company, body: Partial<{ email: string; first_name: string; last_name: string; roles: string[] }> = {}) {
  const payload = { email: uniqueEmail(), first_name: 'Nora', last_name: 'Newcomer', roles: ['proposals', 'my_company'], ...body };
  const response = await call({ method: 'POST', url: API_PATHS.invitations, token: owner.token, payload });
  expect(response.statusCode).toBe(201);
  return invitationSchema.parse(dataOf(response));
}

/** The token of the newest link e-mailed to the address. */
async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await listOutbox(context.db, { to: email, limit: 1 });
  const token = mail?.text.match(/http:\/\/portal\.test\/invitation\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`No invitation link was sent to ${email}`);
  return token;
}

async function mailsTo(email: string) {
  return listOutbox(context.db, { to: email });
}

async function auditsOf(subjectId: string) {
  return context.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(auditLog.id);
}

function fieldErrors(response: { json(): unknown }) {
  return (response.json() as { data: { errors?: Array<{ property: string; message: string }> } }).data.errors ?? [];
}

function accept(token: string, body: Partial<Record<string, string>> = {}, address?: string) {
  return call({
    method: 'POST',
    url: API_PATHS.invitationAccept,
    payload: { token, first_name: 'Nora', last_name: 'Newcomer', password: PASSWORD, password_confirmation: PASSWORD, ...body },
    address,
  });
}

const LINK_INVALID = { data: { message: INVITATION_MESSAGES.linkInvalid } };
const NOT_FOUND = { data: { message: NOT_FOUND_MESSAGE } };

describe('the demo data', () => {
  test("Acme's list shows its pending and its expired invitation, newest first", async () => {
    const token = await context.login('admin@acme.test');
    const response = await call({ url: API_PATHS.invitations, token });
    expect(response.statusCode).toBe(200);
    const page = invitationPageSchema.parse(dataOf(response));
    expect(page.items.map((item) => [item.id, item.status, item.invited_by?.id])).toEqual([
      [DEMO_INVITATION_IDS.acmePending, 'pending', DEMO_IDS.acmeAdmin],
      [DEMO_INVITATION_IDS.acmeExpired, 'expired', DEMO_IDS.acmeAdmin],
    ]);
    expect(page.total).toBe(2);
  });

  test("another company's admin sees none of them, and gets a 404 for each", async () => {
    const token = await context.login('admin@globex.test');
    const page = invitationPageSchema.parse(dataOf(await call({ url: API_PATHS.invitations, token })));
    expect(page.items.map((item) => item.id)).not.toContain(DEMO_INVITATION_IDS.acmePending);
    for (const request of [
      { url: invitationUrl(DEMO_INVITATION_IDS.acmePending) },
      { method: 'PATCH' as const, url: invitationUrl(DEMO_INVITATION_IDS.acmePending), payload: { first_name: 'Stolen' } },
      { method: 'POST' as const, url: resendUrl(DEMO_INVITATION_IDS.acmePending) },
      { method: 'DELETE' as const, url: invitationUrl(DEMO_INVITATION_IDS.acmePending) },
    ]) {
      const response = await call({ ...request, token });
      expect({ url: request.url, status: response.statusCode, body: response.json() }).toEqual({
        url: request.url,
        status: 404,
        body: NOT_FOUND,
      });
    }
  });

  test('users without the account_editor role may not see or send invitations', async () => {
    const token = await context.login('finance@acme.test');
    expect((await call({ url: API_PATHS.invitations, token })).statusCode).toBe(403);
    const payload = { email: uniqueEmail(), first_name: 'A', last_name: 'B', roles: ['invoices'] };
    expect((await call({ method: 'POST', url: API_PATHS.invitations, token, payload })).statusCode).toBe(403);
  });
});

describe('POST /api/client-cabinet/invitations', () => {
  test('invites with a link e-mailed once, stored only as its digest, valid for 7 days, and audited', async () => {
    const owner = await company();
    const email = uniqueEmail('Mixed.Case');
    const response = await call({
      method: 'POST',
      url: API_PATHS.invitations,
      token: owner.token,
      payload: {
        email: `  ${email.toUpperCase()} `,
        first_name: ' Nora ',
        last_name: 'Newcomer',
        roles: ['my_company', 'proposals', 'proposals'],
      },
    });
    expect(response.statusCode).toBe(201);
    const invitation = invitationSchema.parse(dataOf(response));
    expect(invitation).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'Nora',
      last_name: 'Newcomer',
      roles: ['proposals', 'my_company'],
      status: 'pending',
      invited_by: { id: owner.admin.id, first_name: 'Test', last_name: 'User' },
      accepted_at: null,
    });
    const days = (Date.parse(invitation.expires_at) - Date.parse(invitation.sent_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const mails = await mailsTo(email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Join ${owner.companyName} on the client portal`);
    expect(mails[0]?.text).toContain('Test User invited you to join');
    expect(mails[0]?.text).toContain('Your access: Interview.');
    const token = await linkTokenFor(email.toLowerCase());
    const [row] = await context.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    expect((await auditsOf(invitation.id)).map((entry) => [entry.action, entry.actorUserId, entry.companyId])).toEqual([
      ['invitation.created', owner.admin.id, owner.companyId],
    ]);
  });

  test('bad input: one message per field, and nothing is stored or sent', async () => {
    const owner = await company();
    const cases: Array<[object, Record<string, string>]> = [
      [{}, { email: 'This field is required.', first_name: 'This field is required.', roles: 'This field is required.' }],
      [{ email: ' ', first_name: 'A', last_name: 'B', roles: ['invoices'] }, { email: INVITATION_MESSAGES.emailRequired }],
      [{ email: 'not an address', first_name: 'A', last_name: 'B', roles: ['invoices'] }, { email: INVITATION_MESSAGES.emailInvalid }],
      [
        { email: uniqueEmail(), first_name: ' ', last_name: '', roles: [] },
        {
          first_name: INVITATION_MESSAGES.firstNameRequired,
          last_name: INVITATION_MESSAGES.lastNameRequired,
          roles: INVITATION_MESSAGES.rolesRequired,
        },
      ],
      [
        { email: uniqueEmail(), first_name: 'x'.repeat(81), last_name: 'B', roles: ['invoices'] },
        { first_name: INVITATION_MESSAGES.nameTooLong },
      ],
      [{ email: uniqueEmail(), first_name: 'A', last_name: 'B', roles: ['superuser'] }, { 'roles.0': 'Choose roles from the list.' }],
      [
        { email: uniqueEmail(), first_name: 'A\u0000', last_name: 'B\u202e', roles: ['invoices'] },
        { first_name: 'This field contains characters that are not allowed.' },
      ],
    ];
    for (const [payload, expected] of cases) {
      const response = await call({ method: 'POST', url: API_PATHS.invitations, token: owner.token, payload });
      expect(response.statusCode).toBe(422);
      const errors = Object.fromEntries(fieldErrors(response).map((error) => [error.property, error.message]));
      expect(errors).toMatchObject(expected);
    }
    const [stored] = await context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(invitations)
      .where(eq(invitations.companyId, owner.companyId));
    expect(stored?.total).toBe(0);
  });

  test('markup in a name is kept as text, as typed', async () => {
    const owner = await company();
    const invitation = await invite(owner, { first_name: '<img src=x onerror=alert(1)>' });
    expect(invitation.first_name).toBe('<img src=x onerror=alert(1)>');
    const [mail] = await mailsTo(invitation.email);
    expect(mail?.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail?.html).not.toContain('<img');
  });

  test("a user of the company is not invited again; another company's user is told instead of sent a link", async () => {
    const owner = await company();
    const colleague = await createTestUser(context.db, { companyId: owner.companyId, roles: ['invoices'] });
    const invite = (email: string) =>
      call({
        method: 'POST',
        url: API_PATHS.invitations,
        token: owner.token,
        payload: { email, first_name: 'A', last_name: 'B', roles: ['invoices'] },
      });
    const own = await invite(colleague.email);
    expect(own.statusCode).toBe(422);
    expect(fieldErrors(own)).toEqual([{ property: 'email', message: INVITATION_MESSAGES.existingUser }]);

    // Answered as any address (whether it has an account is not told); its owner gets no link.
    const sandbox = 'sandbox@acme.test';
    const elsewhere = await invite('SANDBOX@acme.test');
    expect(elsewhere.statusCode).toBe(201);
    const [mail] = await mailsTo(sandbox);
    expect(mail?.text).toContain('already belongs to a client portal account');
    expect(mail?.text).not.toContain('/invitation/');
    await call({
      method: 'DELETE',
      url: `${API_PATHS.invitations}/${(elsewhere.json() as { data: { id: string } }).data.id}`,
      token: owner.token,
    });
  });

  test("one open invitation per address in a company: this company is told to resend; another company's changes nothing", async () => {
    const owner = await company();
    const other = await company();
    const first = await invite(owner);
    const again = await call({
      method: 'POST',
      url: API_PATHS.invitations,
      token: owner.token,
      payload: { email: first.email, first_name: 'A', last_name: 'B', roles: ['invoices'] },
    });
    expect(again.statusCode).toBe(422);
    expect(fieldErrors(again)).toEqual([{ property: 'email', message: INVITATION_MESSAGES.alreadyInvited }]);

    // Answered as a free address: another company's invitation of it is not told.
    const elsewhere = await invite(other, { email: first.email, roles: ['invoices'] });
    expect(elsewhere.status).toBe('pending');
    const mails = await mailsTo(first.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).toContain('/invitation/');
    const open = await context.db
      .select({ companyId: invitations.companyId })
      .from(invitations)
      .where(and(eq(invitations.email, first.email), isNull(invitations.revokedAt), isNull(invitations.acceptedAt)));
    expect(open.map((row) => row.companyId).sort()).toEqual([owner.companyId, other.companyId].sort());
  });

  test("an expired invitation of this company still holds the address; another company's, expired or not, is left alone", async () => {
    const owner = await company();
    const other = await company();
    const own = await createTestInvitation(context.db, { companyId: owner.companyId, expiredDaysAgo: 1 });
    const mine = await call({
      method: 'POST',
      url: API_PATHS.invitations,
      token: owner.token,
      payload: { email: own.email, first_name: 'A', last_name: 'B', roles: ['invoices'] },
    });
    expect(fieldErrors(mine)).toEqual([{ property: 'email', message: INVITATION_MESSAGES.alreadyInvited }]);

    const theirs = await invite(other, { email: own.email });
    expect(theirs.status).toBe('pending');
    const [kept] = await context.db.select().from(invitations).where(eq(invitations.id, own.id));
    expect(kept?.revokedAt).toBeNull();
    expect(await auditsOf(own.id)).toEqual([]);
  });

  test('an editor grants only roles they hold', async () => {
    const owner = await company(['proposals', 'my_company', 'account_editor']);
    const refused = await call({
      method: 'POST',
      url: API_PATHS.invitations,
      token: owner.token,
      payload: { email: uniqueEmail(), first_name: 'A', last_name: 'B', roles: ['proposals', 'invoices'] },
    });
    expect(refused.statusCode).toBe(403);
    expect(fieldErrors(refused)).toEqual([{ property: 'roles', message: grantUnheldRolesMessage(['Invoices']) }]);
    expect((await invite(owner, { roles: ['proposals', 'account_editor'] })).roles).toEqual(['proposals', 'account_editor']);
  });
});

describe('GET /api/client-cabinet/invitations', () => {
  test('filters by status and words of the address or names, in keyset pages', async () => {
    const owner = await company();
    const ada = await invite(owner, { first_name: 'Ada', last_name: 'Quill' });
    // Digits only after "bob": a random hex address could hold "ad" and match the search for Ada below.
    const bob = await invite(owner, {
      first_name: 'Bob',
      last_name: 'Quill',
      email: `bob-${crypto.randomUUID().replace(/\D/g, '')}@tests.test`,
    });
    const old = await createTestInvitation(context.db, { companyId: owner.companyId, expiredDaysAgo: 2 });
    const gone = await invite(owner);
    expect((await call({ method: 'DELETE', url: invitationUrl(gone.id), token: owner.token })).statusCode).toBe(200);

    const list = async (query: string) => {
      const response = await call({ url: `${API_PATHS.invitations}${query}`, token: owner.token });
      expect(response.statusCode).toBe(200);
      return invitationPageSchema.parse(dataOf(response));
    };
    expect((await list('')).items.map((item) => item.id)).toEqual([old.id, bob.id, ada.id]);
    expect((await list('?status=pending')).items.map((item) => item.id)).toEqual([bob.id, ada.id]);
    expect((await list('?status=expired')).items.map((item) => [item.id, item.status])).toEqual([[old.id, 'expired']]);
    expect((await list('?status=pending&status=expired')).total).toBe(3);
    expect((await list('?q=quill%20ad')).items.map((item) => item.id)).toEqual([ada.id]);
    expect((await list(`?q=${encodeURIComponent(old.email.slice(0, 20))}`)).items.map((item) => item.id)).toEqual([old.id]);
    expect((await list('?q=%25')).items).toEqual([]);

    const first = await list('?limit=2');
    expect(first.items.map((item) => item.id)).toEqual([old.id, bob.id]);
    expect(first.total).toBe(3);
    const second = await list(`?limit=2&cursor=${first.next_cursor ?? ''}`);
    expect(second.items.map((item) => item.id)).toEqual([ada.id]);
    expect(second.next_cursor).toBeNull();
  });

  test('bad queries are 422s on their field', async () => {
    const owner = await company();
    for (const [query, property] of [
      ['?status=accepted', 'status'],
      ['?cursor=not-a-cursor', 'cursor'],
      ['?limit=0', 'limit'],
      [`?q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const response = await call({ url: `${API_PATHS.invitations}${query}`, token: owner.token });
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response).map((error) => error.property)).toEqual([property]);
    }
  });
});

describe('GET /api/client-cabinet/invitations/{id}', () => {
  test('own, accepted, withdrawn, unknown and malformed ids', async () => {
    const owner = await company();
    const open = await invite(owner);
    expect(invitationSchema.parse(dataOf(await call({ url: invitationUrl(open.id), token: owner.token })))).toEqual(open);

    const accepted = await invite(owner);
    expect((await accept(await linkTokenFor(accepted.email))).statusCode).toBe(201);
    const seen = invitationSchema.parse(dataOf(await call({ url: invitationUrl(accepted.id), token: owner.token })));
    expect(seen.status).toBe('accepted');
    expect(seen.accepted_at).not.toBeNull();

    await call({ method: 'DELETE', url: invitationUrl(open.id), token: owner.token });
    const unknown = await call({ url: invitationUrl(crypto.randomUUID()), token: owner.token });
    const withdrawn = await call({ url: invitationUrl(open.id), token: owner.token });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, NOT_FOUND]);
    expect([withdrawn.statusCode, withdrawn.json()]).toEqual([404, NOT_FOUND]);
    expect((await call({ url: invitationUrl('1 OR 1=1'), token: owner.token })).statusCode).toBe(422);
  });
});

describe('PATCH /api/client-cabinet/invitations/{id}', () => {
  test('names and roles change in place: the same link keeps working and no e-mail goes out', async () => {
    const owner = await company();
    const invitation = await invite(owner);
    const token = await linkTokenFor(invitation.email);
    const response = await call({
      method: 'PATCH',
      url: invitationUrl(invitation.id),
      token: owner.token,
      payload: { first_name: 'Noor', roles: ['invoices', 'contracts', 'my_company'] },
    });
    expect(response.statusCode).toBe(200);
    const changed = invitationSchema.parse(dataOf(response));
    expect(changed).toMatchObject({
      first_name: 'Noor',
      last_name: 'Newcomer',
      roles: ['invoices', 'contracts', 'my_company'],
      expires_at: invitation.expires_at,
    });
    expect(await mailsTo(invitation.email)).toHaveLength(1);
    const preview = invitationPreviewSchema.parse(dataOf(await call({ url: lookupUrl(token) })));
    expect(preview.first_name).toBe('Noor');
    const [, updated] = await auditsOf(invitation.id);
    expect(updated?.action).toBe('invitation.updated');
    expect(updated?.metadata).toEqual({
      changes: {
        first_name: { from: 'Nora', to: 'Noor' },
        roles: { from: ['proposals', 'my_company'], to: ['invoices', 'contracts', 'my_company'] },
      },
      new_link: false,
    });
  });

  test('a new address gets a new link and the e-mail; the old link stops working', async () => {
    const owner = await company();
    const invitation = await invite(owner);
    const oldToken = await linkTokenFor(invitation.email);
    const email = uniqueEmail('corrected');
    const response = await call({ method: 'PATCH', url: invitationUrl(invitation.id), token: owner.token, payload: { email } });
    expect(response.statusCode).toBe(200);
    expect(invitationSchema.parse(dataOf(response)).email).toBe(email);
    expect((await call({ url: lookupUrl(oldToken) })).json()).toEqual(LINK_INVALID);
    const newToken = await linkTokenFor(email);
    expect(invitationPreviewSchema.parse(dataOf(await call({ url: lookupUrl(newToken) }))).email).toBe(email);
  });

  test('nothing to change answers the invitation and records nothing', async () => {
    const owner = await company();
    const invitation = await invite(owner);
    for (const payload of [{}, { first_name: 'Nora', roles: ['my_company', 'proposals'] }]) {
      const response = await call({ method: 'PATCH', url: invitationUrl(invitation.id), token: owner.token, payload });
      expect(invitationSchema.parse(dataOf(response))).toEqual(invitation);
    }
    expect((await auditsOf(invitation.id)).map((entry) => entry.action)).toEqual(['invitation.created']);
  });

  test('refusals: bad fields, roles the editor lacks, a taken address, an accepted invitation', async () => {
    const owner = await company(['proposals', 'my_company', 'account_editor']);
    const invitation = await invite(owner, { roles: ['proposals'] });
    const patch = (payload: object) => call({ method: 'PATCH', url: invitationUrl(invitation.id), token: owner.token, payload });

    const bad = await patch({ email: 'nope', first_name: '', roles: [] });
    expect(Object.fromEntries(fieldErrors(bad).map((error) => [error.property, error.message]))).toEqual({
      email: INVITATION_MESSAGES.emailInvalid,
      first_name: INVITATION_MESSAGES.firstNameRequired,
      roles: INVITATION_MESSAGES.rolesRequired,
    });
    const raise = await patch({ roles: ['proposals', 'invoices'] });
    expect([raise.statusCode, fieldErrors(raise)]).toEqual([403, [{ property: 'roles', message: grantUnheldRolesMessage(['Invoices']) }]]);
    expect(fieldErrors(await patch({ email: owner.admin.email }))).toEqual([
      { property: 'email', message: INVITATION_MESSAGES.existingUser },
    ]);
    const sibling = await invite(owner);
    expect(fieldErrors(await patch({ email: sibling.email }))).toEqual([
      { property: 'email', message: INVITATION_MESSAGES.alreadyInvited },
    ]);

    // An invitation an admin made with roles the editor lacks is not theirs to change, not even its names.
    await context.db
      .update(invitations)
      .set({ roles: ['proposals', 'invoices'] })
      .where(eq(invitations.id, invitation.id));
    const above = await patch({ last_name: 'Renamed' });
    expect([above.statusCode, fieldErrors(above)]).toEqual([
      403,
      [{ property: 'id', message: invitationBeyondRolesMessage(['proposals', 'my_company', 'account_editor'], ['proposals', 'invoices']) }],
    ]);
    await context.db
      .update(invitations)
      .set({ roles: ['proposals'] })
      .where(eq(invitations.id, invitation.id));

    expect((await accept(await linkTokenFor(invitation.email))).statusCode).toBe(201);
    const late = await patch({ first_name: 'Late' });
    expect([late.statusCode, late.json()]).toEqual([409, { data: { message: INVITATION_MESSAGES.alreadyAccepted } }]);
  });
});

describe('POST /api/client-cabinet/invitations/{id}/resend', () => {
  test('renews the link and its 7 days: the old link is dead, the new one works, an expired invitation is pending again', async () => {
    const owner = await company();
    const expired = await createTestInvitation(context.db, { companyId: owner.companyId, invitedBy: owner.admin.id, expiredDaysAgo: 3 });
    expect((await call({ url: lookupUrl(expired.token) })).json()).toEqual(LINK_INVALID);

    const response = await call({ method: 'POST', url: resendUrl(expired.id), token: owner.token });
    expect(response.statusCode).toBe(200);
    const resent = invitationSchema.parse(dataOf(response));
    expect(resent.status).toBe('pending');
    expect((Date.parse(resent.expires_at) - Date.now()) / 86_400_000).toBeGreaterThan(6.99);
    const newToken = await linkTokenFor(expired.email);
    expect(newToken).not.toBe(expired.token);
    expect((await call({ url: lookupUrl(newToken) })).statusCode).toBe(200);

    const again = invitationSchema.parse(dataOf(await call({ method: 'POST', url: resendUrl(expired.id), token: owner.token })));
    expect(again.sent_at > resent.sent_at).toBe(true);
    expect((await call({ url: lookupUrl(newToken) })).json()).toEqual(LINK_INVALID);
    expect((await accept(newToken)).json()).toEqual(LINK_INVALID);
    expect(await mailsTo(expired.email)).toHaveLength(2);
    expect((await auditsOf(expired.id)).map((entry) => [entry.action, entry.metadata])).toEqual([
      ['invitation.resent', { email: expired.email, was_expired: true }],
      ['invitation.resent', { email: expired.email, was_expired: false }],
    ]);
  });

  test("refused for an accepted (409), withdrawn or unknown invitation (404), and for an address that is the company's user since", async () => {
    const owner = await company();
    const accepted = await invite(owner);
    expect((await accept(await linkTokenFor(accepted.email))).statusCode).toBe(201);
    const late = await call({ method: 'POST', url: resendUrl(accepted.id), token: owner.token });
    expect([late.statusCode, late.json()]).toEqual([409, { data: { message: INVITATION_MESSAGES.alreadyAccepted } }]);

    const withdrawn = await invite(owner);
    await call({ method: 'DELETE', url: invitationUrl(withdrawn.id), token: owner.token });
    expect((await call({ method: 'POST', url: resendUrl(withdrawn.id), token: owner.token })).json()).toEqual(NOT_FOUND);
    expect((await call({ method: 'POST', url: resendUrl(crypto.randomUUID()), token: owner.token })).json()).toEqual(NOT_FOUND);

    const signedUp = await invite(owner);
    await context.db.update(invitations).set({ email: owner.admin.email }).where(eq(invitations.id, signedUp.id));
    const refused = await call({ method: 'POST', url: resendUrl(signedUp.id), token: owner.token });
    expect(fieldErrors(refused)).toEqual([{ property: 'email', message: INVITATION_MESSAGES.existingUser }]);
  });
});

describe('DELETE /api/client-cabinet/invitations/{id}', () => {
  test('withdraws: the link stops working, the list loses it, once; an accepted invitation stays', async () => {
    const owner = await company();
    const invitation = await invite(owner);
    const token = await linkTokenFor(invitation.email);
    const response = await call({ method: 'DELETE', url: invitationUrl(invitation.id), token: owner.token });
    expect([response.statusCode, response.json()]).toEqual([200, { data: { ok: true } }]);
    expect((await call({ url: lookupUrl(token) })).json()).toEqual(LINK_INVALID);
    expect((await accept(token)).json()).toEqual(LINK_INVALID);
    expect(invitationPageSchema.parse(dataOf(await call({ url: API_PATHS.invitations, token: owner.token }))).items).toEqual([]);
    const twice = await call({ method: 'DELETE', url: invitationUrl(invitation.id), token: owner.token });
    expect([twice.statusCode, twice.json()]).toEqual([404, NOT_FOUND]);
    expect((await auditsOf(invitation.id)).map((entry) => entry.action)).toEqual(['invitation.created', 'invitation.revoked']);

    // The address is free again.
    expect((await invite(owner, { email: invitation.email })).status).toBe('pending');

    const accepted = await invite(owner);
    expect((await accept(await linkTokenFor(accepted.email))).statusCode).toBe(201);
    const late = await call({ method: 'DELETE', url: invitationUrl(accepted.id), token: owner.token });
    expect([late.statusCode, late.json()]).toEqual([409, { data: { message: INVITATION_MESSAGES.alreadyAccepted } }]);
  });
});

describe('the link: GET /api/invitation and POST /api/invitation/accept', () => {
  test('the preview names the company, the inviter and the invitee', async () => {
    const owner = await company();
    const invitation = await invite(owner, { roles: ['invoices', 'contracts', 'my_company'] });
    const response = await call({ url: lookupUrl(await linkTokenFor(invitation.email)) });
    expect(response.statusCode).toBe(200);
    expect(invitationPreviewSchema.parse(dataOf(response))).toEqual({
      company: { name: owner.companyName },
      inviter: { first_name: 'Test', last_name: 'User' },
      email: invitation.email,
      first_name: 'Nora',
      last_name: 'Newcomer',
      roles: ['invoices', 'contracts', 'my_company'],
      expires_at: invitation.expires_at,
    });
  });

  test('unknown, expired and malformed links answer alike', async () => {
    const owner = await company();
    const expired = await createTestInvitation(context.db, { companyId: owner.companyId, expiredDaysAgo: 1 });
    for (const token of [expired.token, 'x'.repeat(43), "' or 1=1 --"]) {
      const look = await call({ url: lookupUrl(token) });
      expect([look.statusCode, look.json()]).toEqual([404, LINK_INVALID]);
      const used = await accept(token);
      expect([used.statusCode, used.json()]).toEqual([404, LINK_INVALID]);
    }
    expect((await call({ url: API_PATHS.invitationLookup })).statusCode).toBe(422);
    expect((await call({ url: lookupUrl('x'.repeat(201)) })).statusCode).toBe(422);
  });

  test('accepting makes a signed-in ClientUser of the company with the roles and the corrected names, once', async () => {
    const owner = await company();
    const invitation = await invite(owner, { roles: ['proposals', 'my_company'] });
    const token = await linkTokenFor(invitation.email);
    const response = await accept(token, { first_name: 'Noor', last_name: 'Newman' });
    expect(response.statusCode).toBe(201);
    const session = sessionSchema.parse(dataOf(response));
    expect(session.user).toMatchObject({
      email: invitation.email,
      first_name: 'Noor',
      last_name: 'Newman',
      type: 'ClientUser',
      extracted_roles: ['proposals', 'my_company'],
      company: { id: owner.companyId, name: owner.companyName },
      is_agreed: false,
    });
    const me = await call({ url: API_PATHS.currentUser, token: session.token });
    expect(currentUserSchema.parse(dataOf(me)).id).toBe(session.user.id);
    await context.login(invitation.email, PASSWORD);

    const status = invitationSchema.parse(dataOf(await call({ url: invitationUrl(invitation.id), token: owner.token })));
    expect(status.status).toBe('accepted');
    const [audit] = (await auditsOf(invitation.id)).filter((entry) => entry.action === 'invitation.accepted');
    expect(audit).toMatchObject({ companyId: owner.companyId, actorUserId: session.user.id });

    const reuse = await accept(token, { password: 'another-password-2', password_confirmation: 'another-password-2' });
    expect([reuse.statusCode, reuse.json()]).toEqual([404, LINK_INVALID]);
    expect((await call({ url: lookupUrl(token) })).json()).toEqual(LINK_INVALID);
  });

  test('the password follows the rules of sign-up, and names may not be emptied', async () => {
    const owner = await company();
    const invitation = await invite(owner);
    const token = await linkTokenFor(invitation.email);
    const response = await accept(token, { password: 'short', password_confirmation: 'other', first_name: ' ', last_name: 'x'.repeat(81) });
    expect(response.statusCode).toBe(422);
    expect(Object.fromEntries(fieldErrors(response).map((error) => [error.property, error.message]))).toEqual({
      password: AUTH_FIELD_MESSAGES.newPasswordTooShort,
      first_name: INVITATION_MESSAGES.firstNameRequired,
      last_name: INVITATION_MESSAGES.nameTooLong,
      password_confirmation: AUTH_FIELD_MESSAGES.passwordsDiffer,
    });
    const mismatch = await accept(token, { password_confirmation: `${PASSWORD}-2` });
    expect(fieldErrors(mismatch)).toEqual([{ property: 'password_confirmation', message: AUTH_FIELD_MESSAGES.passwordsDiffer }]);
    expect((await call({ url: lookupUrl(token) })).statusCode).toBe(200);
  });

  test('50 concurrent acceptances of one link make one user', async () => {
    const owner = await company();
    const invitation = await invite(owner);
    const token = await linkTokenFor(invitation.email);
    const responses = await Promise.all(Array.from({ length: 50 }, () => accept(token)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201 && status !== 404)).toEqual([]);
    const made = await context.db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
    expect(made).toHaveLength(1);
    const accepted = (await auditsOf(invitation.id)).filter((entry) => entry.action === 'invitation.accepted');
    expect(accepted).toHaveLength(1);
  });

  test('an address that got an account meanwhile is told to log in: nothing is made, the invitation stays open', async () => {
    const owner = await company();
    const invitation = await createTestInvitation(context.db, { companyId: owner.companyId });
    await context.db
      .insert(users)
      .values({ email: invitation.email, passwordHash: 'x', firstName: 'Sam', lastName: 'Signup', type: 'SandboxUser' });
    const response = await accept(invitation.token);
    expect([response.statusCode, response.json().data.message]).toEqual([409, INVITATION_MESSAGES.acceptedAccountExists]);
    const [row] = await context.db
      .select({ acceptedAt: invitations.acceptedAt, revokedAt: invitations.revokedAt })
      .from(invitations)
      .where(and(eq(invitations.id, invitation.id)));
    expect(row).toEqual({ acceptedAt: null, revokedAt: null });
    const made = await context.db.select({ type: users.type }).from(users).where(eq(users.email, invitation.email));
    expect(made).toEqual([{ type: 'SandboxUser' }]);
    expect((await auditsOf(invitation.id)).filter((entry) => entry.action === 'invitation.accepted')).toEqual([]);
  });

  test("accepting withdraws the address's open invitations of other companies: their links answer as withdrawn ones", async () => {
    const chosen = await company();
    const other = await company();
    const email = uniqueEmail();
    await invite(chosen, { email });
    const token = await linkTokenFor(email);
    const declined = await invite(other, { email });
    const otherToken = await linkTokenFor(email);
    const expired = await createTestInvitation(context.db, { companyId: (await company()).companyId, email, expiredDaysAgo: 1 });

    const events = await startLiveEvents({ db: context.db });
    const told: string[] = [];
    const unsubscribe = events.subscribe(other.companyId, (event) => told.push(`${event.kind}:${event.id ?? ''}`));
    try {
      expect((await accept(token)).statusCode).toBe(201);
      for (let tries = 0; told.length === 0 && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(told).toEqual([`invitation:${declined.id}`]);
    } finally {
      unsubscribe();
      await events.close();
    }

    for (const id of [declined.id, expired.id]) {
      const [row] = await context.db
        .select({ revokedAt: invitations.revokedAt, acceptedAt: invitations.acceptedAt })
        .from(invitations)
        .where(eq(invitations.id, id));
      expect(row?.revokedAt).not.toBeNull();
      expect(row?.acceptedAt).toBeNull();
    }
    expect(
      (await auditsOf(declined.id)).map((entry) => [entry.action, entry.companyId, entry.actorUserId, entry.ip, entry.metadata]),
    ).toEqual([
      ['invitation.created', other.companyId, other.admin.id, expect.any(String), expect.anything()],
      ['invitation.revoked', other.companyId, null, null, { email, reason: 'accepted_elsewhere' }],
    ]);
    expect((await call({ url: invitationUrl(declined.id), token: other.token })).statusCode).toBe(404);
    const look = await call({ url: lookupUrl(otherToken) });
    expect([look.statusCode, look.json()]).toEqual([404, LINK_INVALID]);
    const used = await accept(otherToken);
    expect([used.statusCode, used.json()]).toEqual([404, LINK_INVALID]);
    const made = await context.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, email));
    expect(made).toEqual([{ companyId: chosen.companyId }]);
  });

  test("two companies' invitations of one address accepted at once make one user, and leave no invitation of it open", async () => {
    const first = await company();
    const second = await company();
    const email = uniqueEmail();
    await invite(first, { email });
    const firstToken = await linkTokenFor(email);
    await invite(second, { email });
    const secondToken = await linkTokenFor(email);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => accept(index % 2 === 0 ? firstToken : secondToken)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201 && status !== 404)).toEqual([]);
    expect(await context.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
    const open = await context.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.email, email), isNull(invitations.revokedAt), isNull(invitations.acceptedAt)));
    expect(open).toEqual([]);
  });
});

describe('rate limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    const rule = (points: number) => ({ points, durationSeconds: 3600 });
    limited = await createTestContext({
      config: {
        rateLimits: {
          ...context.config.rateLimits,
          invitationsPerCompany: rule(3),
          invitationsPerAddress: rule(4),
          invitationLinksPerAddress: rule(3),
        },
      },
    });
  }, 30_000);
  afterAll(() => limited?.close());

  async function limitedCompany() {
    const created = await createInvitingCompany(limited.db);
    return { ...created, token: await limited.login(created.admin.email, created.admin.password) };
  }
  const sendInvite = (token: string, address: string) =>
    send(limited, {
      method: 'POST',
      url: API_PATHS.invitations,
      token,
      address,
      payload: { email: uniqueEmail(), first_name: 'A', last_name: 'B', roles: ['invoices'] },
    });

  test('per company: invitations and resends count together, whatever the address', async () => {
    const owner = await limitedCompany();
    const first = await sendInvite(owner.token, nextAddress());
    expect(first.statusCode).toBe(201);
    const id = dataOf<Invitation>(first).id;
    expect((await send(limited, { method: 'POST', url: resendUrl(id), token: owner.token })).statusCode).toBe(200);
    expect((await sendInvite(owner.token, nextAddress())).statusCode).toBe(201);
    const refused = await sendInvite(owner.token, nextAddress());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.json() as { data: { message: string } }).data.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect((await send(limited, { method: 'POST', url: resendUrl(id), token: owner.token })).statusCode).toBe(429);
  });

  test('per client address, across companies', async () => {
    const address = nextAddress();
    for (let index = 0; index < 4; index += 1) {
      const owner = await limitedCompany();
      expect((await sendInvite(owner.token, address)).statusCode).toBe(201);
    }
    const owner = await limitedCompany();
    expect((await sendInvite(owner.token, address)).statusCode).toBe(429);
    expect((await sendInvite(owner.token, nextAddress())).statusCode).toBe(201);
  });

  test('looking at and accepting links, per client address', async () => {
    const owner = await limitedCompany();
    const invitation = await createTestInvitation(limited.db, { companyId: owner.companyId });
    const address = nextAddress();
    expect((await send(limited, { url: lookupUrl('guess-1'), address })).statusCode).toBe(404);
    expect((await send(limited, { url: lookupUrl(invitation.token), address })).statusCode).toBe(200);
    const payload = { token: invitation.token, first_name: 'A', last_name: 'B', password: PASSWORD, password_confirmation: PASSWORD };
    expect((await send(limited, { method: 'POST', url: API_PATHS.invitationAccept, payload, address: address })).statusCode).toBe(201);
    const refused = await send(limited, { url: lookupUrl(invitation.token), address });
    expect(refused.statusCode).toBe(429);
    expect((await send(limited, { method: 'POST', url: API_PATHS.invitationAccept, payload, address })).statusCode).toBe(429);
  });
});
