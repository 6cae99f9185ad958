/** The purchase order and cost centre an invoice is booked to. */
export interface InvoiceReferences {
  poNumber: string;
  costCentre: string;
}

/**
 * The PO number and cost centre that apply to an invoice: each its own when set, else the
 * company's default (Business tab); an empty string when neither is set. The invoice's page, its
 * PDF and the list's filters all apply this one rule.
 */
export function effectiveInvoiceReferences(
  invoice: InvoiceReferences,
  companyDefaults: { defaultPoNumber: string; defaultCostCentre: string } | null,
): InvoiceReferences {
  return {
    poNumber: invoice.poNumber.trim() || companyDefaults?.defaultPoNumber.trim() || '',
    costCentre: invoice.costCentre.trim() || companyDefaults?.defaultCostCentre.trim() || '',
  };
}
