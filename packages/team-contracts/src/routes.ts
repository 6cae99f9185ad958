import type { DashboardWidget, NavItem, PortalRoute } from '@portal/ui/light';

/**
 * The feature's screens. Only type imports and React at the top: the shell lists these routes in a
 * visitor's first download, so every screen is loaded when first opened, e.g.
 * `{ path: '/things', handle: { name: 'Things', title: 'Things', layout: 'default', auth: true,
 * company: true, role: 'contracts' }, lazy: async () => ({ Component: (await
 * import('./things/things-screen')).ThingsScreen }) }`.
 */
export const routes: PortalRoute[] = [];

/** Header entries, each with the role that shows it and a line for the dashboard's section card. */
export const nav: NavItem[] = [];

/** Pieces of the dashboard, each loaded lazily behind Suspense. */
export const widgets: DashboardWidget[] = [];
