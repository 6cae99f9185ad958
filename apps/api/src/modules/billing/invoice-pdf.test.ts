import { expect, test } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import type { InvoiceRow } from './tables';
import { renderInvoicePdf, statusLabel } from './invoice-pdf';

const invoice: InvoiceRow = {
  id: '0b7d6a4e-5d1f-4c1e-9a43-3a0000000001',
  companyId: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a0001',
  vendorId: '0b7d6a4e-5d1f-4c1e-9a43-3c0000000001',
  number: 'INV-2026-0042',
  status: 'ach_verification_pending',
  currency: 'EUR',
  totalMinor: 124_950,
  totals: [
    { slug: 'subtotal', label: 'Subtotal', currency: 'EUR', added_value: 105_000 },
    { slug: 'tax', label: 'VAT (19%)', currency: 'EUR', added_value: 19_950 },
    { slug: 'total', label: 'Total', currency: 'EUR', added_value: 124_950 },
  ],
  issuedOn: '2026-11-01',
  dueOn: '2026-12-01',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  description: 'Line one of the work\nLine two, with a very long sentence that has to wrap '.repeat(4),
  contractId: null,
  billedMinutes: null,
  paymentMethods: [],
  paidAt: null,
  poNumber: '',
  costCentre: '',
  version: 0,
  createdAt: new Date('2026-11-01T09:00:00Z'),
  updatedAt: new Date('2026-11-01T09:00:00Z'),
};

test('renders a one-page PDF titled with the invoice number', async () => {
  const bytes = await renderInvoicePdf({ invoice, vendorName: 'Kestrel Labs', companyName: 'Acme Robotics' });
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const document = await PDFDocument.load(bytes);
  expect(document.getPageCount()).toBe(1);
  expect(document.getTitle()).toBe('Invoice INV-2026-0042');
  expect(document.getSubject()).toBe('Invoice from Kestrel Labs to Acme Robotics');
});

test('names the standard fonts cannot draw do not break the document', async () => {
  const bytes = await renderInvoicePdf({ invoice, vendorName: 'Ωmega 株式会社 🚀', companyName: 'Zürich Café GmbH' });
  const document = await PDFDocument.load(bytes);
  expect(document.getSubject()).toBe('Invoice from ?mega ???? ? to Zürich Café GmbH');
});

test('status labels read as words', () => {
  expect(statusLabel('ach_verification_pending')).toBe('ACH verification pending');
  expect(statusLabel('refunded_partial')).toBe('Partially refunded');
});
