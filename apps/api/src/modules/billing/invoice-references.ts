/** An invoice's PO number and cost centre, or a company's defaults of them; '' is none. */
export interface InvoiceReferences {
  poNumber: string;
  costCentre: string;
}

/** What applies to an invoice, and which of it came from the company's defaults. */
export interface EffectiveInvoiceReferences extends InvoiceReferences {
  fromCompanyDefault: { poNumber: boolean; costCentre: boolean };
}

/**
 * The PO number and cost centre an invoice is booked to: each its own value, else the company's
 * default (an invoice stores '' to follow the default, so a changed default reaches every invoice
 * that names none). The list's filters select by the same rule in SQL (`referenceMatches` of
 * invoice-queries.ts).
 */
export function effectiveInvoiceReferences(invoice: InvoiceReferences, companyDefaults: InvoiceReferences): EffectiveInvoiceReferences {
  const poFromDefault = invoice.poNumber === '' && companyDefaults.poNumber !== '';
  const costCentreFromDefault = invoice.costCentre === '' && companyDefaults.costCentre !== '';
  return {
    poNumber: poFromDefault ? companyDefaults.poNumber : invoice.poNumber,
    costCentre: costCentreFromDefault ? companyDefaults.costCentre : invoice.costCentre,
    fromCompanyDefault: { poNumber: poFromDefault, costCentre: costCentreFromDefault },
  };
}
