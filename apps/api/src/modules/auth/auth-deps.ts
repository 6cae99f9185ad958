import type { Config } from '../../config';
import type { PasswordHasher } from '../../platform/access/passwords';
import type { SessionAnnouncer } from '../../platform/access/session-revocation';
import type { Database } from '../../platform/database/database';
import type { AttemptLimiter } from '../../platform/rate-limit/rate-limit';
import type { TwoFactorKeys } from './two-factor-crypto';

/** Attempts counted per account or per client address (rules in config.rateLimits). */
interface AuthLimits {
  loginPerAccountAndAddress: AttemptLimiter;
  /** Failures per account, from every address: counted, never refused (see sign-in-attempts.ts). */
  loginPerAccount: AttemptLimiter;
  /** The wait of an address that failed on an account under attack, keyed by account and address. */
  loginSlowdown: AttemptLimiter;
  loginPerAddress: AttemptLimiter;
  forgotPasswordPerAccount: AttemptLimiter;
  forgotPasswordPerAddress: AttemptLimiter;
  /** Looks at a reset link (whether it still works) from one client address. */
  resetCheckPerAddress: AttemptLimiter;
  signupPerAddress: AttemptLimiter;
  /** The word to an address's owner that someone tried to sign up with it. */
  signupNoticePerAccount: AttemptLimiter;
}

/** What the operations of the auth module work with; built once in index.ts. */
export interface AuthDeps {
  db: Database;
  passwords: PasswordHasher;
  /** Ends what an operation revokes in every process's session cache, at the commit of the revocation. */
  revocation: SessionAnnouncer;
  config: Pick<Config, 'sessionTtlHours' | 'publicUrl' | 'rateLimits'>;
  limits: AuthLimits;
  /** Encrypt the TOTP secrets and key the recovery codes' hashes (from TWO_FACTOR_ENCRYPTION_KEY). */
  twoFactorKeys: TwoFactorKeys;
}

declare module '../../platform/audit/audit-log' {
  interface AuditActions {
    'auth.login': true;
    'auth.login_failed': true;
    'auth.logout': true;
    'auth.password_reset_requested': true;
    'auth.password_reset': true;
    'user.password_changed': true;
    'user.signed_up': true;
    'user.disabled': true;
    'user.enabled': true;
    // two-factor sign-in
    'two_factor.enabled': true;
    'two_factor.disabled': true;
    'two_factor.recovery_codes_regenerated': true;
    'two_factor.recovery_code_used': true;
    'two_factor.reset': true;
    'two_factor.policy_changed': true;
  }
}
