import type { LiveTags } from '@portal/api-client/light';
import { liveTags as authLiveTags, nav as authNav, routes as authRoutes } from '@portal/auth/light';
import { liveTags as billingLiveTags, nav as billingNav, routes as billingRoutes, widgets as billingWidgets } from '@portal/billing';
import { liveTags as hiringLiveTags, nav as hiringNav, routes as hiringRoutes, widgets as hiringWidgets } from '@portal/hiring';
import { liveTags as companyUsersLiveTags, nav as companyUsersNav, routes as companyUsersRoutes } from '@portal/company-users';
import type { DashboardWidget, NavItem, PortalRoute } from '@portal/ui/light';
import {
  liveTags as teamContractsLiveTags,
  nav as teamContractsNav,
  routes as teamContractsRoutes,
  widgets as teamContractsWidgets,
} from '@portal/team-contracts';

/**
 * What a feature package contributes to the portal: its screens, header entries, dashboard widgets
 * and what its pages show of the live updates.
 */
export interface PortalFeature {
  /** The package's name without the `@portal/` scope, e.g. 'billing'. */
  name: string;
  routes: PortalRoute[];
  nav: NavItem[];
  widgets: DashboardWidget[];
  /** The tags, of the feature's tag types, that each kind of live change makes stale. */
  liveTags: LiveTags;
}

/**
 * Every feature of the portal, the one list the route table, the header, the dashboard and the
 * live updates are built from. A new feature package gets an entry here, e.g. `{ name: 'billing',
 * routes: billingRoutes, nav: billingNav, widgets: billingWidgets, liveTags: billingLiveTags }`,
 * and a dependency in the portal's package.json; `features.test.ts` fails, naming the package,
 * while either is missing.
 */
export const features: PortalFeature[] = [
  { name: 'auth', routes: authRoutes, nav: authNav, widgets: [], liveTags: authLiveTags },
  { name: 'company-users', routes: companyUsersRoutes, nav: companyUsersNav, widgets: [], liveTags: companyUsersLiveTags },
  { name: 'billing', routes: billingRoutes, nav: billingNav, widgets: billingWidgets, liveTags: billingLiveTags },
  { name: 'hiring', routes: hiringRoutes, nav: hiringNav, widgets: hiringWidgets, liveTags: hiringLiveTags },
  {
    name: 'team-contracts',
    routes: teamContractsRoutes,
    nav: teamContractsNav,
    widgets: teamContractsWidgets,
    liveTags: teamContractsLiveTags,
  },
];
