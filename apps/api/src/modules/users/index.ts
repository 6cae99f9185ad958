import type { ApiModule } from '../../platform/api-module';
import { deleteDeadEmailChanges } from './company-user-queries';
import { invitationsExpiring } from './invitation-actions';
import type { InvitationsDeps } from './invitations-deps';
import { invitationsRoutes } from './invitations.routes';
import type { UsersDeps } from './users-deps';
import { usersRoutes } from './users.routes';

export { activateSandboxUser, activationMessage, type ActivationResult } from './activate-sandbox-user';
export { currentUserColumns, companyJoin, customerManagerJoin, knownRoles, loadCurrentUser, toCurrentUser } from './user-queries';
export { enabledEditorIds, findCompanyUser, lockCompany, lockForActor } from './company-user-queries';
export { managementRefusal, refuseIf } from './user-update-rules';
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

/** Users and their companies: who is signed in, the company's users and invitations, agreeing to the terms, activation. */
export const usersModule: ApiModule = {
  name: 'users',
  async register(api, { db, config, passwords, rateLimits, sessionCache, sessionRevocation, actionSources }) {
    const rules = config.rateLimits;
    const deps: UsersDeps = {
      db,
      sessionCache,
      revocation: sessionRevocation,
      config,
      limits: {
        // The same bounds as the forgotten-password form: each of these sends e-mail on someone's behalf.
        resetLinkPerUser: rateLimits.limiter('reset-link-user', rules.forgotPasswordPerAccount),
        resetLinkPerActor: rateLimits.limiter('reset-link-actor', rules.forgotPasswordPerAddress),
        emailChangePerUser: rateLimits.limiter('email-change-user', rules.forgotPasswordPerAccount),
      },
    };
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
    actionSources.register(invitationsExpiring(invitationDeps));
  },
  housekeeping: deleteDeadEmailChanges,
};
