import type { MemberInvoice } from '@portal/api-schema';
import type { BilledInvoice } from './contract-invoices';

/** An invoice billed under a contract as both pages show it; each adds what only it lists. */
export function billedInvoiceOf(row: BilledInvoice): Omit<MemberInvoice, 'contract'> {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    total: { currency: row.currency, added_value: row.totalMinor },
    issued_on: row.issuedOn,
    billed_minutes: row.billedMinutes,
  };
}
