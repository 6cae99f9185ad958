import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { contracts } from '../team-contracts/tables';
import { invoices } from './tables';

/** The last day an invoice may be billed to a contract: a month after it ended. */
function monthAfter(endsOn: string): string {
  const date = new Date(`${endsOn}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 31);
  return date.toISOString().slice(0, 10);
}

/**
 * Bills the company's invoices to its contracts: each invoice to the contract of its vendor that
 * ran when it was issued, with the hours its amount pays for at the contract's rate. Runs after the
 * contracts' demo data; an invoice already billed is left alone.
 */
export async function seedInvoiceContractsDemoData(db: Database, companyId: string): Promise<void> {
  const companyContracts = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.status, ['active', 'notice_given', 'ended'])))
    .orderBy(asc(contracts.number));
  const companyInvoices = await db
    .select({
      id: invoices.id,
      vendorId: invoices.vendorId,
      issuedOn: invoices.issuedOn,
      currency: invoices.currency,
      totalMinor: invoices.totalMinor,
      contractId: invoices.contractId,
    })
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(asc(invoices.number));
  let turn = 0;
  for (const invoice of companyInvoices) {
    if (invoice.contractId) continue;
    const candidates = companyContracts.filter(
      (contract) =>
        contract.vendorId === invoice.vendorId &&
        contract.currency === invoice.currency &&
        contract.startsOn !== null &&
        contract.startsOn <= invoice.issuedOn &&
        (contract.endsOn === null || invoice.issuedOn <= monthAfter(contract.endsOn)),
    );
    if (candidates.length === 0) continue;
    const contract = candidates[turn++ % candidates.length]!;
    const billedMinutes = contract.rateMinor > 0 ? Math.round((invoice.totalMinor / contract.rateMinor) * 60) : null;
    await db.update(invoices).set({ contractId: contract.id, billedMinutes }).where(eq(invoices.id, invoice.id));
  }
}
