import type { PDFFont } from 'pdf-lib';
import { loadPdfLib, PDF_INK as INK, PDF_MUTED as MUTED } from '../../platform/pdf/pdf-lib';
import { INVOICE_STATUS_LABELS, type InvoiceStatus, moneyWithCode, TOTAL_SLUG } from '@portal/api-schema';
import type { InvoiceRow } from './tables';

export interface InvoicePdfInput {
  invoice: InvoiceRow;
  vendorName: string;
  companyName: string;
}

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;

export function statusLabel(status: InvoiceStatus): string {
  return INVOICE_STATUS_LABELS[status];
}

/**
 * The standard PDF fonts can only draw WinAnsi (Latin-1) characters; anything else, such as a
 * vendor name in another script, is shown as '?' instead of failing the whole document.
 */
function drawable(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/gu, '?');
}

/** The invoice as a one-page A4 PDF: number, parties, dates, status and its totals with the total in bold. */
export async function renderInvoicePdf({ invoice, vendorName, companyName }: InvoicePdfInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const document = await PDFDocument.create();
  document.setTitle(`Invoice ${drawable(invoice.number)}`);
  document.setSubject(`Invoice from ${drawable(vendorName)} to ${drawable(companyName)}`);
  document.setCreationDate(invoice.createdAt);
  const page = document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);

  let y = PAGE_HEIGHT - MARGIN;
  const text = (value: string, x: number, size: number, font: PDFFont = regular, color = INK) =>
    page.drawText(drawable(value), { x, y, size, font, color });
  const rightAligned = (value: string, size: number, font: PDFFont = regular) =>
    text(value, PAGE_WIDTH - MARGIN - font.widthOfTextAtSize(drawable(value), size), size, font);

  text('Invoice', MARGIN, 24, bold);
  rightAligned(invoice.number, 14, bold);
  y -= 40;

  const facts: Array<[string, string]> = [
    ['From', vendorName],
    ['Billed to', companyName],
    ['Issued on', invoice.issuedOn],
    ['Due on', invoice.dueOn],
    ...(invoice.periodStart && invoice.periodEnd
      ? ([['Period', `${invoice.periodStart} to ${invoice.periodEnd}`]] as Array<[string, string]>)
      : []),
    ['Status', statusLabel(invoice.status)],
  ];
  for (const [label, value] of facts) {
    text(label, MARGIN, 10, regular, MUTED);
    text(value, MARGIN + 90, 11);
    y -= 18;
  }

  if (invoice.description) {
    y -= 10;
    for (const line of wrap(invoice.description, regular, 11, PAGE_WIDTH - 2 * MARGIN).slice(0, 12)) {
      text(line, MARGIN, 11);
      y -= 15;
    }
  }

  y -= 20;
  page.drawLine({ start: { x: MARGIN, y: y + 12 }, end: { x: PAGE_WIDTH - MARGIN, y: y + 12 }, thickness: 0.5, color: MUTED });
  for (const line of invoice.totals) {
    const isTotal = line.slug === TOTAL_SLUG;
    const font = isTotal ? bold : regular;
    const size = isTotal ? 13 : 11;
    if (isTotal) y -= 4;
    text(line.label, MARGIN, size, font);
    rightAligned(moneyWithCode(line.added_value, line.currency), size, font);
    y -= isTotal ? 22 : 18;
  }

  return document.save();
}

function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split(/\r?\n/)) {
    let line = '';
    for (const word of drawable(paragraph).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}
