import type { ApiModule } from '../../platform/api-module';
import type { CompanyDeps } from './company-deps';
import { companyRoutes } from './company.routes';

export { billingContactsOf } from './billing-contacts';
export { DEMO_COMPANY, seedCompanyDemoData } from './demo-data';

/** My Company: the company's information, business details, logo and its vendor connections. */
export const companyModule: ApiModule = {
  name: 'company',
  async register(api, { db, sessionCache }) {
    const deps: CompanyDeps = { db, sessionCache };
    await api.register(companyRoutes, { deps });
  },
};
