import type { ContractDetail, MemberInvoice } from '@portal/api-schema';
import { type BilledInvoice, countsAsBilled } from './contract-invoices';

/** An invoice billed under a contract as the contract page shows it. */
export function billedInvoiceOf(row: BilledInvoice): ContractDetail['invoices'][number] {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    total: { currency: row.currency, added_value: row.totalMinor },
    issued_on: row.issuedOn,
    due_on: row.dueOn,
    billed_minutes: row.billedMinutes,
  };
}

/** The same invoice on the team member page: with its contract, and whether its hours still count as billed. */
export function memberInvoiceOf(row: BilledInvoice, contractNumber: string): MemberInvoice {
  const { due_on: _dueOn, ...invoice } = billedInvoiceOf(row);
  return { ...invoice, counts_as_billed: countsAsBilled(row.status), contract: { id: row.contractId, number: contractNumber } };
}
