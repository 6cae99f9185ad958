import { describe, expect, test } from '@jest/globals';
import { ROLES } from '@portal/api-schema';
import { accessLocks, lastEditorReason, OWN_LAST_EDITOR_REASON, RAISE_OWN_REASON, UNHELD_REASON } from './access-locks';

const user = (roles: (typeof ROLES)[number][], last = false) => ({
  first_name: 'Grace',
  extracted_roles: roles,
  last_account_editor: last,
});

describe('the roles an account editor cannot switch', () => {
  test('an editor with every role switches any of a colleague’s roles', () => {
    expect(accessLocks({ user: user(['invoices']), editorRoles: ROLES, isMe: false })).toEqual({ lockedRoles: [], reasons: [] });
  });

  test('roles the editor lacks cannot be granted, but a colleague keeps or loses them', () => {
    expect(accessLocks({ user: user(['proposals']), editorRoles: ['account_editor', 'invoices'], isMe: false })).toEqual({
      lockedRoles: ['contracts', 'my_company'],
      reasons: [UNHELD_REASON],
    });
  });

  test('on one’s own page, the roles one lacks: nobody raises their own access', () => {
    expect(accessLocks({ user: user(['account_editor', 'invoices']), editorRoles: ['account_editor', 'invoices'], isMe: true })).toEqual({
      lockedRoles: ['contracts', 'proposals', 'my_company'],
      reasons: [RAISE_OWN_REASON],
    });
  });

  test('the last enabled account editor keeps the role', () => {
    expect(accessLocks({ user: user([...ROLES], true), editorRoles: ROLES, isMe: false })).toEqual({
      lockedRoles: ['account_editor'],
      reasons: [lastEditorReason('Grace')],
    });
    expect(accessLocks({ user: user([...ROLES], true), editorRoles: ROLES, isMe: true }).reasons).toEqual([OWN_LAST_EDITOR_REASON]);
  });
});
