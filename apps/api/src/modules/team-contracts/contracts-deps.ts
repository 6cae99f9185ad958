import type { Database } from '../../platform/database/database';
import type { ContractInvoices } from './contract-invoices';

/**
 * What the operations of the contracts module work with, built once in index.ts from the
 * platform's services (add the configuration, limiters or a provider here as operations need them).
 */
export interface ContractsDeps {
  db: Database;
  /** The invoices billed under the contracts, which billing owns and reads. */
  invoices: ContractInvoices;
}

/** What the timesheet operations work with: the database, and the portal's address for the links they e-mail. */
export type TimesheetDeps = Pick<ContractsDeps, 'db'> & { publicUrl: string };

declare module '../../platform/audit/audit-log' {
  interface AuditActions {
    'contract.created': true;
    'contract.signed': true;
    'contract.started': true;
    'contract.ended': true;
    'contract.extension_requested': true;
    'contract.end_requested': true;
    'contract.change_request_withdrawn': true;
    'contract.reminder_sent': true;
    'timesheet.submitted': true;
    'timesheet.resubmitted': true;
    'timesheet.queried': true;
    'timesheet.approved': true;
    'timesheet.auto_approved': true;
  }
}
