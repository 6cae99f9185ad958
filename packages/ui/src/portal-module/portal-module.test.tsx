import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useMatches } from 'react-router';
import type { NavItem, PortalRoute, RouteHandle } from './portal-module';

function CurrentScreen() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return <p>{handle ? `${handle.name} in ${handle.layout} layout` : 'no handle'}</p>;
}

const routes: PortalRoute[] = [
  {
    path: '/',
    element: <Outlet />,
    children: [
      { index: true, element: <CurrentScreen />, handle: { name: 'Main', title: 'Home', layout: 'default', auth: true, company: true } },
      {
        path: 'invoices',
        children: [
          {
            path: ':id',
            element: <CurrentScreen />,
            handle: { name: 'InvoicesSingle', title: 'Invoice', layout: 'default', auth: true, company: true, role: 'invoices' },
          },
        ],
      },
    ],
  },
];

test('portal routes are react-router routes whose handle the shell can read', async () => {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/invoices/7'] })} />);
  expect(await screen.findByText('InvoicesSingle in default layout')).toBeInTheDocument();
});

test('nav items name the role that shows them', () => {
  const nav: NavItem[] = [{ label: 'Invoices', to: '/invoices', role: 'invoices', order: 50 }];
  expect(nav[0]?.role).toBe('invoices');
});
