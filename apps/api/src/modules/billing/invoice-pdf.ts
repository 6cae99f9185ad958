import {
  INVOICE_STATUS_LABELS,
  type InvoiceLineItem,
  type InvoiceParty,
  type InvoiceStatus,
  lineItemQuantity,
  moneyWithCode,
  TOTAL_SLUG,
} from '@portal/api-schema';
import { CONTENT_WIDTH, DocumentWriter, embedFonts, MARGIN, type TableColumn } from '../../platform/pdf/document-writer';
import { loadPdfLib, PDF_MUTED as MUTED } from '../../platform/pdf/pdf-lib';
import type { InvoiceDocumentParts } from './invoice-document-queries';
import type { InvoiceRow } from './tables';

export interface InvoicePdfInput {
  invoice: InvoiceRow;
  /** The names the portal shows, for the document's subject. */
  vendorName: string;
  companyName: string;
  parts: InvoiceDocumentParts;
}

export function statusLabel(status: InvoiceStatus): string {
  return INVOICE_STATUS_LABELS[status];
}

/** The lines of a party's block: its name, address and tax id. */
function partyLines(party: InvoiceParty): string[] {
  return [party.name, ...party.address_lines, ...(party.tax_id ? [`Tax ID: ${party.tax_id}`] : [])];
}

function periodText(start: string | null, end: string | null): string {
  if (start && end) return `${start} to ${end}`;
  return start ?? end ?? '';
}

const LINE_COLUMNS: TableColumn[] = [
  { header: 'Developer / item', width: CONTENT_WIDTH - 66 - 68 - 82 - 82 },
  { header: 'Period', width: 66 },
  { header: 'Hours / qty', width: 68, align: 'right' },
  { header: 'Rate', width: 82, align: 'right' },
  { header: 'Amount', width: 82, align: 'right' },
];

function lineRow(line: InvoiceLineItem): string[] {
  return [
    line.developer_name ? `${line.developer_name}\n${line.description}` : line.description,
    // One date a line: the column stays narrow and the description wide.
    line.period_start && line.period_end ? `${line.period_start} to\n${line.period_end}` : (line.period_start ?? line.period_end ?? ''),
    lineItemQuantity(line.quantity_milli, line.unit),
    `${moneyWithCode(line.rate.added_value, line.rate.currency)}${line.unit === 'hour' ? '/h' : ''}`,
    moneyWithCode(line.amount.added_value, line.amount.currency),
  ];
}

/**
 * The invoice as an A4 business document: who issues it and whom it bills (addresses and tax
 * ids), its number, dates, PO number, cost centre and contract, its lines (continuing on further
 * pages under a repeated header), the totals they add up to, and its status; each page numbered.
 */
export async function renderInvoicePdf({ invoice, vendorName, companyName, parts }: InvoicePdfInput): Promise<Uint8Array> {
  const { PDFDocument } = await loadPdfLib();
  const document = await PDFDocument.create();
  document.setTitle(`Invoice ${invoice.number}`);
  document.setSubject(`Invoice from ${vendorName} to ${companyName}`);
  // Copied: pdf-lib checks `instanceof Date`, which a date made in another realm (a test's) fails.
  document.setCreationDate(new Date(invoice.createdAt.getTime()));
  const writer = new DocumentWriter(document, await embedFonts(document));

  writer.text('Invoice', { font: 'bold', size: 22, leading: 1.2 });
  writer.rightAligned(invoice.number, { font: 'bold', size: 14 });
  writer.text(`Status: ${statusLabel(invoice.status)}`, { size: 11, color: MUTED });
  writer.rule();

  writer.blocks([
    { title: 'From', lines: partyLines(parts.issuer) },
    { title: 'Bill to', lines: partyLines(parts.billTo) },
  ]);
  writer.gap(8);
  writer.rule();

  writer.fact('Invoice number', invoice.number);
  writer.fact('Issued on', invoice.issuedOn);
  writer.fact('Due on', invoice.dueOn);
  const period = periodText(invoice.periodStart, invoice.periodEnd);
  if (period) writer.fact('Period', period);
  writer.fact('PO number', parts.references.poNumber || 'None');
  writer.fact('Cost centre', parts.references.costCentre || 'None');
  if (parts.contract) writer.fact('Contract', [parts.contract.number, parts.contract.title].filter(Boolean).join(': '));
  writer.fact('Status', statusLabel(invoice.status));
  if (invoice.paidAt) writer.fact('Paid on', invoice.paidAt.toISOString().slice(0, 10));
  if (invoice.description) {
    writer.gap(4);
    writer.text(invoice.description);
  }

  writer.heading('Line items', 12);
  writer.table(LINE_COLUMNS, parts.lineItems.map(lineRow));

  writer.gap(6);
  const labelX = MARGIN + CONTENT_WIDTH / 2;
  for (const entry of invoice.totals) {
    const isTotal = entry.slug === TOTAL_SLUG;
    const style = isTotal ? ({ font: 'bold', size: 12 } as const) : ({ size: 10.5 } as const);
    if (isTotal) writer.gap(4);
    writer.text(entry.label, style, labelX, CONTENT_WIDTH / 2 - 120);
    writer.rightAligned(moneyWithCode(entry.added_value, entry.currency), style);
  }

  writer.footers(
    () => `Invoice ${invoice.number} - ${parts.issuer.name}`,
    (page, pages) => `Page ${page} of ${pages}`,
  );
  return document.save();
}
