import { INVOICE_PDFS_ZIP_MAX, tooManyInvoicePdfsMessage } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { Download } from '../../platform/http/downloads';
import { HttpError } from '../../platform/http/errors';
import { uniqueEntryNames, type ZipEntry, zipStream } from '../../platform/http/zip';
import type { BillingDeps } from './billing-deps';
import { invoicePdfFile } from './invoice-pdf-file';
import { allInvoices, countFilteredInvoices, invoiceFilters, type InvoiceListQuery } from './invoice-queries';

/**
 * The PDFs of the invoices the list's filters match, in the list's order, as one ZIP file. More
 * than INVOICE_PDFS_ZIP_MAX invoices is a 422 asking for narrower filters (before anything is
 * made); the archive is streamed, each PDF made when the one before has been sent.
 */
export async function exportInvoicePdfs(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; query: InvoiceListQuery; today?: Date },
): Promise<Download> {
  const filters = invoiceFilters(input.query);
  const { companyId } = input.actor;
  const matching = await countFilteredInvoices(deps.db, companyId, filters);
  if (matching > INVOICE_PDFS_ZIP_MAX) throw new HttpError(422, tooManyInvoicePdfsMessage(matching));
  const entryName = uniqueEntryNames();
  const entries = async function* (): AsyncGenerator<ZipEntry> {
    // Capped again: invoices issued since the count never make the archive bigger than promised.
    for await (const invoice of allInvoices(deps.db, companyId, filters, INVOICE_PDFS_ZIP_MAX)) {
      const file = await invoicePdfFile(deps.db, companyId, invoice.id);
      if (file) yield { name: entryName(file.fileName), bytes: file.bytes };
    }
  };
  return {
    contentType: 'application/zip',
    fileName: `invoices-${(input.today ?? new Date()).toISOString().slice(0, 10)}.zip`,
    body: zipStream(entries()),
  };
}
