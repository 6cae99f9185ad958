import type { Database } from '../../platform/database/database';

/**
 * What the operations of the contracts module work with, built once in index.ts from the
 * platform's services (add the configuration, limiters or a provider here as operations need
 * them). Its audit actions join the platform's list by declaration merging:
 * `declare module '../../platform/audit/audit-log' { interface AuditActions { 'contracts.thing_done': true } }`.
 */
export interface ContractsDeps {
  db: Database;
}
