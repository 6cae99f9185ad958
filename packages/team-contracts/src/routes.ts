import { lazyWidget, type DashboardWidget, type NavItem, type PortalRoute, type RouteHandle } from '@portal/ui/light';
import { TEAM_ROUTES } from './team-routes';

const CONTRACTS_HANDLE: RouteHandle = {
  name: 'Contracts',
  title: 'Contracts',
  layout: 'default',
  auth: true,
  company: true,
  role: 'contracts',
};

const CONTRACTS_SINGLE_HANDLE: RouteHandle = { ...CONTRACTS_HANDLE, name: 'ContractsSingle', title: 'Contract' };

/**
 * The feature's screens. Only type imports, React and the React-only `lazyWidget` at the top: the
 * shell lists these routes in a visitor's first download, so every screen is loaded when first
 * opened.
 */
export const routes: PortalRoute[] = [
  // contracts: the list and a contract's page
  {
    path: '/contracts',
    handle: CONTRACTS_HANDLE,
    lazy: async () => ({ Component: (await import('./contracts/contracts-screen')).ContractsScreen }),
  },
  {
    path: '/contracts/:id',
    handle: CONTRACTS_SINGLE_HANDLE,
    lazy: async () => ({ Component: (await import('./contract-single/contract-single-screen')).ContractSingleScreen }),
  },
  // the service contract terms, my team, a team member, a talent
  ...TEAM_ROUTES,
];

/**
 * Header entries, each with the role that shows it and a line for the dashboard's section card.
 */
export const nav: NavItem[] = [
  {
    label: 'My team',
    to: '/my-team',
    role: 'contracts',
    order: 30,
    description: 'See the developers working for you and their candidates, and approve the hours their vendors submit each week.',
  },
  {
    label: 'Contracts',
    to: '/contracts',
    role: 'contracts',
    order: 40,
    description: 'Read, accept and keep track of the contracts with your vendors.',
  },
];

const ContractsWidget = lazyWidget(async () => (await import('./widget/contracts-widget')).ContractsWidgetCard);
const TeamWidget = lazyWidget(async () => (await import('./widget/team-widget')).TeamWidgetCard);

/**
 * Pieces of the dashboard, each loaded lazily behind Suspense: contracts awaiting signature and
 * ending soon; the team's size and monthly cost.
 */
export const widgets: DashboardWidget[] = [
  { id: 'contracts', role: 'contracts', order: 8, Component: ContractsWidget },
  { id: 'team', role: 'contracts', order: 9, Component: TeamWidget },
];
