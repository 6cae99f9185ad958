import type { InvoiceStatus } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';

/** What the contract and team member pages read of an invoice billed under a contract. */
export interface BilledInvoice {
  id: string;
  number: string;
  status: InvoiceStatus;
  currency: string;
  totalMinor: number;
  issuedOn: string;
  dueOn: string;
  /** Its hour lines (all under its contract), in minutes; null when it has none. */
  billedMinutes: number | null;
  contractId: string;
}

/** Which invoices: the company's own (an invoice is shown only to the company it bills), billed under these contracts. */
export interface BilledUnder {
  companyId: string;
  contractIds: string[];
}

/** An invoice cancelled, or refunded in full, is still listed, but bills nothing any more. */
export const NOT_BILLING_STATUSES = ['cancelled', 'refunded_full'] as const satisfies readonly InvoiceStatus[];

export function countsAsBilled(status: InvoiceStatus): boolean {
  return !(NOT_BILLING_STATUSES as readonly InvoiceStatus[]).includes(status);
}

/**
 * What team-contracts reads of billing's invoices, which billing owns: handed in by
 * modules/index.ts, so that this module imports nothing of billing's.
 */
export interface ContractInvoices {
  /** The invoices, newest first (by issue day, then number), at most `limit` of them when given. */
  billedUnder(db: Database, which: BilledUnder & { limit?: number }): Promise<BilledInvoice[]>;
  countBilledUnder(db: Database, which: BilledUnder): Promise<number>;
  /** The minutes of the invoices' hour lines, of those that still bill them (countsAsBilled). */
  billedMinutes(db: Database, which: BilledUnder): Promise<number>;
}
