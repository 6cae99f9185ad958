import type { ApiModule } from '../../platform/api-module';
import { activityRoutes } from './activity.routes';
import type { ActivityDeps } from './company-activity-deps';
import type { CompanyDeps } from './company-deps';
import { companyRoutes } from './company.routes';

export { seedActivityDemoData } from './activity-demo-data';
export { billingContactsOf } from './billing-contacts';
export { DEMO_COMPANY, seedCompanyDemoData } from './demo-data';

/** The company: its information, business details, logo and vendor connections, and its activity log. */
export const companyModule: ApiModule = {
  name: 'company',
  async register(api, { db, sessionCache }) {
    // My Company (company part)
    const deps: CompanyDeps = { db, sessionCache };
    await api.register(companyRoutes, { deps });
    // activity log
    const activityDeps: ActivityDeps = { db };
    await api.register(activityRoutes, { deps: activityDeps });
  },
};
