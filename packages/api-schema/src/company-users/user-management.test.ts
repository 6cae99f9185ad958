import { describe, expect, it } from '@jest/globals';
import { type Role, ROLES } from '../roles';
import {
  invitationBeyondRolesMessage,
  MANAGEMENT_MESSAGES,
  mayManageRoles,
  personBeyondRolesMessage,
  rolesNotHeld,
} from './user-management';

const limitedEditor: Role[] = ['proposals', 'my_company', 'account_editor'];

describe('who may manage whom', () => {
  it('lists the roles the viewer lacks, in the order of ROLES', () => {
    expect(rolesNotHeld(limitedEditor, ['my_company', 'contracts', 'invoices'])).toEqual(['invoices', 'contracts']);
    expect(rolesNotHeld(limitedEditor, ['proposals'])).toEqual([]);
  });

  it('lets an account editor manage only people whose roles they all hold', () => {
    expect(mayManageRoles(limitedEditor, ['proposals', 'my_company'])).toBe(true);
    expect(mayManageRoles(limitedEditor, limitedEditor)).toBe(true);
    expect(mayManageRoles(limitedEditor, [])).toBe(true);
    expect(mayManageRoles(limitedEditor, ['invoices', 'contracts', 'my_company'])).toBe(false);
    expect(mayManageRoles(limitedEditor, [...ROLES])).toBe(false);
    expect(mayManageRoles([...ROLES], [...ROLES])).toBe(true);
  });

  it('lets nobody without account_editor manage anyone, whatever their roles', () => {
    expect(mayManageRoles(['invoices', 'contracts', 'proposals', 'my_company'], ['proposals'])).toBe(false);
    expect(mayManageRoles([], [])).toBe(false);
  });

  it('says which roles are beyond the viewer', () => {
    expect(personBeyondRolesMessage(limitedEditor, [...ROLES])).toBe(
      `${MANAGEMENT_MESSAGES.person} This person also has: Invoices, Contracts.`,
    );
    expect(invitationBeyondRolesMessage(limitedEditor, ['invoices', 'my_company'])).toBe(
      `${MANAGEMENT_MESSAGES.invitation} This invitation also grants: Invoices.`,
    );
  });
});
