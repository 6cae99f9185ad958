import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { talents } from '../hiring/tables';
import { contracts } from '../team-contracts/tables';
import { hoursLines, linesTargetMinor } from './line-items';
import { invoiceLineItems, invoices } from './tables';

/** The last day an invoice may be billed to a contract: a month after it ended. */
function monthAfter(endsOn: string): string {
  const date = new Date(`${endsOn}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 31);
  return date.toISOString().slice(0, 10);
}

/**
 * Bills the company's invoices to its contracts: each invoice to the contract of its vendor that
 * ran when it was issued, its lines then the developer's hours for the invoice's period at the
 * contract's rate (whole quarter hours, what remains below one as expenses), adding up to its
 * subtotal as before. Runs after the contracts' demo data; an invoice already billed is left alone.
 */
export async function seedInvoiceContractsDemoData(db: Database, companyId: string): Promise<void> {
  const companyContracts = await db
    .select({
      id: contracts.id,
      vendorId: contracts.vendorId,
      currency: contracts.currency,
      startsOn: contracts.startsOn,
      endsOn: contracts.endsOn,
      rateMinor: contracts.rateMinor,
      roleTitle: contracts.roleTitle,
      talentFirstName: talents.firstName,
      talentLastName: talents.lastName,
    })
    .from(contracts)
    .leftJoin(talents, eq(talents.id, contracts.talentId))
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.status, ['active', 'notice_given', 'ended'])))
    .orderBy(asc(contracts.number));
  const companyInvoices = await db
    .select({
      id: invoices.id,
      vendorId: invoices.vendorId,
      issuedOn: invoices.issuedOn,
      currency: invoices.currency,
      totals: invoices.totals,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
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
    const subtotalMinor = linesTargetMinor(invoice.totals) ?? 0;
    const developerName = contract.talentFirstName ? `${contract.talentFirstName} ${contract.talentLastName ?? ''}`.trim() : 'Developer';
    const lines = hoursLines(subtotalMinor, {
      developerName,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      rateMinor: contract.rateMinor,
      description: contract.roleTitle || 'Development services',
    });
    const billedMilli = lines.filter((line) => line.unit === 'hour').reduce((sum, line) => sum + line.quantityMilli, 0);
    await db
      .update(invoices)
      .set({ contractId: contract.id, billedMinutes: billedMilli > 0 ? Math.round((billedMilli * 60) / 1000) : null })
      .where(eq(invoices.id, invoice.id));
    await db.delete(invoiceLineItems).where(eq(invoiceLineItems.invoiceId, invoice.id));
    await db.insert(invoiceLineItems).values(lines.map((line, index) => ({ ...line, invoiceId: invoice.id, position: index + 1 })));
  }
}
