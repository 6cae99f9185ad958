import { describe, expect, test } from '@jest/globals';
import { makeSandboxUser, makeUser, userWithRoles } from '@portal/auth/testing';
import { features } from '../features';
import { activeNavItem, collectNav, personalSettingsPath, visibleNav } from './portal-nav';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const featureNav = features.flatMap((feature) => feature.nav);
const nav = collectNav(featureNav);

describe('visibleNav', () => {
  test('an admin sees every section', () => {
    expect(labels(visibleNav(nav, userWithRoles(['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'])))).toEqual([
      'Overview',
      'Hiring',
      'My team',
      'Contracts',
      'Invoices',
      'Users',
      'My Company',
    ]);
  });

  test('finance and legal users', () => {
    expect(labels(visibleNav(nav, userWithRoles(['invoices', 'contracts', 'my_company'])))).toEqual([
      'Overview',
      'My team',
      'Contracts',
      'Invoices',
      'Users',
      'My Company',
    ]);
  });

  test('interview users', () => {
    expect(labels(visibleNav(nav, userWithRoles(['proposals', 'my_company'])))).toEqual(['Overview', 'Hiring', 'Users', 'My Company']);
  });

  test('a client user without roles still has Overview and Users', () => {
    expect(labels(visibleNav(nav, userWithRoles([])))).toEqual(['Overview', 'Users']);
  });

  test('an entry for a group shows only to users with every role of it', () => {
    const items = collectNav([{ label: 'Audit', to: '/audit', group: 'admin', order: 90, description: 'Who did what.' }], []);
    expect(labels(visibleNav(items, userWithRoles(['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'])))).toEqual([
      'Audit',
    ]);
    expect(visibleNav(items, userWithRoles(['invoices', 'contracts', 'proposals', 'my_company']))).toEqual([]);
  });

  test('sandbox users and visitors get no menu', () => {
    expect(visibleNav(nav, makeSandboxUser({ extracted_roles: ['invoices', 'contracts'] }))).toEqual([]);
    expect(visibleNav(nav, null)).toEqual([]);
  });
});

describe('collectNav', () => {
  test('a feature entry replaces the shell entry with the same path and order decides', () => {
    const items = collectNav([
      ...featureNav,
      { label: 'Billing', to: '/invoices', role: 'invoices', order: 5 },
      { label: 'Reports', to: '/reports', order: 65 },
    ]);
    expect(labels(items)).toEqual(['Billing', 'Overview', 'Hiring', 'My team', 'Contracts', 'Users', 'Reports', 'My Company']);
    expect(items).toHaveLength(nav.length + 1);
  });
});

describe('activeNavItem', () => {
  test('is the entry whose path is contained in the current path', () => {
    expect(activeNavItem(nav, '/invoices')?.label).toBe('Invoices');
    expect(activeNavItem(nav, '/invoices/42')?.label).toBe('Invoices');
    expect(activeNavItem(nav, '/users/7/info')?.label).toBe('Users');
    expect(activeNavItem(nav, '/hiring/rfp/3/proposal/4/candidate/5')?.label).toBe('Hiring');
  });

  test('needs a whole path segment', () => {
    expect(activeNavItem(nav, '/contracts-archive')).toBeUndefined();
    expect(activeNavItem(nav, '/wizard')).toBeUndefined();
  });
});

test('Personal Settings is the user’s own info page, for client users only', () => {
  const user = makeUser();
  expect(personalSettingsPath(user)).toBe(`/users/${user.id}/info`);
  expect(personalSettingsPath(makeSandboxUser())).toBeNull();
  expect(personalSettingsPath(null)).toBeNull();
});
