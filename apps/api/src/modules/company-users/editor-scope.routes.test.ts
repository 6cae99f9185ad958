import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  API_PATHS,
  apiPath,
  grantUnheldRolesMessage,
  invitationBeyondRolesMessage,
  personBeyondRolesMessage,
  type Role,
  ROLES,
  USER_MESSAGES,
} from '@portal/api-schema';
import { passwordResetTokens, twoFactorSecrets } from '../auth/tables';
import { setUserEnabled } from '../auth';
import { announceOnly } from '../../platform/access/session-revocation';
import { createTestInvitation } from '../../testing/invitation-fixtures';
import { enableTwoFactor } from '../../testing/two-factor-fixtures';
import { bearer, clientAddresses, createTestContext, createTestUser, type TestContext } from '../../testing/test-app';
import { companies, emailChangeRequests, invitations, users } from './tables';

// An account editor manages only people and invitations whose roles they all hold, and grants only
// roles they hold; the company always keeps an enabled account editor.

let context: TestContext;
const nextAddress = clientAddresses(63);
beforeAll(async () => {
  context = await createTestContext();
}, 30_000);
afterAll(() => context?.close());

const LIMITED: Role[] = ['proposals', 'my_company', 'account_editor'];
const FINANCE: Role[] = ['invoices', 'contracts', 'my_company'];
const INTERVIEW: Role[] = ['proposals', 'my_company'];

function call(method: InjectOptions['method'], url: string, token: string, payload?: object) {
  return context.app.inject({ method, url, headers: bearer(token), remoteAddress: nextAddress(), ...(payload ? { payload } : {}) });
}
const userPath = (id: string) => apiPath(API_PATHS.companyUser, { id });
const refusal = (message: string, property: string) => ({ data: { message, errors: [{ property, message }] } });

async function company(people: Record<string, readonly Role[]>) {
  const [row] = await context.db
    .insert(companies)
    .values({ name: `Company ${randomUUID()}` })
    .returning({ id: companies.id });
  const companyId = row?.id ?? '';
  const members: Record<string, { id: string; email: string; token: string; roles: readonly Role[] }> = {};
  for (const [name, roles] of Object.entries(people)) {
    const user = await createTestUser(context.db, { companyId, roles: [...roles] });
    members[name] = { ...user, roles, token: await context.login(user.email, user.password) };
  }
  return { companyId, members };
}

const rowOf = async (id: string) => (await context.db.select().from(users).where(eq(users.id, id)))[0];

describe('an account editor with fewer roles', () => {
  test('cannot change the e-mail, roles or state of a colleague who has roles they lack (403, nothing changes)', async () => {
    const { members } = await company({ limited: LIMITED, admin: ROLES, finance: FINANCE });
    const { limited, admin, finance } = members;
    const toAdmin = personBeyondRolesMessage(LIMITED, ROLES);

    const email = await call('PUT', userPath(admin!.id), limited!.token, { email: `takeover-${randomUUID()}@tests.test` });
    expect([email.statusCode, email.json()]).toEqual([403, refusal(toAdmin, 'email')]);
    expect(await context.db.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, admin!.id))).toEqual([]);

    const roles = await call('PUT', userPath(finance!.id), limited!.token, { extracted_roles: ['my_company'] });
    expect([roles.statusCode, roles.json()]).toEqual([403, refusal(personBeyondRolesMessage(LIMITED, FINANCE), 'extracted_roles')]);
    expect((await rowOf(finance!.id))?.roles).toEqual(FINANCE);

    const disable = await call('PUT', userPath(admin!.id), limited!.token, { enabled: false });
    expect([disable.statusCode, disable.json()]).toEqual([403, refusal(toAdmin, 'enabled')]);
    expect((await rowOf(admin!.id))?.enabled).toBe(true);
  });

  test("cannot reset such a colleague's two-factor sign-in nor send them a password reset link (403)", async () => {
    const { members } = await company({ limited: LIMITED, admin: ROLES });
    const { limited, admin } = members;
    await enableTwoFactor(context.app, admin!.token);
    const toAdmin = personBeyondRolesMessage(LIMITED, ROLES);

    const twoFactor = await call('DELETE', apiPath(API_PATHS.userTwoFactor, { id: admin!.id }), limited!.token);
    expect([twoFactor.statusCode, twoFactor.json()]).toEqual([403, refusal(toAdmin, 'id')]);
    expect(await context.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, admin!.id))).toHaveLength(1);

    const reset = await call('POST', apiPath(API_PATHS.companyUserPasswordReset, { id: admin!.id }), limited!.token);
    expect([reset.statusCode, reset.json()]).toEqual([403, refusal(toAdmin, 'id')]);
    expect(await context.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, admin!.id))).toEqual([]);
  });

  test('manages colleagues whose roles they all hold', async () => {
    const { members } = await company({ limited: LIMITED, interviewer: INTERVIEW, admin: ROLES });
    const { limited, interviewer } = members;
    expect(
      (await call('PUT', userPath(interviewer!.id), limited!.token, { first_name: 'Renamed', extracted_roles: ['proposals'] })).statusCode,
    ).toBe(200);
    expect((await call('POST', apiPath(API_PATHS.companyUserPasswordReset, { id: interviewer!.id }), limited!.token)).statusCode).toBe(200);
    expect((await call('PUT', userPath(interviewer!.id), limited!.token, { enabled: false })).statusCode).toBe(200);
  });

  test('cannot edit, resend or withdraw an invitation granting roles they lack, nor create one (403)', async () => {
    const { companyId, members } = await company({ limited: LIMITED, admin: ROLES });
    const { limited } = members;
    const finance = await createTestInvitation(context.db, { companyId, roles: FINANCE });
    const toFinance = invitationBeyondRolesMessage(LIMITED, FINANCE);

    const patch = await call('PATCH', apiPath(API_PATHS.invitation, { id: finance.id }), limited!.token, {
      email: `mine-${randomUUID()}@tests.test`,
    });
    expect([patch.statusCode, patch.json()]).toEqual([403, refusal(toFinance, 'id')]);
    const resend = await call('POST', apiPath(API_PATHS.invitationResend, { id: finance.id }), limited!.token);
    expect([resend.statusCode, resend.json()]).toEqual([403, refusal(toFinance, 'id')]);
    const revoke = await call('DELETE', apiPath(API_PATHS.invitation, { id: finance.id }), limited!.token);
    expect([revoke.statusCode, revoke.json()]).toEqual([403, refusal(toFinance, 'id')]);
    const [stored] = await context.db.select().from(invitations).where(eq(invitations.id, finance.id));
    expect(stored).toMatchObject({ email: finance.email, tokenHash: finance.tokenHash, revokedAt: null });

    // Their own kind of invitation, raised to roles they lack: refused, and it keeps its roles.
    const interview = await createTestInvitation(context.db, { companyId, roles: INTERVIEW });
    const raise = await call('PATCH', apiPath(API_PATHS.invitation, { id: interview.id }), limited!.token, {
      roles: ['invoices', 'contracts', 'proposals'],
    });
    const unheld = grantUnheldRolesMessage(['Invoices', 'Contracts']);
    expect([raise.statusCode, raise.json()]).toEqual([403, refusal(unheld, 'roles')]);
    const create = await call('POST', API_PATHS.invitations, limited!.token, {
      email: `mine-${randomUUID()}@tests.test`,
      first_name: 'Me',
      last_name: 'Again',
      roles: ['invoices', 'contracts'],
    });
    expect([create.statusCode, create.json()]).toEqual([403, refusal(unheld, 'roles')]);

    // Within their roles: edited, resent and withdrawn.
    expect(
      (await call('PATCH', apiPath(API_PATHS.invitation, { id: interview.id }), limited!.token, { roles: ['proposals'] })).statusCode,
    ).toBe(200);
    expect((await call('POST', apiPath(API_PATHS.invitationResend, { id: interview.id }), limited!.token)).statusCode).toBe(200);
    expect((await call('DELETE', apiPath(API_PATHS.invitation, { id: interview.id }), limited!.token)).statusCode).toBe(200);
    const open = await context.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, interview.id), isNull(invitations.revokedAt)));
    expect(open).toEqual([]);
  });
});

describe('the last enabled account editor', () => {
  test('cannot remove their own role nor be disabled by any way (409)', async () => {
    const { members } = await company({ editor: ROLES, member: FINANCE });
    const { editor } = members;
    const own = await call('PUT', userPath(editor!.id), editor!.token, { extracted_roles: FINANCE });
    expect([own.statusCode, own.json()]).toEqual([409, refusal(USER_MESSAGES.lastEditorRole, 'extracted_roles')]);

    const byOperator = await setUserEnabled({ db: context.db, revocation: announceOnly }, { userId: editor!.id, enabled: false });
    expect(byOperator).toEqual({ kind: 'last_editor', userId: editor!.id });
    expect((await rowOf(editor!.id))?.enabled).toBe(true);
  });
});
