import { describe, expect, test } from '@jest/globals';
import {
  invitationBeyondRolesMessage,
  MANAGEMENT_MESSAGES,
  personBeyondRolesMessage,
  type Role,
  ROLES,
  USER_MESSAGES,
} from '@portal/api-schema';
import { grantRefusal, managementRefusal, refusalsOf, refusalStatus, rolesAdded, rolesRemoved, sameRoles } from './user-update-rules';

const EDITOR = { id: 'editor', roles: ROLES };
const member = (roles: readonly Role[] = ['invoices'], enabled = true) => ({ id: 'member', roles, enabled });
const none = { infoFields: [] };

describe('role lists', () => {
  test('added, removed and equal whatever the order', () => {
    expect(rolesAdded(['invoices'], ['contracts', 'invoices'])).toEqual(['contracts']);
    expect(rolesRemoved(['invoices', 'contracts'], ['contracts'])).toEqual(['invoices']);
    expect(sameRoles(['contracts', 'invoices'], ['invoices', 'contracts'])).toBe(true);
    expect(sameRoles([], ['invoices'])).toBe(false);
  });
});

describe('info', () => {
  test('a user edits their own; an account editor anyone’s; anyone else is refused on each field sent', () => {
    const change = { infoFields: ['first_name', 'email'] };
    expect(refusalsOf({ actor: { id: 'member', roles: [] }, target: member(), change, enabledEditorIds: ['editor'] })).toEqual([]);
    expect(refusalsOf({ actor: EDITOR, target: member(), change, enabledEditorIds: ['editor'] })).toEqual([]);
    expect(
      refusalsOf({ actor: { id: 'other', roles: ['invoices', 'contracts'] }, target: member(), change, enabledEditorIds: ['editor'] }),
    ).toEqual([
      { status: 403, property: 'first_name', message: USER_MESSAGES.onlyOwnDetails },
      { status: 403, property: 'email', message: USER_MESSAGES.onlyOwnDetails },
    ]);
  });
});

describe('access', () => {
  const editors = ['editor'];
  test('only an account editor changes roles, and grants only roles they hold', () => {
    expect(
      refusalsOf({ actor: { id: 'x', roles: ['invoices'] }, target: member(), change: { ...none, roles: [] }, enabledEditorIds: editors }),
    ).toEqual([{ status: 403, property: 'extracted_roles', message: USER_MESSAGES.onlyEditorAccess }]);
    const limited = { id: 'limited', roles: ['account_editor', 'contracts', 'invoices'] as Role[] };
    const refused = refusalsOf({
      actor: limited,
      target: member(['invoices']),
      change: { ...none, roles: ['invoices', 'contracts', 'proposals'] },
      enabledEditorIds: editors,
    });
    expect(refused).toEqual([
      {
        status: 403,
        property: 'extracted_roles',
        message: 'You can grant only roles you have yourself. You do not have: Hiring (proposals).',
      },
    ]);
    expect(
      refusalsOf({
        actor: limited,
        target: member(['invoices', 'contracts']),
        change: { ...none, roles: ['contracts'] },
        enabledEditorIds: editors,
      }),
    ).toEqual([]);
  });

  test('nobody raises their own access; lowering it is fine', () => {
    const self = { id: 'member', roles: ['account_editor', 'invoices'] as Role[] };
    const target = { ...self, enabled: true };
    expect(
      refusalsOf({
        actor: self,
        target,
        change: { ...none, roles: ['account_editor', 'invoices', 'contracts'] },
        enabledEditorIds: ['member', 'editor'],
      }),
    ).toEqual([{ status: 403, property: 'extracted_roles', message: USER_MESSAGES.raiseOwnAccess }]);
    expect(refusalsOf({ actor: self, target, change: { ...none, roles: ['invoices'] }, enabledEditorIds: ['member', 'editor'] })).toEqual(
      [],
    );
  });

  test('the last enabled account editor keeps the role (409), also when they remove it themselves', () => {
    const target = { id: 'editor', roles: ROLES, enabled: true };
    const refusal = { status: 409, property: 'extracted_roles', message: USER_MESSAGES.lastEditorRole };
    expect(refusalsOf({ actor: EDITOR, target, change: { ...none, roles: ['invoices'] }, enabledEditorIds: ['editor'] })).toEqual([
      refusal,
    ]);
    expect(refusalsOf({ actor: EDITOR, target, change: { ...none, roles: ['invoices'] }, enabledEditorIds: ['editor', 'second'] })).toEqual(
      [],
    );
    // A disabled editor does not count.
    expect(
      refusalsOf({ actor: { id: 'second', roles: ROLES }, target, change: { ...none, roles: [] }, enabledEditorIds: ['editor', 'second'] }),
    ).toEqual([]);
  });
});

describe('enabled', () => {
  test('only an account editor disables or enables, never themselves', () => {
    expect(
      refusalsOf({ actor: { id: 'x', roles: [] }, target: member(), change: { ...none, enabled: false }, enabledEditorIds: ['editor'] }),
    ).toEqual([{ status: 403, property: 'enabled', message: USER_MESSAGES.onlyEditorEnabled }]);
    expect(
      refusalsOf({
        actor: EDITOR,
        target: { id: 'editor', roles: ROLES, enabled: true },
        change: { ...none, enabled: false },
        enabledEditorIds: ['editor', 'b'],
      }),
    ).toEqual([{ status: 403, property: 'enabled', message: USER_MESSAGES.disableSelf }]);
    expect(refusalsOf({ actor: EDITOR, target: member(), change: { ...none, enabled: false }, enabledEditorIds: ['editor'] })).toEqual([]);
  });

  test('the last enabled account editor stays enabled; enabling someone is always fine', () => {
    const other = { id: 'other', roles: ROLES, enabled: true };
    expect(refusalsOf({ actor: EDITOR, target: other, change: { ...none, enabled: false }, enabledEditorIds: ['other'] })).toEqual([
      { status: 409, property: 'enabled', message: USER_MESSAGES.lastEditorDisable },
    ]);
    expect(
      refusalsOf({ actor: EDITOR, target: { ...other, enabled: false }, change: { ...none, enabled: true }, enabledEditorIds: ['editor'] }),
    ).toEqual([]);
  });

  test('the lack of a right answers before the company’s state', () => {
    expect(refusalStatus([{ status: 409, property: 'a', message: '' }])).toBe(409);
    expect(
      refusalStatus([
        { status: 409, property: 'a', message: '' },
        { status: 403, property: 'b', message: '' },
      ]),
    ).toBe(403);
  });
});

describe('an account editor with fewer roles', () => {
  const limited = { id: 'limited', roles: ['proposals', 'my_company', 'account_editor'] as Role[] };
  const editors = ['limited', 'editor'];
  const admin = { id: 'admin', roles: ROLES, enabled: true };
  const interviewer = { id: 'interviewer', roles: ['proposals', 'my_company'] as Role[], enabled: true };

  test('changes nothing of a colleague who has roles they lack: 403 on each field sent, before any other rule', () => {
    const message = personBeyondRolesMessage(limited.roles, ROLES);
    const change = { infoFields: ['email', 'first_name'], roles: ['my_company'] as Role[], enabled: false };
    expect(refusalsOf({ actor: limited, target: admin, change, enabledEditorIds: editors })).toEqual([
      { status: 403, property: 'email', message },
      { status: 403, property: 'first_name', message },
      { status: 403, property: 'extracted_roles', message },
      { status: 403, property: 'enabled', message },
    ]);
    // Even removing a role the editor lacks, or a role only: the colleague is above them.
    const finance = { id: 'finance', roles: ['invoices', 'contracts', 'my_company'] as Role[], enabled: true };
    expect(refusalsOf({ actor: limited, target: finance, change: { ...none, roles: ['my_company'] }, enabledEditorIds: editors })).toEqual([
      { status: 403, property: 'extracted_roles', message: personBeyondRolesMessage(limited.roles, finance.roles) },
    ]);
    // Even the last editor: the lack of a right answers before the company's state.
    expect(refusalsOf({ actor: limited, target: admin, change: { ...none, enabled: false }, enabledEditorIds: ['admin'] })[0]?.status).toBe(
      403,
    );
  });

  test('manages a colleague whose roles they all hold, and themselves', () => {
    const change = { infoFields: ['email'], roles: ['proposals'] as Role[], enabled: false };
    expect(refusalsOf({ actor: limited, target: interviewer, change, enabledEditorIds: editors })).toEqual([]);
    const self = { ...limited, enabled: true };
    expect(
      refusalsOf({
        actor: limited,
        target: self,
        change: { infoFields: ['email'], roles: ['proposals', 'account_editor'] },
        enabledEditorIds: editors,
      }),
    ).toEqual([]);
  });

  test('reset links and two-factor resets: only a colleague whose roles they all hold; oneself is not managed', () => {
    const person = (target: { id: string; roles: readonly Role[] }) =>
      managementRefusal({ actor: limited, subject: { kind: 'person', ...target } });
    expect(person(admin)).toEqual({ status: 403, property: 'id', message: personBeyondRolesMessage(limited.roles, ROLES) });
    expect(person(interviewer)).toBeNull();
    expect(person(limited)).toBeNull();
    expect(managementRefusal({ actor: { id: 'x', roles: ['invoices'] }, subject: { kind: 'person', ...interviewer } })).toEqual({
      status: 403,
      property: 'id',
      message: MANAGEMENT_MESSAGES.onlyEditor,
    });
  });

  test('invitations: only one whose roles they all hold, and only roles they hold granted', () => {
    const invitation = (roles: Role[]) => managementRefusal({ actor: limited, subject: { kind: 'invitation', roles } });
    expect(invitation(['invoices', 'contracts', 'my_company'])).toEqual({
      status: 403,
      property: 'id',
      message: invitationBeyondRolesMessage(limited.roles, ['invoices', 'contracts', 'my_company']),
    });
    expect(invitation(['proposals'])).toBeNull();
    expect(grantRefusal({ actorRoles: limited.roles, granted: ['contracts', 'proposals', 'invoices'], property: 'roles' })).toEqual({
      status: 403,
      property: 'roles',
      message: 'You can grant only roles you have yourself. You do not have: Invoices, Contracts.',
    });
    expect(grantRefusal({ actorRoles: limited.roles, granted: ['proposals', 'account_editor'], property: 'roles' })).toBeNull();
  });
});
