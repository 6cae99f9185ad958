import type { ApiModule } from '../../platform/api-module';
import type { UsersDeps } from './users-deps';
import { usersRoutes } from './users.routes';
import type { InvitationsDeps } from './invitations-deps';
import { invitationsRoutes } from './invitations.routes';

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
export { DEMO_INVITATION_IDS, seedInvitationsDemoData } from './demo-invitations';

/** Users and their companies: who is signed in, the company's users, agreeing to the terms, activation. */
export const usersModule: ApiModule = {
  name: 'users',
  async register(api, { db, sessionCache, passwords, config, rateLimits }) {
    const deps: UsersDeps = { db, sessionCache };
    await api.register(usersRoutes, { deps });
    const invitationDeps: InvitationsDeps = {
      db,
      passwords,
      config,
      limits: {
        sendsPerCompany: rateLimits.limiter('invitations-company', config.rateLimits.invitationsPerCompany),
        sendsPerAddress: rateLimits.limiter('invitations-address', config.rateLimits.invitationsPerAddress),
        linksPerAddress: rateLimits.limiter('invitation-links-address', config.rateLimits.invitationLinksPerAddress),
      },
    };
    await api.register(invitationsRoutes, { deps: invitationDeps });
  },
};
