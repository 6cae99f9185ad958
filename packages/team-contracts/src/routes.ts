import type { DashboardWidget, NavItem, PortalRoute } from '@portal/ui/light';
import { TEAM_ROUTES } from './team-routes';

/**
 * The feature's screens. Only type imports and React at the top: the shell lists these routes in a
 * visitor's first download, so every screen is loaded when first opened, e.g.
 * `{ path: '/things', handle: { name: 'Things', title: 'Things', layout: 'default', auth: true,
 * company: true, role: 'contracts' }, lazy: async () => ({ Component: (await
 * import('./things/things-screen')).ThingsScreen }) }`.
 */
export const routes: PortalRoute[] = [
  // the service contract terms, my team, a team member, a talent
  ...TEAM_ROUTES,
];

/**
 * Header entries, each with the role that shows it and a line for the dashboard's section card.
 * Their screens are still to come: until then they lead to the not-found page.
 */
export const nav: NavItem[] = [
  {
    label: 'My team',
    to: '/my-team',
    role: 'contracts',
    order: 30,
    description: 'See the developers working for you and their candidates.',
  },
  {
    label: 'Contracts',
    to: '/contracts',
    role: 'contracts',
    order: 40,
    description: 'Read, accept and keep track of the contracts with your vendors.',
  },
];

/** Pieces of the dashboard, each loaded lazily behind Suspense. */
export const widgets: DashboardWidget[] = [];
