import type { Readable } from 'node:stream';
import { type InvoiceSummary, minorToDecimal } from '@portal/api-schema';
import { csvStream, neutralizeFormula } from '../../platform/http/csv';

/** The most rows one export carries; a bigger list is cut there (filters narrow it). */
export const INVOICE_CSV_MAX_ROWS = 50_000;

const INVOICE_CSV_COLUMNS = [
  'Number',
  'Vendor',
  'Status',
  'Issued on',
  'Due on',
  'Amount',
  'Currency',
  'PO number',
  'Cost centre',
] as const;

function csvRecord(invoice: InvoiceSummary): string[] {
  return [
    neutralizeFormula(invoice.number),
    neutralizeFormula(invoice.vendor.name),
    invoice.status,
    invoice.issued_on,
    invoice.due_on,
    minorToDecimal(invoice.total.added_value, invoice.total.currency),
    invoice.total.currency,
    // The references' own rule already refuses a leading =, +, - or @; neutralized all the same, as every free text is.
    neutralizeFormula(invoice.po_number),
    neutralizeFormula(invoice.cost_centre),
  ];
}

/** The invoices as CSV (UTF-8 with BOM, RFC 4180 quoting, CRLF line ends), streamed as they are read. */
export function invoicesCsvStream(rows: AsyncIterable<InvoiceSummary>): Readable {
  return csvStream(
    INVOICE_CSV_COLUMNS,
    (async function* () {
      for await (const invoice of rows) yield csvRecord(invoice);
    })(),
  );
}

/** 'invoices-2026-11-23.csv' */
export function invoicesCsvFileName(today: Date): string {
  return `invoices-${today.toISOString().slice(0, 10)}.csv`;
}
