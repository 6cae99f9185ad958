import { describe, expect, it } from '@jest/globals';
import { describeRoles, groupOfRoles, groupsMatching, ROLE_GROUP_NAMES, ROLES, rolesOfGroup } from './roles';

describe('access presets', () => {
  it('gives each group its roles in the order of ROLES', () => {
    expect(rolesOfGroup('admin')).toEqual([...ROLES]);
    expect(rolesOfGroup('finance')).toEqual(['invoices', 'contracts', 'my_company']);
    expect(rolesOfGroup('legal')).toEqual(['invoices', 'contracts', 'my_company']);
    expect(rolesOfGroup('interview')).toEqual(['proposals', 'my_company']);
  });

  it('finds a group back from its own preset, whatever the order', () => {
    for (const group of ROLE_GROUP_NAMES) {
      expect(groupsMatching([...rolesOfGroup(group)].reverse())).toContain(group);
    }
  });

  it('matches groups exactly, not as a superset', () => {
    expect(groupsMatching(['invoices', 'contracts', 'my_company', 'proposals'])).toEqual([]);
    expect(groupOfRoles(['proposals', 'my_company', 'invoices'])).toBeNull();
    expect(groupOfRoles([...ROLES])).toBe('admin');
  });

  it('puts the shared finance and legal preset in both groups', () => {
    expect(groupsMatching(['my_company', 'invoices', 'contracts'])).toEqual(['finance', 'legal']);
    expect(groupOfRoles(['my_company', 'invoices', 'contracts'])).toBe('finance');
  });

  it('describes roles by their group, else by their labels, else as no access', () => {
    expect(describeRoles([...ROLES])).toBe('Admin');
    expect(describeRoles(['invoices', 'contracts', 'my_company'])).toBe('Finance / Legal');
    expect(describeRoles(['my_company', 'proposals'])).toBe('Interview');
    expect(describeRoles(['account_editor', 'invoices'])).toBe('Invoices, Account editor');
    expect(describeRoles([])).toBe('No access');
  });
});
