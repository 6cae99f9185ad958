import type { Config } from '../../config';
import type { SessionCache } from '../../platform/access/session-cache';
import type { SessionAnnouncer } from '../../platform/access/session-revocation';
import type { Database } from '../../platform/database/database';
import type { AttemptLimiter } from '../../platform/rate-limit/rate-limit';
import type { AuthOperations } from './auth-operations';

/** E-mails an operation sends on someone's behalf, counted before each is queued (rules in config.rateLimits). */
interface UsersLimits {
  /** Reset links sent to one user by account editors. */
  resetLinkPerUser: AttemptLimiter;
  /** Reset links one account editor sends. */
  resetLinkPerActor: AttemptLimiter;
  /** Confirmation links for new e-mail addresses of one user. */
  emailChangePerUser: AttemptLimiter;
}

/** What the operations of the users module work with; built once in index.ts. */
export interface UsersDeps {
  db: Database;
  /** Forgets a user whose session data an operation changed, so that it is seen at once. */
  sessionCache: SessionCache;
  /**
   * Tells every process, at the commit of a change of a user's roles, names, address or state, to
   * forget that user's cached sessions: their next request, wherever it lands, sees the change.
   */
  revocation: SessionAnnouncer;
  config: Pick<Config, 'publicUrl'>;
  /** Enabling and disabling a user ends or allows their sessions, and reset links are auth's. */
  auth: Pick<AuthOperations, 'changeUserEnabled' | 'issuePasswordResetLink' | 'sentPasswordResetLinkRecently'>;
  limits: UsersLimits;
}

declare module '../../platform/audit/audit-log' {
  interface AuditActions {
    'user.consent_reconfirmed': true;
    'user.activated': true;
    'user.updated': true;
    'user.roles_changed': true;
    'user.email_change_requested': true;
    'user.email_change_cancelled': true;
    'user.email_changed': true;
    'user.password_reset_link_sent': true;
  }
}
