import type { MemberInvoice } from '@portal/api-schema';
import { invoices, type InvoiceRow } from '../billing/tables';

/** What the contract and team member pages read of an invoice billed under a contract. */
export const billedInvoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  status: invoices.status,
  currency: invoices.currency,
  totalMinor: invoices.totalMinor,
  issuedOn: invoices.issuedOn,
  billedMinutes: invoices.billedMinutes,
};

type BilledInvoiceRow = Pick<InvoiceRow, keyof typeof billedInvoiceColumns>;

/** An invoice billed under a contract as both pages show it; each adds what only it lists. */
export function billedInvoiceOf(row: BilledInvoiceRow): Omit<MemberInvoice, 'contract'> {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    total: { currency: row.currency, added_value: row.totalMinor },
    issued_on: row.issuedOn,
    billed_minutes: row.billedMinutes,
  };
}
