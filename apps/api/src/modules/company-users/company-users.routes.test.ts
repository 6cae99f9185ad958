import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, inArray, like } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  type CompanyUser,
  companyUserSchema,
  EMAIL_CONFIRMATION_PAGE,
  NOT_FOUND_MESSAGE,
  personBeyondRolesMessage,
  type Role,
  ROLES,
  USER_MESSAGES,
  type UserPage,
  userPageSchema,
} from '@portal/api-schema';
import { DEMO_IDS } from '../../demo/seed';
import { auditLog } from '../../platform/audit/tables';
import { outboxEmails } from '../../platform/outbox/tables';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { companies, emailChangeRequests, users } from './tables';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context?.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  context.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const userPath = (id: string) => apiPath(API_PATHS.companyUser, { id });
const resetPath = (id: string) => apiPath(API_PATHS.companyUserPasswordReset, { id });
const put = (token: string, id: string, payload: object) => call('PUT', userPath(id), token, payload);
const me = (token: string) => call('GET', API_PATHS.currentUser, token);
const errorsOf = (response: Awaited<ReturnType<typeof call>>) =>
  dataOf<{ errors?: Array<{ property: string; message: string }> }>(response).errors;

/** A company of its own with signed-in users, so that a test's changes meet no other test's. */
async function company(people: Record<string, { roles: readonly Role[]; enabled?: boolean }>) {
  const [row] = await context.db
    .insert(companies)
    .values({ name: `Company ${randomUUID()}` })
    .returning({ id: companies.id });
  const companyId = row?.id ?? '';
  const members: Record<string, { id: string; email: string; password: string; token: string }> = {};
  for (const [name, person] of Object.entries(people)) {
    const user = await createTestUser(context.db, { companyId, roles: [...person.roles] });
    members[name] = { ...user, token: await context.login(user.email, user.password) };
    if (person.enabled === false) await context.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
  }
  return { companyId, members };
}

async function auditsOf(subjectId: string, action?: string) {
  return context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, subjectId), action ? eq(auditLog.action, action) : like(auditLog.action, 'user.%')))
    .orderBy(auditLog.id);
}

async function mailTo(address: string) {
  return context.db.select().from(outboxEmails).where(eq(outboxEmails.to, address));
}

const linkIn = (text: string, path: string) => text.match(new RegExp(`https?://\\S+${path}/(\\S+)`))?.[1] ?? '';

describe('GET /api/client-cabinet/users', () => {
  test("lists the caller's company's users by name, with group, state, last sign-in and a pending e-mail change", async () => {
    const token = await context.login('finance@acme.test');
    const response = await call('GET', API_PATHS.companyUsers, token);
    expect(response.statusCode).toBe(200);
    const page = userPageSchema.parse(dataOf(response));
    const names = page.items.map((user) => `${user.first_name} ${user.last_name}`);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(page.items.every((user) => user.email.endsWith('@acme.test') || user.email.endsWith('@tests.test'))).toBe(true);
    expect(page.items.find((user) => user.id === DEMO_IDS.acmeAdmin)).toMatchObject({ group: 'admin', enabled: true });
    expect(page.items.find((user) => user.id === DEMO_IDS.acmeLegal)).toMatchObject({
      first_name: 'Leah',
      group: 'finance',
      extracted_roles: ['invoices', 'contracts', 'my_company'],
      email_change_pending: false,
    });
    expect(page.items.find((user) => user.id === DEMO_IDS.acmeFormer)).toMatchObject({ enabled: false, group: 'interview' });
    // Signing in just now is the finance user's last sign-in.
    const finance = page.items.find((user) => user.id === DEMO_IDS.acmeFinance);
    expect(Date.now() - Date.parse(finance?.last_sign_in_at ?? '')).toBeLessThan(60_000);
    expect(page.total).toBe(page.items.length);
    expect(page.next_cursor).toBeNull();
  });

  test('another company sees only its own users', async () => {
    const response = await call('GET', API_PATHS.companyUsers, await context.login('admin@globex.test'));
    const page = dataOf<UserPage>(response);
    expect(page.items.map((user) => user.email)).toEqual(['admin@globex.test']);
  });

  test('searches names and e-mail addresses, every word, case-insensitively, with wildcards taken literally', async () => {
    const token = await context.login('admin@acme.test');
    const search = async (q: string) =>
      dataOf<UserPage>(await call('GET', `${API_PATHS.companyUsers}?q=${encodeURIComponent(q)}`, token)).items.map((user) => user.email);
    expect(await search('leah NOVAK')).toEqual(['legal@acme.test']);
    expect(await search('LEGAL@acme')).toEqual(['legal@acme.test']);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('   ')).toEqual((await search('')).slice());
  });

  test('filters by status and by group; custom is roles that match no group', async () => {
    const { members } = await company({
      admin: { roles: ROLES },
      finance: { roles: ['invoices', 'contracts', 'my_company'] },
      interview: { roles: ['my_company', 'proposals'] },
      custom: { roles: ['invoices'] },
      none: { roles: [] },
      gone: { roles: ['invoices', 'contracts', 'my_company'], enabled: false },
    });
    const token = members.admin?.token ?? '';
    const ids = async (query: string) =>
      dataOf<UserPage>(await call('GET', `${API_PATHS.companyUsers}?${query}`, token))
        .items.map((user) => user.id)
        .sort();
    const idOf = (...names: string[]) => names.map((name) => members[name]?.id ?? '').sort();
    expect(await ids('status=active')).toEqual(idOf('admin', 'finance', 'interview', 'custom', 'none'));
    expect(await ids('status=disabled')).toEqual(idOf('gone'));
    expect(await ids('group=admin')).toEqual(idOf('admin'));
    expect(await ids('group=finance')).toEqual(idOf('finance', 'gone'));
    expect(await ids('group=legal')).toEqual(idOf('finance', 'gone'));
    expect(await ids('group=interview')).toEqual(idOf('interview'));
    expect(await ids('group=custom')).toEqual(idOf('custom', 'none'));
    expect(await ids('group=finance&status=active')).toEqual(idOf('finance'));
    const page = dataOf<UserPage>(await call('GET', `${API_PATHS.companyUsers}?group=custom`, token));
    expect(page.total).toBe(2);
    expect(page.items.map((user) => user.group)).toEqual([null, null]);
  });

  test('keyset pages walk every user once, in order, with the total', async () => {
    const token = await context.login('admin@acme.test');
    const all = dataOf<UserPage>(await call('GET', API_PATHS.companyUsers, token));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `${API_PATHS.companyUsers}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = dataOf<UserPage>(await call('GET', url, token));
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.total).toBe(all.total);
      seen.push(...page.items.map((user) => user.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((user) => user.id));
  });

  test.each([
    ['status=gone', 'status'],
    ['group=owners', 'group'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=a%00b', 'q'],
    ['cursor=not-a-cursor', 'cursor'],
    [`cursor=${Buffer.from(JSON.stringify({ o: '-created_at', v: '2026-01-01', i: randomUUID() })).toString('base64url')}`, 'cursor'],
  ])('refuses %s on its field', async (query, property) => {
    const response = await call('GET', `${API_PATHS.companyUsers}?${query}`, await context.login('admin@acme.test'));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)?.map((error) => error.property)).toEqual([property]);
  });

  test('needs a session and a company', async () => {
    expect((await call('GET', API_PATHS.companyUsers, null)).statusCode).toBe(401);
    const sandbox = await call('GET', API_PATHS.companyUsers, await context.login('sandbox@acme.test'));
    expect(sandbox.statusCode).toBe(404);
  });
});

describe('PUT /api/client-cabinet/users/:id: info', () => {
  test('a user changes their own info, audited once; a repeat changes and audits nothing', async () => {
    const { members } = await company({ editor: { roles: ROLES }, member: { roles: ['invoices'] } });
    const member = members.member!;
    const payload = {
      first_name: ' Rosa ',
      last_name: 'Park',
      job_title: 'Controller',
      phone: '+1 (555) 010-2030',
      time_zone: 'Europe/Warsaw',
    };
    const response = await put(member.token, member.id, payload);
    expect(response.statusCode).toBe(200);
    expect(companyUserSchema.parse(dataOf(response))).toMatchObject({
      first_name: 'Rosa',
      last_name: 'Park',
      job_title: 'Controller',
      phone: '+1 (555) 010-2030',
      time_zone: 'Europe/Warsaw',
      extracted_roles: ['invoices'],
    });
    // The header's name follows at once.
    expect(dataOf(await me(member.token))).toMatchObject({ first_name: 'Rosa', last_name: 'Park' });
    expect((await put(member.token, member.id, payload)).statusCode).toBe(200);
    const audits = await auditsOf(member.id, 'user.updated');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.metadata).toMatchObject({
      changed: { first_name: { from: 'Test', to: 'Rosa' }, time_zone: { from: null, to: 'Europe/Warsaw' } },
    });

    const cleared = await put(member.token, member.id, { job_title: '', phone: null, time_zone: ' ' });
    expect(dataOf(cleared)).toMatchObject({ job_title: null, phone: null, time_zone: null });
  });

  test('an account editor changes anyone’s info; anybody else only their own (403 on each field, nothing changes)', async () => {
    const { members } = await company({
      editor: { roles: ROLES },
      member: { roles: ['invoices', 'account_editor'] },
      other: { roles: ROLES },
    });
    const byEditor = await put(members.editor!.token, members.other!.id, { job_title: 'CFO' });
    expect(byEditor.statusCode).toBe(200);

    const { members: plain } = await company({ editor: { roles: ROLES }, a: { roles: ['invoices'] }, b: { roles: [] } });
    const refused = await put(plain.a!.token, plain.b!.id, { first_name: 'Mallory', phone: '+44 20 7946 0000' });
    expect(refused.statusCode).toBe(403);
    expect(errorsOf(refused)).toEqual([
      { property: 'first_name', message: USER_MESSAGES.onlyOwnDetails },
      { property: 'phone', message: USER_MESSAGES.onlyOwnDetails },
    ]);
    const [row] = await context.db.select().from(users).where(eq(users.id, plain.b!.id));
    expect(row).toMatchObject({ firstName: 'Test', phone: null });
  });

  test.each([
    [{}, 'body', USER_MESSAGES.nothingToChange],
    [{ unknown: 'x' }, 'body', USER_MESSAGES.nothingToChange],
    [{ first_name: '  ' }, 'first_name', USER_MESSAGES.firstNameRequired],
    [{ last_name: 'x'.repeat(81) }, 'last_name', USER_MESSAGES.nameTooLong],
    [{ first_name: 'a\u0000b' }, 'first_name', expect.any(String)],
    [{ first_name: 'a\u202Eb' }, 'first_name', expect.any(String)],
    [{ job_title: 'x'.repeat(101) }, 'job_title', USER_MESSAGES.jobTitleTooLong],
    [{ phone: 'call me' }, 'phone', USER_MESSAGES.phoneInvalid],
    [{ phone: '12' }, 'phone', USER_MESSAGES.phoneInvalid],
    [{ time_zone: 'Mars/Olympus' }, 'time_zone', USER_MESSAGES.timeZoneUnknown],
    [{ time_zone: '<script>' }, 'time_zone', USER_MESSAGES.timeZoneUnknown],
    [{ email: 'not an address' }, 'email', USER_MESSAGES.emailInvalid],
    [{ extracted_roles: ['owner'] }, 'extracted_roles.0', expect.any(String)],
    [{ extracted_roles: 'invoices' }, 'extracted_roles', expect.any(String)],
    [{ enabled: 'no' }, 'enabled', expect.any(String)],
  ])('refuses %j with one message on %s, and changes nothing', async (payload, property, message) => {
    const { members } = await company({ editor: { roles: ROLES }, member: { roles: [] } });
    const response = await put(members.editor!.token, members.member!.id, payload);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([{ property, message }]);
    expect(await auditsOf(members.member!.id)).toEqual([]);
  });

  test("another company's user and an unknown id answer the same 404; a malformed id 422", async () => {
    const globex = await context.login('admin@globex.test');
    const other = await put(globex, DEMO_IDS.acmeFinance, { job_title: 'Spy' });
    const unknown = await put(globex, randomUUID(), { job_title: 'Spy' });
    for (const response of [other, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ data: { message: NOT_FOUND_MESSAGE } });
    }
    expect((await put(globex, "1' or '1'='1", { job_title: 'x' })).statusCode).toBe(422);
    const [row] = await context.db.select().from(users).where(eq(users.id, DEMO_IDS.acmeFinance));
    expect(row?.jobTitle).toBeNull();
    expect((await call('PUT', userPath(DEMO_IDS.acmeFinance), null, { job_title: 'x' })).statusCode).toBe(401);
  });
});

describe('PUT /api/client-cabinet/users/:id: access', () => {
  test("an account editor changes a colleague's roles: audited with before and after, and the colleague's next request sees them", async () => {
    const { members } = await company({ editor: { roles: ROLES }, member: { roles: ['invoices', 'contracts', 'my_company'] } });
    const member = members.member!;
    // Used just before, so this process holds the session: the change must still show at once.
    expect((await call('GET', API_PATHS.invoices, member.token)).statusCode).toBe(200);
    const response = await put(members.editor!.token, member.id, { extracted_roles: ['my_company', 'contracts', 'contracts'] });
    expect(response.statusCode).toBe(200);
    expect(dataOf<CompanyUser>(response)).toMatchObject({ extracted_roles: ['contracts', 'my_company'], group: null });
    expect(dataOf(await me(member.token))).toMatchObject({ extracted_roles: ['contracts', 'my_company'] });
    expect((await call('GET', API_PATHS.invoices, member.token)).statusCode).toBe(403);

    expect((await put(members.editor!.token, member.id, { extracted_roles: ['contracts', 'my_company'] })).statusCode).toBe(200);
    const audits = await auditsOf(member.id, 'user.roles_changed');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: members.editor!.id,
      metadata: { before: ['invoices', 'contracts', 'my_company'], after: ['contracts', 'my_company'] },
    });
  });

  test('only an account editor changes access; an editor grants only roles they hold and never raises their own', async () => {
    const { members } = await company({
      editor: { roles: ROLES },
      limited: { roles: ['account_editor', 'contracts', 'invoices', 'proposals'] },
      plain: { roles: ['invoices', 'proposals'] },
    });
    const plainOwn = await put(members.plain!.token, members.plain!.id, { extracted_roles: ['invoices'] });
    expect(plainOwn.statusCode).toBe(403);
    expect(errorsOf(plainOwn)).toEqual([{ property: 'extracted_roles', message: USER_MESSAGES.onlyEditorAccess }]);

    const raise = await put(members.limited!.token, members.limited!.id, {
      extracted_roles: ['account_editor', 'contracts', 'invoices', 'proposals', 'my_company'],
    });
    expect(raise.statusCode).toBe(403);
    expect(errorsOf(raise)).toEqual([{ property: 'extracted_roles', message: USER_MESSAGES.raiseOwnAccess }]);

    const grant = await put(members.limited!.token, members.plain!.id, {
      extracted_roles: ['invoices', 'proposals', 'contracts', 'my_company'],
    });
    expect(grant.statusCode).toBe(403);
    expect(errorsOf(grant)?.[0]?.message).toBe('You can grant only roles you have yourself. You do not have: My Company.');

    // A colleague with a role the editor lacks is above them.
    const above = await put(members.limited!.token, members.editor!.id, { extracted_roles: ['invoices'] });
    expect(above.statusCode).toBe(403);
    expect(errorsOf(above)?.[0]?.message).toBe(personBeyondRolesMessage(['account_editor', 'contracts', 'invoices', 'proposals'], ROLES));

    // Roles the editor holds may be granted or taken away.
    const allowed = await put(members.limited!.token, members.plain!.id, { extracted_roles: ['invoices', 'contracts'] });
    expect(allowed.statusCode).toBe(200);
    // Lowering one's own access is allowed.
    const lower = await put(members.limited!.token, members.limited!.id, { extracted_roles: ['account_editor'] });
    expect(lower.statusCode).toBe(200);
    expect(await auditsOf(members.plain!.id, 'user.roles_changed')).toHaveLength(1);
  });

  test('the last enabled account editor keeps the role and stays enabled (409); with another one, either may go', async () => {
    const { members } = await company({
      editor: { roles: ROLES },
      member: { roles: ['invoices'] },
      former: { roles: ROLES, enabled: false },
    });
    const editor = members.editor!;
    const detail = dataOf<CompanyUser>(await call('GET', userPath(editor.id), editor.token));
    expect(detail.last_account_editor).toBe(true);

    const demote = await put(editor.token, editor.id, { extracted_roles: ['invoices'] });
    expect(demote.statusCode).toBe(409);
    expect(errorsOf(demote)).toEqual([{ property: 'extracted_roles', message: USER_MESSAGES.lastEditorRole }]);
    const disableSelf = await put(editor.token, editor.id, { enabled: false });
    expect(disableSelf.statusCode).toBe(403);
    expect(errorsOf(disableSelf)).toEqual([{ property: 'enabled', message: USER_MESSAGES.disableSelf }]);

    // A second editor: now either may lose the role, but not both.
    expect((await put(editor.token, members.member!.id, { extracted_roles: [...ROLES] })).statusCode).toBe(200);
    expect(dataOf<CompanyUser>(await call('GET', userPath(editor.id), editor.token)).last_account_editor).toBe(false);
    expect((await put(members.member!.token, editor.id, { extracted_roles: ['invoices'] })).statusCode).toBe(200);
    const disableLast = await put(editor.token, members.member!.id, { enabled: false });
    expect(disableLast.statusCode).toBe(403);
    const disableLastByItself = await put(members.member!.token, members.member!.id, { extracted_roles: ['invoices'] });
    expect(disableLastByItself.statusCode).toBe(409);
  });

  test('two account editors demoting or disabling each other at once: one wins, the company keeps an editor', async () => {
    for (const change of [{ extracted_roles: ['invoices'] }, { enabled: false }] as const) {
      for (let round = 0; round < 5; round += 1) {
        const { companyId, members } = await company({ a: { roles: ROLES }, b: { roles: ROLES } });
        const [first, second] = await Promise.all([
          put(members.a!.token, members.b!.id, change),
          put(members.b!.token, members.a!.id, change),
        ]);
        const statuses = [first.statusCode, second.statusCode].sort();
        // The loser, seen after the winner's change, is no account editor any more (403), is
        // refused as the last one (409), or, disabled by the winner, has no session left (401).
        expect(statuses[0]).toBe(200);
        expect([401, 403, 409]).toContain(statuses[1]);
        const editors = await context.db
          .select({ id: users.id, roles: users.roles, enabled: users.enabled })
          .from(users)
          .where(eq(users.companyId, companyId));
        expect(editors.filter((user) => user.enabled && user.roles.includes('account_editor'))).toHaveLength(1);
      }
    }
  });
});

describe('PUT /api/client-cabinet/users/:id: disable and enable', () => {
  test("disabling ends the user's sessions at once and refuses their sign-in; enabling lets them sign in again", async () => {
    const { members } = await company({ editor: { roles: ROLES }, member: { roles: ['invoices'] } });
    const member = members.member!;
    const other = await context.login(member.email, member.password);
    expect((await me(member.token)).statusCode).toBe(200);
    const response = await put(members.editor!.token, member.id, { enabled: false });
    expect(response.statusCode).toBe(200);
    expect(dataOf<CompanyUser>(response).enabled).toBe(false);
    expect((await me(member.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    const signIn = await call('POST', API_PATHS.login, null, { email: member.email, password: member.password });
    expect(signIn.statusCode).toBe(403);

    expect((await put(members.editor!.token, member.id, { enabled: false })).statusCode).toBe(200);
    expect(await auditsOf(member.id, 'user.disabled')).toHaveLength(1);
    const list = dataOf<UserPage>(await call('GET', `${API_PATHS.companyUsers}?status=disabled`, members.editor!.token));
    expect(list.items.map((user) => user.id)).toEqual([member.id]);

    expect((await put(members.editor!.token, member.id, { enabled: true })).statusCode).toBe(200);
    await expect(context.login(member.email, member.password)).resolves.toEqual(expect.any(String));
    expect(await auditsOf(member.id, 'user.enabled')).toHaveLength(1);
  });

  test('only an account editor disables, never themselves', async () => {
    const { members } = await company({
      editor: { roles: ROLES },
      a: { roles: ['invoices', 'contracts', 'my_company', 'proposals'] },
      b: { roles: [] },
    });
    const byMember = await put(members.a!.token, members.b!.id, { enabled: false });
    expect(byMember.statusCode).toBe(403);
    expect(errorsOf(byMember)).toEqual([{ property: 'enabled', message: USER_MESSAGES.onlyEditorEnabled }]);
    const self = await put(members.a!.token, members.a!.id, { enabled: false });
    expect(self.statusCode).toBe(403);
    expect((await me(members.b!.token)).statusCode).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  async function requestChange(token: string, id: string, email: string) {
    const response = await put(token, id, { email });
    expect(response.statusCode).toBe(200);
    return dataOf<CompanyUser>(response);
  }
  async function tokenSentTo(address: string) {
    const mails = await mailTo(address);
    const confirmation = mails.find((mail) => mail.subject === 'Confirm your new e-mail address');
    return linkIn(confirmation?.text ?? '', '/confirm-email');
  }
  const confirm = (token: string) => call('POST', API_PATHS.emailConfirmation, null, { token });

  test('is kept aside until the link sent to the new address is opened; the old address gets a notice', async () => {
    const { members } = await company({ editor: { roles: ROLES }, member: { roles: ['invoices'] } });
    const member = members.member!;
    const newEmail = `moved-${randomUUID()}@tests.test`;
    const detail = await requestChange(member.token, member.id, ` ${newEmail.toUpperCase()} `);
    expect(detail).toMatchObject({ email: member.email, pending_email: newEmail });
    const list = dataOf<UserPage>(await call('GET', API_PATHS.companyUsers, member.token));
    expect(list.items.find((user) => user.id === member.id)?.email_change_pending).toBe(true);
    const notice = (await mailTo(member.email)).find((mail) => mail.subject === 'Your e-mail address is about to change');
    expect(notice?.text).toContain(newEmail);
    const token = await tokenSentTo(newEmail);
    expect(token).not.toBe('');
    // Nothing changes before the link is opened: the old address still signs in.
    await expect(context.login(member.email, member.password)).resolves.toEqual(expect.any(String));

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(dataOf(confirmed)).toEqual({ email: newEmail });
    expect(dataOf(await me(member.token))).toMatchObject({ email: newEmail });
    await expect(context.login(newEmail, member.password)).resolves.toEqual(expect.any(String));
    expect((await call('POST', API_PATHS.login, null, { email: member.email, password: member.password })).statusCode).toBe(401);
    expect(dataOf<CompanyUser>(await call('GET', userPath(member.id), member.token)).pending_email).toBeNull();
    const [changed] = await auditsOf(member.id, 'user.email_changed');
    expect(changed?.metadata).toEqual({ from: member.email, to: newEmail });

    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual([{ property: 'token', message: USER_MESSAGES.emailChangeTokenInvalid }]);
  });

  test('an expired link changes nothing', async () => {
    const { members } = await company({ editor: { roles: ROLES }, member: { roles: [] } });
    const member = members.member!;
    const newEmail = `late-${randomUUID()}@tests.test`;
    await requestChange(members.editor!.token, member.id, newEmail);
    expect((await mailTo(newEmail))[0]?.text).toContain('an account editor of your company');
    await context.db
      .update(emailChangeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeRequests.userId, member.id));
    const response = await confirm(await tokenSentTo(newEmail));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([{ property: 'token', message: USER_MESSAGES.emailChangeTokenExpired }]);
    const [row] = await context.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.email).toBe(member.email);
    expect(dataOf<CompanyUser>(await call('GET', userPath(member.id), member.token)).pending_email).toBeNull();
  });

  test('an address another account uses is answered as any other when asked, its owner told without a link, and refused when confirmed (409)', async () => {
    const { members } = await company({ editor: { roles: ROLES }, member: { roles: [] }, other: { roles: [] } });
    const taken = await put(members.member!.token, members.member!.id, { email: 'ADMIN@acme.test' });
    expect(taken.statusCode).toBe(200);
    expect(dataOf<CompanyUser>(taken).pending_email).toBe('admin@acme.test');
    const notice = (await mailTo('admin@acme.test')).find((mail) => mail.subject === 'Someone tried to use your e-mail address');
    expect(notice?.text).toContain('already belongs to your account');
    expect(notice?.text).not.toContain(EMAIL_CONFIRMATION_PAGE);

    const newEmail = `race-${randomUUID()}@tests.test`;
    await requestChange(members.member!.token, members.member!.id, newEmail);
    const token = await tokenSentTo(newEmail);
    await context.db.update(users).set({ email: newEmail }).where(eq(users.id, members.other!.id));
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(dataOf(response)).toMatchObject({ message: USER_MESSAGES.emailChangeTaken });
  });

  test('a repeat within a minute sends nothing new; the current address withdraws the change', async () => {
    const { members } = await company({ editor: { roles: ROLES }, member: { roles: [] } });
    const member = members.member!;
    const newEmail = `twice-${randomUUID()}@tests.test`;
    await requestChange(member.token, member.id, newEmail);
    await requestChange(member.token, member.id, newEmail);
    expect(await mailTo(newEmail)).toHaveLength(1);
    expect(await auditsOf(member.id, 'user.email_change_requested')).toHaveLength(1);
    const token = await tokenSentTo(newEmail);

    const withdrawn = await requestChange(member.token, member.id, member.email);
    expect(withdrawn.pending_email).toBeNull();
    expect(await auditsOf(member.id, 'user.email_change_cancelled')).toHaveLength(1);
    expect((await confirm(token)).statusCode).toBe(422);
  });

  test('a colleague without account_editor cannot change it', async () => {
    const { members } = await company({ editor: { roles: ROLES }, a: { roles: ['invoices'] }, b: { roles: [] } });
    const response = await put(members.a!.token, members.b!.id, { email: `x-${randomUUID()}@tests.test` });
    expect(response.statusCode).toBe(403);
    expect(errorsOf(response)).toEqual([{ property: 'email', message: USER_MESSAGES.onlyOwnDetails }]);
  });

  test.each([
    [{}, 'token'],
    [{ token: '' }, 'token'],
    [{ token: 'x'.repeat(201) }, 'token'],
    [{ token: 'a\u0000b' }, 'token'],
    [{ token: 42 }, 'token'],
    [{ token: 'no-such-token' }, 'token'],
  ])('a confirmation with %j is refused on the token', async (payload, property) => {
    const response = await call('POST', API_PATHS.emailConfirmation, null, payload);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)?.map((error) => error.property)).toEqual([property]);
  });
});

describe('POST /api/client-cabinet/users/:id/password-reset', () => {
  test('an account editor e-mails a colleague the forgotten-password link, which works; a repeat within a minute sends nothing new', async () => {
    const { members } = await company({ editor: { roles: ROLES }, member: { roles: ['invoices'] } });
    const member = members.member!;
    const response = await call('POST', resetPath(member.id), members.editor!.token);
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ email: member.email });
    expect((await call('POST', resetPath(member.id), members.editor!.token)).statusCode).toBe(200);
    const mails = await mailTo(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Choose a new password']);
    expect(await auditsOf(member.id, 'user.password_reset_link_sent')).toHaveLength(1);

    const token = linkIn(mails[0]?.text ?? '', '/resetting/reset');
    const reset = await call('POST', API_PATHS.resetPassword, null, {
      token,
      password: 'a-chosen-password-9',
      password_confirmation: 'a-chosen-password-9',
    });
    expect(reset.statusCode).toBe(200);
    // Using the link ends the member's sessions.
    expect((await me(member.token)).statusCode).toBe(401);
    await expect(context.login(member.email, 'a-chosen-password-9')).resolves.toEqual(expect.any(String));
  });

  test('is limited per user (429 with Retry-After)', async () => {
    const { members } = await company({ editor: { roles: ROLES }, member: { roles: [] } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await call('POST', resetPath(members.member!.id), members.editor!.token);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined();
      // Each link as if sent long ago, so that only the limit holds the next one back.
      await context.db.execute(
        `update password_reset_tokens set created_at = now() - interval '1 hour' where user_id = '${members.member!.id}'`,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  test('not for oneself nor a disabled user (409); not for a user without account_editor (403) nor another company (404)', async () => {
    const { members } = await company({
      editor: { roles: ROLES },
      gone: { roles: [], enabled: false },
      plain: { roles: ROLES.filter((role) => role !== 'account_editor') },
    });
    const self = await call('POST', resetPath(members.editor!.id), members.editor!.token);
    expect(self.statusCode).toBe(409);
    expect(dataOf(self)).toMatchObject({ message: USER_MESSAGES.resetOwnPassword });
    const disabled = await call('POST', resetPath(members.gone!.id), members.editor!.token);
    expect(disabled.statusCode).toBe(409);
    expect(dataOf(disabled)).toMatchObject({ message: USER_MESSAGES.resetDisabledUser });
    expect((await call('POST', resetPath(members.gone!.id), members.plain!.token)).statusCode).toBe(403);
    const globex = await context.login('admin@globex.test');
    const other = await call('POST', resetPath(members.plain!.id), globex);
    const unknown = await call('POST', resetPath(randomUUID()), globex);
    for (const response of [other, unknown]) expect(response.json()).toEqual({ data: { message: NOT_FOUND_MESSAGE } });
    const mails = await context.db
      .select()
      .from(outboxEmails)
      .where(inArray(outboxEmails.to, [members.plain!.email, members.gone!.email]));
    expect(mails).toEqual([]);
  });
});
