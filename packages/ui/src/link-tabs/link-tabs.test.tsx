import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider } from 'react-router';
import { createTestRouter } from '../testing/test-router';
import { renderWithTheme } from '../testing/render-with-theme';
import { activeLinkTab, LinkTabs, type LinkTab } from './link-tabs';

describe('activeLinkTab', () => {
  const absolute = [{ path: '/hiring/requests' }, { path: '/hiring/interviews' }];

  test('the tab whose address the path is, or is under', () => {
    expect(activeLinkTab('/hiring/requests', absolute)).toBe('/hiring/requests');
    expect(activeLinkTab('/hiring/interviews/12', absolute)).toBe('/hiring/interviews');
  });

  test('no tab for an address beside them, or one that only starts with the same letters', () => {
    expect(activeLinkTab('/hiring', absolute)).toBe(false);
    expect(activeLinkTab('/hiring/requests-old', absolute)).toBe(false);
  });

  test('paths relative to a base', () => {
    const relative = [{ path: 'info' }, { path: 'access' }];
    expect(activeLinkTab('/users/7/access', relative, '/users/7')).toBe('access');
    expect(activeLinkTab('/users/7/access/', relative, '/users/7')).toBe('access');
    expect(activeLinkTab('/users/8/access', relative, '/users/7')).toBe(false);
    expect(activeLinkTab('/users/7', relative, '/users/7')).toBe(false);
  });

  test('the most specific tab when one is under another', () => {
    expect(activeLinkTab('/a/b/c', [{ path: '/a' }, { path: '/a/b' }])).toBe('/a/b');
  });
});

const TABS: LinkTab[] = [
  { label: 'Information', path: 'information' },
  { label: 'Business', path: 'business' },
];

function renderTabs(path: string) {
  const router = createTestRouter(
    [
      {
        path: '/company',
        element: (
          <>
            <LinkTabs label="My Company sections" base="/company" tabs={TABS} />
            <Outlet />
          </>
        ),
        children: TABS.map((tab) => ({ path: tab.path, element: <p>{tab.label} content</p> })),
      },
    ],
    path,
  );
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

describe('LinkTabs', () => {
  test('a named list of tab links, the current one selected and marked as the page', async () => {
    renderTabs('/company/business');
    expect((await screen.findByRole('tablist', { name: 'My Company sections' })).closest('nav')).not.toBeNull();
    const business = screen.getByRole('tab', { name: 'Business' });
    expect(business).toHaveAttribute('href', '/company/business');
    expect(business).toHaveAttribute('aria-selected', 'true');
    expect(business).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'Information' })).not.toHaveAttribute('aria-current');
  });

  test('a tab opens its route', async () => {
    const router = renderTabs('/company/information');
    await userEvent.click(await screen.findByRole('tab', { name: 'Business' }));
    expect(await screen.findByText('Business content')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/business');
    expect(screen.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
  });

  test('no tab is selected on the page itself', async () => {
    renderTabs('/company');
    expect(await screen.findByRole('tablist', { name: 'My Company sections' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { selected: true })).not.toBeInTheDocument();
  });
});
