import type { SessionCache } from '../../platform/access/session-cache';
import type { Database } from '../../platform/database/database';
import type { ConnectionFigureRegistry } from './connection-figures';

/**
 * What the operations of the company module work with, built once in index.ts from the
 * platform's services.
 */
export interface CompanyDeps {
  db: Database;
  /** The signed-in user carries the company's name: forgotten after a rename so that it shows at once. */
  sessionCache: SessionCache;
  /** A connection's contracts and open invoices, counted by the modules that own them. */
  connectionFigures: Pick<ConnectionFigureRegistry, 'list'>;
}

declare module '../../platform/audit/audit-log' {
  interface AuditActions {
    /** The company's information or business details changed; metadata names the section and the fields. */
    'company.updated': true;
    /** The company's logo was uploaded, replaced or removed. */
    'company.logo_changed': true;
    /** The company ended its connection with a vendor. */
    'connection.ended': true;
  }
}
