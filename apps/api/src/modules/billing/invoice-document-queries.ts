import { asc, eq } from 'drizzle-orm';
import type { InvoiceLineItem, InvoiceParty } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { companyBillingAddressLines } from '../company-users';
import { companies, companyProfiles, vendors } from '../company-users/tables';
import { contracts } from '../team-contracts/tables';
import { effectiveInvoiceReferences, type InvoiceReferences } from './invoice-references';
import { invoiceLineItems, type InvoiceRow } from './tables';

// What makes an invoice a business document, read once for its page and its PDF: the lines it
// bills, who issues it and who it bills (names, addresses, tax ids), the contract it bills and the
// PO number and cost centre that apply.

export interface InvoiceDocumentParts {
  lineItems: InvoiceLineItem[];
  issuer: InvoiceParty;
  billTo: InvoiceParty;
  contract: { id: string; number: string; title: string } | null;
  references: InvoiceReferences;
}

/** The lines of a vendor's free-text address, the blank ones left out. */
function textLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export async function invoiceDocumentParts(db: Database, invoice: InvoiceRow): Promise<InvoiceDocumentParts> {
  const [lines, [vendor], [company], [contract]] = await Promise.all([
    db.select().from(invoiceLineItems).where(eq(invoiceLineItems.invoiceId, invoice.id)).orderBy(asc(invoiceLineItems.position)),
    db
      .select({ name: vendors.name, legalName: vendors.legalName, address: vendors.address, taxId: vendors.taxId })
      .from(vendors)
      .where(eq(vendors.id, invoice.vendorId)),
    db
      .select({ name: companies.name, profile: companyProfiles })
      .from(companies)
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
      .where(eq(companies.id, invoice.companyId)),
    invoice.contractId
      ? db
          .select({ id: contracts.id, number: contracts.number, title: contracts.roleTitle })
          .from(contracts)
          .where(eq(contracts.id, invoice.contractId))
      : Promise.resolve([]),
  ]);
  const profile = company?.profile ?? null;
  const money = (added_value: number) => ({ currency: invoice.currency, added_value });
  return {
    lineItems: lines.map((line) => ({
      id: line.id,
      description: line.description,
      developer_name: line.developerName,
      period_start: line.periodStart,
      period_end: line.periodEnd,
      unit: line.unit,
      quantity_milli: line.quantityMilli,
      rate: money(line.rateMinor),
      amount: money(line.amountMinor),
    })),
    issuer: {
      name: vendor?.legalName.trim() || vendor?.name || '',
      address_lines: textLines(vendor?.address ?? ''),
      tax_id: vendor?.taxId.trim() ?? '',
    },
    billTo: {
      name: profile?.legalName.trim() || company?.name || '',
      address_lines: companyBillingAddressLines(profile),
      tax_id: profile?.taxId.trim() ?? '',
    },
    contract: contract ? { id: contract.id, number: contract.number, title: contract.title } : null,
    references: effectiveInvoiceReferences(invoice, {
      poNumber: profile?.defaultPoNumber ?? '',
      costCentre: profile?.defaultCostCentre ?? '',
    }),
  };
}
