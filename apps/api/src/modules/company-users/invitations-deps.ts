import type { Config } from '../../config';
import type { PasswordHasher } from '../../platform/access/passwords';
import type { Database } from '../../platform/database/database';
import type { AttemptLimiter } from '../../platform/rate-limit/rate-limit';
import type { AuthOperations } from './auth-operations';

/** Attempts counted per company or per client address (rules in config.rateLimits). */
interface InvitationLimits {
  /** Invitation e-mails (new, resent) of one company. */
  sendsPerCompany: AttemptLimiter;
  /** Invitation e-mails (new, resent) from one client address. */
  sendsPerAddress: AttemptLimiter;
  /** Looks at and acceptances of invitation links from one client address. */
  linksPerAddress: AttemptLimiter;
}

/** What the invitation operations work with; built once in index.ts. */
export interface InvitationsDeps {
  db: Database;
  passwords: PasswordHasher;
  config: Pick<Config, 'publicUrl' | 'sessionTtlHours'>;
  /** An accepted invitation signs the new user in. */
  auth: Pick<AuthOperations, 'openSession'>;
  limits: InvitationLimits;
}

declare module '../../platform/audit/audit-log' {
  interface AuditActions {
    'invitation.created': true;
    'invitation.updated': true;
    'invitation.resent': true;
    'invitation.revoked': true;
    'invitation.accepted': true;
  }
}
