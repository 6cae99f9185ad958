import { describe, expect, test } from '@jest/globals';
import type { RouteHandle } from '@portal/ui';
import { makeSandboxUser, makeUser, userWithRoles } from '../testing/users';
import { guard, roleGate, twoFactorSetupPath } from './guard';
import { loginPathFor, safeNextPath } from './next-path';

function handle(overrides: Partial<RouteHandle>): RouteHandle {
  return { name: 'page', title: 'Page', layout: 'default', auth: true, company: true, ...overrides };
}

const loginHandle = handle({ name: 'login', layout: 'auth', auth: false, company: false, guestOnly: true });
const forgotHandle = handle({ name: 'forgot-password', layout: 'auth', auth: false, company: false, guestOnly: true });
const resetHandle = handle({ name: 'reset-password', layout: 'auth', auth: false, company: false, guestOnly: true });
const registerHandle = handle({ name: 'register', layout: 'bare', auth: false, company: false });
const dashboardHandle = handle({ name: 'dashboard', company: false });
const invoicesHandle = handle({ name: 'invoices', role: 'invoices' });
const notFoundHandle = handle({ name: 'not-found', layout: 'bare', auth: false, company: false });
const at = (pathname: string, search = '') => ({ pathname, search });

describe('guard', () => {
  test('routes without a handle are not guarded', () => {
    expect(guard(undefined, null, at('/anything'))).toBeNull();
  });

  test('an auth-required route without a user goes to login, remembering the page', () => {
    expect(guard(invoicesHandle, null, at('/invoices/42', '?tab=open'))).toBe('/login?next=%2Finvoices%2F42%3Ftab%3Dopen');
    expect(guard(dashboardHandle, null, at('/dashboard'))).toBe('/login?next=%2Fdashboard');
  });

  test('the root leads to plain login', () => {
    expect(guard(dashboardHandle, null, at('/'))).toBe('/login');
  });

  test('public routes let visitors through', () => {
    for (const publicHandle of [loginHandle, forgotHandle, resetHandle, registerHandle, notFoundHandle]) {
      expect(guard(publicHandle, null, at('/x'))).toBeNull();
    }
  });

  test('login, forgot-password and reset send a signed-in user to the dashboard', () => {
    for (const guestHandle of [loginHandle, forgotHandle, resetHandle]) {
      expect(guard(guestHandle, makeUser(), at('/login'))).toBe('/dashboard');
      expect(guard(guestHandle, makeSandboxUser(), at('/login'))).toBe('/dashboard');
    }
  });

  test('an admin who must set up two-factor sign-in is taken to its setup from every signed-in page', () => {
    const admin = makeUser({ two_factor_setup_required: true });
    const setup = twoFactorSetupPath(admin);
    expect(setup).toBe(`/users/${admin.id}/password`);
    expect(guard(invoicesHandle, admin, at('/invoices'))).toBe(setup);
    expect(guard(dashboardHandle, admin, at('/dashboard'))).toBe(setup);
    expect(guard(handle({ name: 'UserInfo' }), admin, at(`/users/${admin.id}/info`))).toBe(setup);
    expect(guard(handle({ name: 'UserPassword' }), admin, at(setup))).toBeNull();
    expect(guard(handle({ name: 'UserPassword' }), admin, at(`${setup}/`))).toBeNull();
    // Public pages stay as they are; nothing changes once it is set up.
    expect(guard(notFoundHandle, admin, at('/nowhere'))).toBeNull();
    expect(guard(invoicesHandle, makeUser({ two_factor_setup_required: false }), at('/invoices'))).toBeNull();
  });

  test('register sends a signed-in user to the wizard', () => {
    expect(guard(registerHandle, makeUser(), at('/register'))).toBe('/wizard');
  });

  test('a company-required route sends a sandbox user to the dashboard', () => {
    expect(guard(invoicesHandle, makeSandboxUser(), at('/invoices'))).toBe('/dashboard');
  });

  test('a company-required route sends a user without company to the dashboard', () => {
    expect(guard(invoicesHandle, makeUser({ company: null }), at('/invoices'))).toBe('/dashboard');
  });

  test('a sandbox user may open company pages marked for sandbox users', () => {
    expect(guard(handle({ name: 'talent-request', sandbox: true }), makeSandboxUser(), at('/talent-request'))).toBeNull();
  });

  test('pages that need no company are open to sandbox users', () => {
    expect(guard(dashboardHandle, makeSandboxUser(), at('/dashboard'))).toBeNull();
    expect(guard(notFoundHandle, makeSandboxUser(), at('/nope'))).toBeNull();
  });

  test('a client user with a company passes', () => {
    expect(guard(invoicesHandle, makeUser(), at('/invoices'))).toBeNull();
    expect(guard(notFoundHandle, makeUser(), at('/nope'))).toBeNull();
  });
});

describe('roleGate', () => {
  test('routes without a role are allowed', () => {
    expect(roleGate(undefined, makeUser())).toBe('allowed');
    expect(roleGate(dashboardHandle, userWithRoles([]))).toBe('allowed');
  });

  test('a role-gated route needs that role', () => {
    expect(roleGate(invoicesHandle, userWithRoles(['invoices']))).toBe('allowed');
    expect(roleGate(invoicesHandle, userWithRoles(['contracts', 'proposals']))).toBe('denied');
    expect(roleGate(invoicesHandle, null)).toBe('denied');
  });

  test('a group-gated route needs every role of the group', () => {
    const adminsOnly = handle({ name: 'activity', group: 'admin' });
    expect(roleGate(adminsOnly, userWithRoles(['invoices', 'contracts', 'proposals', 'my_company', 'account_editor']))).toBe('allowed');
    expect(roleGate(adminsOnly, userWithRoles(['invoices', 'contracts', 'proposals', 'my_company']))).toBe('denied');
    expect(roleGate(adminsOnly, null)).toBe('denied');
    const both = handle({ name: 'both', role: 'account_editor', group: 'interview' });
    expect(roleGate(both, userWithRoles(['proposals', 'my_company']))).toBe('denied');
    expect(roleGate(both, userWithRoles(['proposals', 'my_company', 'account_editor']))).toBe('allowed');
  });

  test('client-only routes deny sandbox users', () => {
    const usersHandle = handle({ name: 'users', clientOnly: true });
    expect(roleGate(usersHandle, makeUser())).toBe('allowed');
    expect(roleGate(usersHandle, makeSandboxUser())).toBe('denied');
  });
});

describe('safeNextPath', () => {
  test('honours same-origin relative paths with their query', () => {
    expect(safeNextPath('?next=%2Finvoices%2F42%3Ftab%3Dopen')).toBe('/invoices/42?tab=open');
    expect(safeNextPath('?next=/my-team')).toBe('/my-team');
  });

  test('falls back to the dashboard for anything else', () => {
    for (const next of [
      '',
      '?next=',
      '?next=https://evil.test/',
      '?next=//evil.test/path',
      '?next=/\\evil.test',
      '?next=javascript:alert(1)',
      '?next=dashboard',
      '?next=/login',
      '?other=/invoices',
    ]) {
      expect(safeNextPath(next)).toBe('/dashboard');
    }
  });

  test('round-trips with loginPathFor', () => {
    const login = loginPathFor({ pathname: '/contracts/7', search: '?q=a b&sort=-date' });
    const search = login.slice(login.indexOf('?'));
    expect(safeNextPath(search)).toBe('/contracts/7?q=a%20b&sort=-date');
  });
});
