import { nav as authNav, routes as authRoutes } from '@portal/auth/light';
import { nav as billingNav, routes as billingRoutes, widgets as billingWidgets } from '@portal/billing';
import { nav as hiringNav, routes as hiringRoutes, widgets as hiringWidgets } from '@portal/hiring';
import { nav as companyUsersNav, routes as companyUsersRoutes } from '@portal/company-users';
import type { DashboardWidget, NavItem, PortalRoute } from '@portal/ui/light';

/** What a feature package contributes to the portal (DESIGN.md section 2). */
export interface PortalFeature {
  name: string;
  routes: PortalRoute[];
  nav: NavItem[];
  widgets: DashboardWidget[];
}

/**
 * Every feature of the portal. A new feature package is added here and nowhere else, e.g.
 * `{ name: 'billing', routes: billing.routes, nav: billing.nav, widgets: billing.widgets }`.
 */
export const features: PortalFeature[] = [
  { name: 'auth', routes: authRoutes, nav: authNav, widgets: [] },
  { name: 'company-users', routes: companyUsersRoutes, nav: companyUsersNav, widgets: [] },
  { name: 'billing', routes: billingRoutes, nav: billingNav, widgets: billingWidgets },
  { name: 'hiring', routes: hiringRoutes, nav: hiringNav, widgets: hiringWidgets },
];
