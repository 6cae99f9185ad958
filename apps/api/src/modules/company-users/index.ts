import type { ApiModule, PlatformServices } from '../../platform/api-module';
import { activityRoutes } from './activity.routes';
import type { ActivitySubjectRegistry } from './activity-subject-registry';
import type { AuthOperations } from './auth-operations';
import type { ActivityDeps } from './company-activity-deps';
import type { CompanyDeps } from './company-deps';
import { companyRoutes } from './company.routes';
import { deleteDeadEmailChanges } from './company-user-queries';
import type { ConnectionFigureRegistry } from './connection-figures';
import { invitationsExpiring } from './invitation-actions';
import type { InvitationsDeps } from './invitations-deps';
import { invitationsRoutes } from './invitations.routes';
import type { UsersDeps } from './users-deps';
import { usersRoutes } from './users.routes';

export { activateSandboxUser, activationMessage } from './activate-sandbox-user';
export { currentUserColumns, companyJoin, customerManagerJoin, knownRoles, loadCurrentUser, toCurrentUser } from './user-queries';
export { enabledEditorIds, findCompanyUser, lockCompany, lockForActor } from './company-user-queries';
export { managementRefusal, refuseIf } from './user-update-rules';
export {
  createCompanyOfUser,
  findUserId,
  insertSandboxUser,
  recordSignIn,
  replacePasswordHash,
  resetPasswordHash,
  writeUserEnabled,
} from './account-writes';
export { billingContactsOf } from './billing-contacts';
// What a file is by its first bytes (the logo's check), which billing's dispute attachments share.
export { sniffImageType } from './logo-image';
export { createVendor } from './vendor-queries';
export { companyBillingAddressLines, postalAddressLines } from './postal-address';
export { createActivitySubjectRegistry, type ActivitySubjectRegistry, type SubjectLabelLookup } from './activity-subject-registry';
export {
  createConnectionFigureRegistry,
  type ConnectionFigureRegistry,
  type ConnectionFigureSource,
  type ConnectionFigures,
} from './connection-figures';
export type { AuthOperations } from './auth-operations';
export { DEMO_IDS, DEMO_MANAGER_PHOTO, DEMO_PASSWORD, DEMO_USERS, hasAnyCompany, missingDemoUsers, seedUsersDemoData } from './demo-data';
export { DEMO_VENDORS, seedVendorsDemoData } from './vendor-demo-data';
export { seedInvitationsDemoData } from './demo-invitations';
export { seedCompanyDemoData } from './company-demo-data';
export { seedActivityDemoData } from './activity-demo-data';

/**
 * What the module is handed besides the platform's pieces (modules/index.ts builds them): auth's
 * operations on sessions and passwords, and the registries through which the modules that own the
 * activity log's subjects and a vendor connection's figures lend them.
 */
export type CompanyUsersServices = PlatformServices & {
  auth: AuthOperations;
  activitySubjects: ActivitySubjectRegistry;
  connectionFigures: ConnectionFigureRegistry;
};

/**
 * The companies and their users: who is signed in, the company's users and invitations, agreeing
 * to the terms, activation; the company's information, business details, logo and vendor
 * connections, and its activity log.
 */
export const companyUsersModule: ApiModule<CompanyUsersServices> = {
  name: 'company-users',
  async register(api, services) {
    const { db, config, passwords, rateLimits, sessionCache, sessionRevocation, actionSources, auth } = services;
    const rules = config.rateLimits;
    const deps: UsersDeps = {
      db,
      sessionCache,
      revocation: sessionRevocation,
      config,
      auth,
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
      auth,
      limits: {
        sendsPerCompany: rateLimits.limiter('invitations-company', rules.invitationsPerCompany),
        sendsPerAddress: rateLimits.limiter('invitations-address', rules.invitationsPerAddress),
        linksPerAddress: rateLimits.limiter('invitation-links-address', rules.invitationLinksPerAddress),
      },
    };
    await api.register(invitationsRoutes, { deps: invitationDeps });
    actionSources.register(invitationsExpiring(invitationDeps));
    // My Company: the company's details and its vendor connections, with the figures other modules count of them.
    const companyDeps: CompanyDeps = { db, sessionCache, connectionFigures: services.connectionFigures };
    await api.register(companyRoutes, { deps: companyDeps });
    // The activity log, its subjects named by the modules that own them.
    const activityDeps: ActivityDeps = { db, subjectLabels: services.activitySubjects };
    await api.register(activityRoutes, { deps: activityDeps });
  },
  housekeeping: deleteDeadEmailChanges,
};
