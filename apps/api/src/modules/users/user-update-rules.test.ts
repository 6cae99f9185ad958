import { describe, expect, test } from '@jest/globals';
import { type Role, ROLES, USER_MESSAGES } from '@portal/api-schema';
import { refusalsOf, refusalStatus, rolesAdded, rolesRemoved, sameRoles } from './user-update-rules';

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
    expect(refusalsOf({ actor: { id: 'other', roles: ['invoices', 'contracts'] }, target: member(), change, enabledEditorIds: ['editor'] })).toEqual([
      { status: 403, property: 'first_name', message: USER_MESSAGES.onlyOwnDetails },
      { status: 403, property: 'email', message: USER_MESSAGES.onlyOwnDetails },
    ]);
  });
});

describe('access', () => {
  const editors = ['editor'];
  test('only an account editor changes roles, and grants only roles they hold', () => {
    expect(refusalsOf({ actor: { id: 'x', roles: ['invoices'] }, target: member(), change: { ...none, roles: [] }, enabledEditorIds: editors })).toEqual([
      { status: 403, property: 'extracted_roles', message: USER_MESSAGES.onlyEditorAccess },
    ]);
    const limited = { id: 'limited', roles: ['account_editor', 'contracts'] as Role[] };
    const refused = refusalsOf({ actor: limited, target: member(['invoices']), change: { ...none, roles: ['invoices', 'contracts', 'proposals'] }, enabledEditorIds: editors });
    expect(refused).toEqual([{ status: 403, property: 'extracted_roles', message: 'You can grant only roles you have yourself. You do not have: Hiring (proposals).' }]);
    // Keeping or removing a role the editor lacks is fine.
    expect(refusalsOf({ actor: limited, target: member(['invoices', 'proposals']), change: { ...none, roles: ['invoices', 'contracts'] }, enabledEditorIds: editors })).toEqual([]);
  });

  test('nobody raises their own access; lowering it is fine', () => {
    const self = { id: 'member', roles: ['account_editor', 'invoices'] as Role[] };
    const target = { ...self, enabled: true };
    expect(refusalsOf({ actor: self, target, change: { ...none, roles: ['account_editor', 'invoices', 'contracts'] }, enabledEditorIds: ['member', 'editor'] })).toEqual([
      { status: 403, property: 'extracted_roles', message: USER_MESSAGES.raiseOwnAccess },
    ]);
    expect(refusalsOf({ actor: self, target, change: { ...none, roles: ['invoices'] }, enabledEditorIds: ['member', 'editor'] })).toEqual([]);
  });

  test('the last enabled account editor keeps the role (409), also when they remove it themselves', () => {
    const target = { id: 'editor', roles: ROLES, enabled: true };
    const refusal = { status: 409, property: 'extracted_roles', message: USER_MESSAGES.lastEditorRole };
    expect(refusalsOf({ actor: EDITOR, target, change: { ...none, roles: ['invoices'] }, enabledEditorIds: ['editor'] })).toEqual([refusal]);
    expect(refusalsOf({ actor: EDITOR, target, change: { ...none, roles: ['invoices'] }, enabledEditorIds: ['editor', 'second'] })).toEqual([]);
    // A disabled editor does not count.
    expect(refusalsOf({ actor: { id: 'second', roles: ROLES }, target, change: { ...none, roles: [] }, enabledEditorIds: ['editor', 'second'] })).toEqual([]);
  });
});

describe('enabled', () => {
  test('only an account editor disables or enables, never themselves', () => {
    expect(refusalsOf({ actor: { id: 'x', roles: [] }, target: member(), change: { ...none, enabled: false }, enabledEditorIds: ['editor'] })).toEqual([
      { status: 403, property: 'enabled', message: USER_MESSAGES.onlyEditorEnabled },
    ]);
    expect(refusalsOf({ actor: EDITOR, target: { id: 'editor', roles: ROLES, enabled: true }, change: { ...none, enabled: false }, enabledEditorIds: ['editor', 'b'] })).toEqual([
      { status: 403, property: 'enabled', message: USER_MESSAGES.disableSelf },
    ]);
    expect(refusalsOf({ actor: EDITOR, target: member(), change: { ...none, enabled: false }, enabledEditorIds: ['editor'] })).toEqual([]);
  });

  test('the last enabled account editor stays enabled; enabling someone is always fine', () => {
    const other = { id: 'other', roles: ROLES, enabled: true };
    expect(refusalsOf({ actor: EDITOR, target: other, change: { ...none, enabled: false }, enabledEditorIds: ['other'] })).toEqual([
      { status: 409, property: 'enabled', message: USER_MESSAGES.lastEditorDisable },
    ]);
    expect(refusalsOf({ actor: EDITOR, target: { ...other, enabled: false }, change: { ...none, enabled: true }, enabledEditorIds: ['editor'] })).toEqual([]);
  });

  test('the lack of a right answers before the company’s state', () => {
    expect(refusalStatus([{ status: 409, property: 'a', message: '' }])).toBe(409);
    expect(refusalStatus([{ status: 409, property: 'a', message: '' }, { status: 403, property: 'b', message: '' }])).toBe(403);
  });
});
