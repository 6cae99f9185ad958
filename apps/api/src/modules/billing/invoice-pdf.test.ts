import { expect, test } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import type { InvoiceLineItem } from '@portal/api-schema';
import { pdfPagesText } from '../../testing/pdf-text';
import type { InvoiceDocumentParts } from './invoice-document-queries';
import { lineItemProblems } from './line-items';
import type { InvoiceRow } from './tables';
import { renderInvoicePdf, statusLabel } from './invoice-pdf';

const invoice: InvoiceRow = {
  id: '0b7d6a4e-5d1f-4c1e-9a43-3a0000000001',
  companyId: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a0001',
  vendorId: '0b7d6a4e-5d1f-4c1e-9a43-3c0000000001',
  number: 'INV-2026-0042',
  status: 'ach_verification_pending',
  currency: 'EUR',
  totalMinor: 131_197,
  totals: [
    { slug: 'subtotal', label: 'Subtotal', currency: 'EUR', added_value: 105_000 },
    { slug: 'platform_fee', label: 'Platform fee (5%)', currency: 'EUR', added_value: 5_250 },
    { slug: 'tax', label: 'VAT (19%)', currency: 'EUR', added_value: 20_947 },
    { slug: 'total', label: 'Total', currency: 'EUR', added_value: 131_197 },
  ],
  issuedOn: '2026-11-01',
  dueOn: '2026-12-01',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  description: 'October work on the payments service',
  contractId: '0b7d6a4e-5d1f-4c1e-9a43-3f0000000007',
  billedMinutes: 720,
  paymentMethods: [],
  paidAt: null,
  poNumber: '',
  costCentre: 'CC-7 Platform',
  version: 0,
  createdAt: new Date('2026-11-01T09:00:00Z'),
  updatedAt: new Date('2026-11-01T09:00:00Z'),
};

const eur = (added_value: number) => ({ currency: 'EUR', added_value });

function line(overrides: Partial<InvoiceLineItem> & Pick<InvoiceLineItem, 'quantity_milli' | 'rate' | 'amount'>): InvoiceLineItem {
  return {
    id: '0b7d6a4e-5d1f-4c1e-9a43-3f0000000001',
    description: 'Backend developer',
    developer_name: 'Ada Lovelace',
    period_start: '2026-10-01',
    period_end: '2026-10-31',
    unit: 'hour',
    ...overrides,
  };
}

const parts: InvoiceDocumentParts = {
  lineItems: [
    line({ quantity_milli: 12_000, rate: eur(8_000), amount: eur(96_000) }),
    line({ description: 'Cloud hosting', developer_name: null, unit: 'item', quantity_milli: 1_000, rate: eur(9_000), amount: eur(9_000) }),
  ],
  issuer: { name: 'Kestrel Labs GmbH', address_lines: ['Torstrasse 140', '10119 Berlin', 'Germany'], tax_id: 'DE318447215' },
  billTo: { name: 'Acme Robotics, Inc.', address_lines: ['PO Box 7731', 'San Francisco', 'CA'], tax_id: '94-3187642' },
  contract: { id: '0b7d6a4e-5d1f-4c1e-9a43-3f0000000007', number: 'CTR-2026-0007', title: 'Senior backend developer' },
  references: { poNumber: 'PO-2026-0415', costCentre: 'CC-7 Platform' },
};

const asDrafts = (items: InvoiceLineItem[]) =>
  items.map((item) => ({
    description: item.description,
    developerName: item.developer_name,
    periodStart: item.period_start,
    periodEnd: item.period_end,
    unit: item.unit,
    quantityMilli: item.quantity_milli,
    rateMinor: item.rate.added_value,
    amountMinor: item.amount.added_value,
  }));

test('the PDF is a business document: parties with addresses and tax ids, references, lines, totals and status', async () => {
  expect(lineItemProblems(asDrafts(parts.lineItems), invoice.totals)).toEqual([]);
  const bytes = await renderInvoicePdf({ invoice, vendorName: 'Kestrel Labs', companyName: 'Acme Robotics', parts });
  const document = await PDFDocument.load(bytes);
  expect(document.getTitle()).toBe('Invoice INV-2026-0042');
  expect(document.getSubject()).toBe('Invoice from Kestrel Labs to Acme Robotics');
  const pages = await pdfPagesText(bytes);
  expect(pages).toHaveLength(1);
  const [text = ''] = pages;
  for (const expected of [
    'Invoice INV-2026-0042',
    'Status: ACH verification pending',
    'From Bill to',
    'Kestrel Labs GmbH Acme Robotics, Inc.',
    'Torstrasse 140 PO Box 7731',
    'Tax ID: DE318447215 Tax ID: 94-3187642',
    'Invoice number INV-2026-0042',
    'Issued on 2026-11-01',
    'Due on 2026-12-01',
    'Period 2026-10-01 to 2026-10-31',
    'PO number PO-2026-0415',
    'Cost centre CC-7 Platform',
    'Contract CTR-2026-0007: Senior backend developer',
    'Developer / item Period Hours / qty Rate Amount',
    'Ada Lovelace 2026-10-01 to 12 hours 80.00 EUR/h 960.00 EUR\nBackend developer 2026-10-31\n',
    'Cloud hosting 2026-10-01 to 1 item 90.00 EUR 90.00 EUR\n2026-10-31\n',
    'Subtotal 1,050.00 EUR',
    'Platform fee (5%) 52.50 EUR',
    'VAT (19%) 209.47 EUR',
    'Total 1,311.97 EUR',
    'Invoice INV-2026-0042 - Kestrel Labs GmbH Page 1 of 1',
  ]) {
    expect(text).toContain(expected);
  }
});

test('a long invoice continues on further pages with the header repeated, long descriptions wrapped, pages numbered', async () => {
  const many = Array.from({ length: 60 }, (_, index) =>
    line({
      description: `Sprint ${index + 1}: ${index % 7 === 0 ? 'a long description of the work that cannot fit on one line of the table and so wraps onto the next lines of its cell' : 'development'}`,
      quantity_milli: 1_000,
      rate: eur(1_750),
      amount: eur(1_750),
    }),
  );
  const totals = [
    { slug: 'subtotal', label: 'Subtotal', currency: 'EUR', added_value: 105_000 },
    { slug: 'total', label: 'Total', currency: 'EUR', added_value: 105_000 },
  ];
  expect(lineItemProblems(asDrafts(many), totals)).toEqual([]);
  const bytes = await renderInvoicePdf({
    invoice: { ...invoice, totals, totalMinor: 105_000 },
    vendorName: 'Kestrel Labs',
    companyName: 'Acme Robotics',
    parts: { ...parts, lineItems: many },
  });
  const pages = await pdfPagesText(bytes);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  pages.forEach((page, index) => {
    expect(page).toContain('Developer / item Period Hours / qty Rate Amount');
    expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
  });
  const all = pages.join('\n');
  for (let sprint = 1; sprint <= 60; sprint += 1) expect(all).toContain(`Sprint ${sprint}:`);
  // The long description is wrapped: its end is on a line of its own, and nothing is lost.
  expect(all).not.toMatch(/cannot fit on one line of the table and so wraps onto the next lines of its cell/);
  expect(all.match(/its cell/g)).toHaveLength(9);
  expect(all.match(/cannot fit on one line/g)).toHaveLength(9);
  expect(pages.at(-1)).toContain('Total 1,050.00 EUR');
  expect(pages[0]).not.toContain('Total 1,050.00 EUR');
});

test('a line longer than a page runs on across pages, none of its words lost', async () => {
  const words = Array.from({ length: 1_500 }, (_, index) => `w${index}`);
  const bytes = await renderInvoicePdf({
    invoice,
    vendorName: 'Kestrel Labs',
    companyName: 'Acme Robotics',
    parts: {
      ...parts,
      lineItems: [line({ description: words.join(' '), quantity_milli: 1_000, rate: eur(105_000), amount: eur(105_000) })],
    },
  });
  const pages = await pdfPagesText(bytes);
  expect(pages.length).toBeGreaterThanOrEqual(3);
  const found = new Set(pages.join(' ').split(/\s+/));
  expect(words.filter((word) => !found.has(word))).toEqual([]);
  expect(pages.every((page) => page.includes('Developer / item Period Hours / qty Rate Amount'))).toBe(true);
});

test('names the standard fonts cannot draw do not break the document', async () => {
  const bytes = await renderInvoicePdf({
    invoice,
    vendorName: 'Ωmega 株式会社 🚀',
    companyName: 'Zürich Café GmbH',
    parts: { ...parts, issuer: { name: 'Ωmega 株式会社', address_lines: ['Łódź'], tax_id: '' } },
  });
  const [text = ''] = await pdfPagesText(bytes);
  expect(text).toContain('?mega ????');
  expect(text).toContain('?ódz');
  expect(text).not.toContain('Tax ID: DE318447215');
});

test('status labels read as words', () => {
  expect(statusLabel('ach_verification_pending')).toBe('ACH verification pending');
  expect(statusLabel('refunded_partial')).toBe('Partially refunded');
});
