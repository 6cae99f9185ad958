import { describe, expect, test } from '@jest/globals';
import { NoAccessPage } from '@portal/auth';
import type { PortalRoute, RouteHandle } from '@portal/ui/light';
import { renderRoutes } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import { routes } from '../routes';

/** The handle the route guard reads at `path` under /users/:id: the tab's child route's. */
function userTabHandle(path: string): RouteHandle {
  const userPage = routes.find((route) => route.path === '/users/:id');
  const tab = userPage?.children?.find((route: PortalRoute) => route.path === path);
  if (!tab?.handle) throw new Error(`No user tab at ${path}`);
  return tab.handle;
}

describe("a user's tabs", () => {
  test('the disable tab, which is only ever another user’s, is not named Personal settings when its access is missing', async () => {
    const handle = userTabHandle('disable');
    renderRoutes([{ path: '/users/:id/disable', element: <NoAccessPage handle={handle} /> }], { path: '/users/1/disable' });
    expect(await screen.findByText(/Opening Disable user needs the “Account editor” access/)).toBeInTheDocument();
    expect(screen.queryByText(/Personal settings/)).not.toBeInTheDocument();
    expect(handle.title).toBe('Disable user');
  });

  test.each([
    ['info', 'User info'],
    ['access', 'User access'],
    ['password', 'User password'],
    ['disable', 'Disable user'],
  ])('the %s tab names another user’s page, not Personal settings (only one’s own page is)', (path, title) => {
    expect(userTabHandle(path).title).toBe(title);
  });
});
