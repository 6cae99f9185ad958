import type { FindCaller } from '../../platform/access/caller';
import type { ApiModule } from '../../platform/api-module';
import type { Database } from '../../platform/database/database';
import type { AuthDeps } from './auth-deps';
import { authRoutes } from './auth.routes';
import { deleteDeadPendingSignups } from './confirm-sign-up';
import { deleteDeadSessions, findActiveSessionByHash } from './session-queries';
import { deriveTwoFactorKeys } from './two-factor-crypto';
import { deleteDeadChallenges } from './two-factor-queries';
import { twoFactorRoutes } from './two-factor.routes';

export { changeUserEnabled, setUserEnabled, userEnabledMessage } from './set-user-enabled';
// What the company-users module takes through its deps (modules/index.ts hands them over).
export { issuePasswordResetLink, sentPasswordResetLinkRecently } from './password-reset-link';
/** Signs a user in: the invitations of company-users open the new user's first session with it. */
export { openSession } from './session-queries';

/** The access check's lookup of a session: sessions are this module's rows, joined with the users'. */
export function findCaller(db: Database): FindCaller {
  return (tokenHash) => findActiveSessionByHash(db, tokenHash);
}

/** Sessions and passwords: sign-in and out (with two-factor sign-in), sign-up, forgotten and changed passwords. */
export const authModule: ApiModule = {
  name: 'auth',
  async register(api, { db, config, passwords, rateLimits, sessionRevocation }) {
    const rules = config.rateLimits;
    const deps: AuthDeps = {
      db,
      passwords,
      revocation: sessionRevocation,
      config,
      limits: {
        loginPerAccountAndAddress: rateLimits.limiter('login-account-address', rules.loginPerAccountAndAddress),
        loginPerAccount: rateLimits.limiter('login-account', rules.loginPerAccount),
        loginSlowdown: rateLimits.limiter('login-slowdown', {
          points: 1,
          durationSeconds: rules.loginPerAccount.maxDelaySeconds,
        }),
        loginPerAddress: rateLimits.limiter('login-address', rules.loginPerAddress),
        forgotPasswordPerAccount: rateLimits.limiter('forgot-account', rules.forgotPasswordPerAccount),
        forgotPasswordPerAddress: rateLimits.limiter('forgot-address', rules.forgotPasswordPerAddress),
        // As many looks at reset links as requests for them.
        resetCheckPerAddress: rateLimits.limiter('reset-check-address', rules.forgotPasswordPerAddress),
        signupPerAddress: rateLimits.limiter('signup-address', rules.signupPerAddress),
        signupNoticePerAccount: rateLimits.limiter('signup-notice-account', rules.forgotPasswordPerAccount),
      },
      twoFactorKeys: deriveTwoFactorKeys(config.twoFactor.encryptionKey),
    };
    await api.register(authRoutes, { deps });
    await api.register(twoFactorRoutes, { deps });
  },
  async housekeeping(db) {
    return {
      sessions: await deleteDeadSessions(db),
      challenges: await deleteDeadChallenges(db),
      pendingSignups: await deleteDeadPendingSignups(db),
    };
  },
};
