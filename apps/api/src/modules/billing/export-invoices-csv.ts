import type { CompanyActor } from '../../platform/access/caller';
import type { Download } from '../../platform/http/downloads';
import type { BillingDeps } from './billing-deps';
import { INVOICE_CSV_MAX_ROWS, invoicesCsvFileName, invoicesCsvStream } from './invoice-csv';
import { allInvoices, invoiceFilters, type InvoiceListQuery } from './invoice-queries';

/** The filtered invoice list as a CSV file, every page of it up to INVOICE_CSV_MAX_ROWS, streamed as it is read. */
export function exportInvoicesCsv(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; query: InvoiceListQuery; today?: Date },
): Download {
  const filters = invoiceFilters(input.query);
  return {
    contentType: 'text/csv; charset=utf-8',
    fileName: invoicesCsvFileName(input.today ?? new Date()),
    body: invoicesCsvStream(allInvoices(deps.db, input.actor.companyId, filters, INVOICE_CSV_MAX_ROWS)),
  };
}
