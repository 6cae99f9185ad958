import { nav as authNav, routes as authRoutes } from '@portal/auth/light';
import { nav as billingNav, routes as billingRoutes, widgets as billingWidgets } from '@portal/billing';
import { nav as hiringNav, routes as hiringRoutes, widgets as hiringWidgets } from '@portal/hiring';
import { nav as companyUsersNav, routes as companyUsersRoutes } from '@portal/company-users';
import type { DashboardWidget, NavItem, PortalRoute } from '@portal/ui/light';
import { nav as teamContractsNav, routes as teamContractsRoutes, widgets as teamContractsWidgets } from '@portal/team-contracts';

/** What a feature package contributes to the portal: its screens, header entries and dashboard widgets. */
export interface PortalFeature {
  /** The package's name without the `@portal/` scope, e.g. 'billing'. */
  name: string;
  routes: PortalRoute[];
  nav: NavItem[];
  widgets: DashboardWidget[];
}

/**
 * Every feature of the portal, the one list the route table, the header and the dashboard are
 * built from. A new feature package gets an entry here, e.g. `{ name: 'billing', routes:
 * billingRoutes, nav: billingNav, widgets: billingWidgets }`, and a dependency in the portal's
 * package.json; `features.test.ts` fails, naming the package, while either is missing.
 */
export const features: PortalFeature[] = [
  { name: 'auth', routes: authRoutes, nav: authNav, widgets: [] },
  { name: 'company-users', routes: companyUsersRoutes, nav: companyUsersNav, widgets: [] },
  { name: 'billing', routes: billingRoutes, nav: billingNav, widgets: billingWidgets },
  { name: 'hiring', routes: hiringRoutes, nav: hiringNav, widgets: hiringWidgets },
  { name: 'team-contracts', routes: teamContractsRoutes, nav: teamContractsNav, widgets: teamContractsWidgets },
];
