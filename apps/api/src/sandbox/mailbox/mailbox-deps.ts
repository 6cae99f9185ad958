import type { DevMailboxAccess } from '../../config';
import type { Database } from '../../platform/database/database';

export interface MailboxDeps {
  db: Database;
  /** `local`: only requests made on this machine see it; `open`: anyone (DEV_MAILBOX=open). */
  access: DevMailboxAccess;
}
