import { afterEach, describe, expect, test } from '@jest/globals';
import type { RouteHandle } from '@portal/ui';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { API_PATHS, type Role } from '@portal/api-schema';
import { fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { currentPath, renderRoutes } from '@portal/ui/testing';
import { signedIn, TEST_TOKEN } from '../testing/sign-in';
import { makeSandboxUser, makeUser, userWithRoles } from '../testing/users';
import { RouteGuard } from './route-guard';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

function Frame({ children }: { children: ReactNode }) {
  return <main data-testid="frame">{children}</main>;
}

const invoicesHandle: RouteHandle = { name: 'invoices', title: 'Invoices', layout: 'default', auth: true, company: true, role: 'invoices' };
const activityHandle: RouteHandle = {
  name: 'CompanyActivity',
  title: 'Activity log',
  layout: 'default',
  auth: true,
  company: true,
  group: 'admin',
};
const loginHandle: RouteHandle = { name: 'login', title: 'Log in', layout: 'auth', auth: false, company: false, guestOnly: true };

const guardedRoutes = [
  {
    path: '/invoices',
    element: (
      <RouteGuard handle={invoicesHandle} frame={Frame}>
        <h1>Invoice list</h1>
      </RouteGuard>
    ),
  },
  {
    path: '/company/activity',
    element: (
      <RouteGuard handle={activityHandle} frame={Frame}>
        <h1>Activity</h1>
      </RouteGuard>
    ),
  },
  {
    path: '/login',
    element: (
      <RouteGuard handle={loginHandle} frame={Frame}>
        <h1>Login form</h1>
      </RouteGuard>
    ),
  },
];

describe('RouteGuard', () => {
  test('lets a user with the role through, inside the frame', async () => {
    renderRoutes(guardedRoutes, { path: '/invoices', session: signedIn(userWithRoles(['invoices'])) });
    expect(await screen.findByRole('heading', { name: 'Invoice list' })).toBeInTheDocument();
    expect(screen.getByTestId('frame')).toContainElement(screen.getByRole('heading', { name: 'Invoice list' }));
  });

  test('sends a visitor to login and remembers the page', async () => {
    const view = renderRoutes(guardedRoutes, { path: '/invoices?status=open' });
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/login?next=%2Finvoices%3Fstatus%3Dopen');
  });

  test('explains which access is missing instead of showing a blank page', async () => {
    renderRoutes(guardedRoutes, { path: '/invoices', session: signedIn(userWithRoles(['contracts', 'my_company'])) });
    const heading = await screen.findByRole('heading', { name: 'You don’t have access to this page' });
    expect(screen.getByTestId('frame')).toContainElement(heading);
    expect(screen.getByText(/needs the “Invoices” access/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Users page' })).toHaveAttribute('href', '/users');
    expect(screen.queryByRole('heading', { name: 'Invoice list' })).not.toBeInTheDocument();
  });

  test('a group-gated page lets the users of the group in', async () => {
    renderRoutes(guardedRoutes, {
      path: '/company/activity',
      session: signedIn(userWithRoles(['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'])),
    });
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
  });

  test('a group-gated page tells a user outside the group who it is for', async () => {
    renderRoutes(guardedRoutes, { path: '/company/activity', session: signedIn(userWithRoles(['invoices', 'contracts', 'my_company'])) });
    expect(await screen.findByRole('heading', { name: 'You don’t have access to this page' })).toBeInTheDocument();
    const text = screen.getByText(/^Activity log is only available to administrators of your company \(users with every access\)\./);
    expect(text).toHaveTextContent('An administrator can grant access on the Users page.');
    expect(within(text).getByRole('link', { name: 'Users page' })).toHaveAttribute('href', '/users');
    expect(screen.queryByRole('heading', { name: 'Activity' })).not.toBeInTheDocument();
  });

  test('sends a signed-in user away from login', async () => {
    const view = renderRoutes(guardedRoutes, { path: '/login', session: signedIn(makeUser()) });
    await waitFor(() => expect(currentPath(view.router)).toBe('/dashboard'));
  });

  test('sends a sandbox user away from company pages', async () => {
    const view = renderRoutes(guardedRoutes, { path: '/invoices', session: signedIn(makeSandboxUser()) });
    await waitFor(() => expect(currentPath(view.router)).toBe('/dashboard'));
  });

  /** One guard around two pages, as the app's frame has it. */
  function navigationFrame(handle: RouteHandle) {
    return [
      {
        element: (
          <RouteGuard handle={handle} frame={Frame}>
            <Outlet />
          </RouteGuard>
        ),
        children: [
          { path: '/first', element: <Link to="/second">Next page</Link> },
          { path: '/second', element: <h1>Second page</h1> },
        ],
      },
    ];
  }
  const anyoneHandle: RouteHandle = { name: 'page', title: 'Page', layout: 'default', auth: true, company: false };

  test('asks a user without a company again on each navigation: their activation shows on the next page', async () => {
    let user = makeSandboxUser();
    server = fakeApi((request) => (request.url === API_PATHS.currentUser ? ok(user) : ok({})));
    const view = renderRoutes(navigationFrame(anyoneHandle), { path: '/first', session: signedIn(user) });
    const next = await screen.findByRole('link', { name: 'Next page' });
    expect(server.requests).toEqual([]);

    user = userWithRoles(['contracts']);
    await view.user.click(next);
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    await waitFor(() => expect(server?.requests.map((request) => request.url)).toEqual([API_PATHS.currentUser]));
  });

  test("does not ask a company's user again on navigation: the live updates tell of changes to them", async () => {
    const roles: Role[] = ['invoices', 'contracts'];
    server = fakeApi(() => ok(userWithRoles(roles)));
    const view = renderRoutes(navigationFrame(anyoneHandle), { path: '/first', session: signedIn(userWithRoles(roles)) });
    await view.user.click(await screen.findByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  test('decides nothing while the user is still loading', async () => {
    let answer: (user: unknown) => void = () => {};
    server = fakeApi(() => new Promise((resolve) => (answer = (user) => resolve(ok(user)))));
    const view = renderRoutes(guardedRoutes, { path: '/invoices', token: TEST_TOKEN });

    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/invoices');
    await waitFor(() => expect(server?.requests).toHaveLength(1));
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);

    answer(userWithRoles(['invoices']));
    expect(await screen.findByRole('heading', { name: 'Invoice list' })).toBeInTheDocument();
  });
});
