import type { SessionCache } from '../../platform/access/session-cache';
import type { Database } from '../../platform/database/database';

/** What the operations of the users module work with; built once in index.ts. */
export interface UsersDeps {
  db: Database;
  /** Forgets a user whose session data an operation changed, so that it is seen at once. */
  sessionCache: SessionCache;
}

declare module '../../platform/audit/audit-log' {
  interface AuditActions {
    'user.consent_reconfirmed': true;
    'user.activated': true;
  }
}
