import { describe, expect, test } from '@jest/globals';
import { ROLES } from '@portal/api-schema';
import { makeSandboxUser, makeUser, userWithRoles } from '../testing/users';
import { groupsOf, hasAllRoles, hasRole, isClientUser, isInGroup, isSandbox, meetsAccess, needsTermsConsent } from './roles';

describe('hasRole and hasAllRoles', () => {
  test('read the extracted roles', () => {
    const user = userWithRoles(['invoices', 'contracts']);
    expect(hasRole(user, 'invoices')).toBe(true);
    expect(hasRole(user, 'proposals')).toBe(false);
    expect(hasAllRoles(user, ['invoices', 'contracts'])).toBe(true);
    expect(hasAllRoles(user, ['invoices', 'my_company'])).toBe(false);
  });

  test('nobody signed in has no role, not even an empty list of them', () => {
    expect(hasRole(null, 'invoices')).toBe(false);
    expect(hasAllRoles(null, [])).toBe(false);
    expect(hasAllRoles(undefined, ['contracts'])).toBe(false);
  });
});

describe('role groups', () => {
  test('admin needs all five roles', () => {
    expect(isInGroup(userWithRoles(ROLES), 'admin')).toBe(true);
    for (const missing of ROLES) {
      const user = userWithRoles(ROLES.filter((role) => role !== missing));
      expect(isInGroup(user, 'admin')).toBe(false);
    }
  });

  test('finance and legal need invoices, contracts and my_company', () => {
    const user = userWithRoles(['invoices', 'contracts', 'my_company']);
    expect(groupsOf(user)).toEqual(['finance', 'legal']);
    expect(groupsOf(userWithRoles(['invoices', 'contracts']))).toEqual([]);
  });

  test('interview needs proposals and my_company', () => {
    expect(groupsOf(userWithRoles(['proposals', 'my_company']))).toEqual(['interview']);
    expect(groupsOf(userWithRoles(['proposals']))).toEqual([]);
  });

  test('an admin is in every group', () => {
    expect(groupsOf(userWithRoles(ROLES))).toEqual(['admin', 'finance', 'legal', 'interview']);
  });

  test('nobody signed in is in no group', () => {
    expect(groupsOf(null)).toEqual([]);
  });
});

describe('user types', () => {
  test('client and sandbox users', () => {
    expect(isClientUser(makeUser())).toBe(true);
    expect(isSandbox(makeUser())).toBe(false);
    expect(isSandbox(makeSandboxUser())).toBe(true);
    expect(isClientUser(makeSandboxUser())).toBe(false);
    expect(isSandbox(null)).toBe(false);
    expect(isClientUser(null)).toBe(false);
  });

  test('only non-sandbox users who have not agreed must accept the terms', () => {
    expect(needsTermsConsent(makeUser({ is_agreed: false }))).toBe(true);
    expect(needsTermsConsent(makeUser({ is_agreed: true }))).toBe(false);
    expect(needsTermsConsent(makeSandboxUser({ is_agreed: false }))).toBe(false);
    expect(needsTermsConsent(null)).toBe(false);
  });
});

describe('meetsAccess', () => {
  test('asks for the role and for every role of the group, each only when given', () => {
    const admin = userWithRoles(ROLES);
    const finance = userWithRoles(['invoices', 'contracts', 'my_company']);
    expect(meetsAccess(finance, {})).toBe(true);
    expect(meetsAccess(finance, { role: 'invoices' })).toBe(true);
    expect(meetsAccess(finance, { group: 'admin' })).toBe(false);
    expect(meetsAccess(admin, { group: 'admin' })).toBe(true);
    expect(meetsAccess(finance, { role: 'invoices', group: 'legal' })).toBe(true);
    expect(meetsAccess(finance, { role: 'proposals', group: 'legal' })).toBe(false);
    expect(meetsAccess(null, { group: 'admin' })).toBe(false);
    expect(meetsAccess(null, {})).toBe(true);
  });
});
