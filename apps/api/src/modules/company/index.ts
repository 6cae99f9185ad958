import type { ApiModule } from '../../platform/api-module';
import { activityRoutes } from './activity.routes';
import type { ActivityDeps } from './company-activity-deps';

export { seedActivityDemoData } from './activity-demo-data';

/** The company: its activity log (who did what and when, from the audit log). */
export const companyModule: ApiModule = {
  name: 'company',
  async register(api, { db }) {
    // activity log
    const activityDeps: ActivityDeps = { db };
    await api.register(activityRoutes, { deps: activityDeps });
  },
};
