import { describe, expect, test } from '@jest/globals';
import type { InvoiceSummary } from '@portal/api-schema';
import { invoicesCsvFileName, invoicesCsvStream } from './invoice-csv';

async function* summaries(values: InvoiceSummary[]) {
  for (const value of values) yield value;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let result = '';
  for await (const chunk of stream) result += String(chunk);
  return result;
}

describe('invoicesCsvStream', () => {
  test('writes a header and one quoted-where-needed line per invoice', async () => {
    const csv = await text(
      invoicesCsvStream(
        summaries([
          {
            id: '0b7d6a4e-5d1f-4c1e-9a43-3a0000000001',
            number: 'INV-1',
            vendor: { id: '0b7d6a4e-5d1f-4c1e-9a43-3c0000000001', name: 'Smith, "Jones"\nand Co' },
            status: 'open',
            issued_on: '2026-11-01',
            due_on: '2026-12-01',
            total: { currency: 'EUR', added_value: 100_050 },
            payment_on_its_way: false,
            po_number: 'PO 7/A',
            cost_centre: '',
          },
        ]),
      ),
    );
    expect(csv).toBe(
      '\uFEFFNumber,Vendor,Status,Issued on,Due on,Amount,Currency,PO number,Cost centre\r\nINV-1,"Smith, ""Jones""\nand Co",open,2026-11-01,2026-12-01,1000.50,EUR,PO 7/A,\r\n',
    );
  });

  test('an empty list is the header alone', async () => {
    expect(await text(invoicesCsvStream(summaries([])))).toBe(
      '\uFEFFNumber,Vendor,Status,Issued on,Due on,Amount,Currency,PO number,Cost centre\r\n',
    );
  });
});

test('the file name carries the date', () => {
  expect(invoicesCsvFileName(new Date('2026-11-23T10:00:00Z'))).toBe('invoices-2026-11-23.csv');
});
