/** The most invoices one download of their PDFs (a ZIP) holds. */
export const INVOICE_PDFS_ZIP_MAX = 200;

/** The refusal of a download of more PDFs than one holds, telling how to get one. */
export function tooManyInvoicePdfsMessage(matching: number): string {
  return `These filters match ${matching.toLocaleString('en-US')} invoices; one download holds the PDFs of at most ${INVOICE_PDFS_ZIP_MAX}. Narrow the filters (a status, a vendor or fewer dates) and try again.`;
}
