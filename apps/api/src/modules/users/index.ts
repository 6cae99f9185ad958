import type { ApiModule } from '../../platform/api-module';
import type { UsersDeps } from './users-deps';
import { usersRoutes } from './users.routes';

export { activateSandboxUser, activationMessage, type ActivationResult } from './activate-sandbox-user';
export { currentUserColumns, companyJoin, customerManagerJoin, loadCurrentUser, toCurrentUser } from './user-queries';
export {
  DEMO_IDS,
  DEMO_MANAGER_PHOTO,
  DEMO_PASSWORD,
  DEMO_USERS,
  hasAnyCompany,
  missingDemoUsers,
  seedUsersDemoData,
} from './demo-data';

/** Users and their companies: who is signed in, the company's users, agreeing to the terms, activation. */
export const usersModule: ApiModule = {
  name: 'users',
  async register(api, { db, sessionCache }) {
    const deps: UsersDeps = { db, sessionCache };
    await api.register(usersRoutes, { deps });
  },
};
