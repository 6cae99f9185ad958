import type { Database } from '../../platform/database/database';
import { invoiceDocumentParts } from './invoice-document-queries';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice } from './invoice-queries';

/** An invoice's PDF: the file's name and bytes. */
export interface InvoicePdfFile {
  fileName: string;
  bytes: Uint8Array;
}

/** One invoice of the company as a PDF file, or null when the company has no such invoice: the one way an invoice's PDF is made. */
export async function invoicePdfFile(db: Database, companyId: string, invoiceId: string): Promise<InvoicePdfFile | null> {
  const found = await findInvoice(db, companyId, invoiceId);
  if (!found) return null;
  const parts = await invoiceDocumentParts(db, found.invoice);
  return { fileName: `${found.invoice.number}.pdf`, bytes: await renderInvoicePdf({ ...found, parts }) };
}
