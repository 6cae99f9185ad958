import type { InvoiceDetail, InvoicePage, InvoicesWidget, InvoiceSummary, Vendor } from '@portal/api-schema';

export const NORTHWIND: Vendor = { id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Northwind Devs' };
export const CONTOSO: Vendor = { id: '7b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e', name: 'Contoso Engineering' };

export function makeInvoiceSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    number: 'INV-2026-0042',
    vendor: NORTHWIND,
    status: 'open',
    issued_on: '2026-10-01',
    due_on: '2026-10-31',
    total: { currency: 'USD', added_value: 123450 },
    payment_on_its_way: false,
    po_number: 'PO-2026-0415',
    cost_centre: '',
    ...overrides,
  };
}

export function makeInvoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    ...makeInvoiceSummary(),
    period_start: '2026-09-01',
    period_end: '2026-09-30',
    description: 'Development services, September',
    totals: [
      { slug: 'subtotal', label: 'Subtotal', currency: 'USD', added_value: 120000 },
      { slug: 'fee', label: 'Service fee', currency: 'USD', added_value: 3450 },
      { slug: 'total', label: 'Total', currency: 'USD', added_value: 123450 },
    ],
    paid_at: null,
    can_pay: true,
    can_accept_delivery: false,
    pending_ach: null,
    cost_centre: 'CC-4100 Engineering',
    payment_on_its_way: null,
    line_items: [
      {
        id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
        description: 'Senior backend developer',
        developer_name: 'Ada Lovelace',
        period_start: '2026-09-01',
        period_end: '2026-09-30',
        unit: 'hour',
        quantity_milli: 140_500,
        rate: { currency: 'USD', added_value: 8_000 },
        amount: { currency: 'USD', added_value: 112_400 },
      },
      {
        id: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
        description: 'Cloud hosting',
        developer_name: null,
        period_start: null,
        period_end: null,
        unit: 'item',
        quantity_milli: 1_000,
        rate: { currency: 'USD', added_value: 7_600 },
        amount: { currency: 'USD', added_value: 7_600 },
      },
    ],
    issuer: {
      name: 'Northwind Devs LLC',
      address_lines: ['1201 Third Avenue', 'Seattle, WA 98101', 'United States'],
      tax_id: 'EIN 91-2234871',
    },
    bill_to: { name: 'Acme Robotics, Inc.', address_lines: ['PO Box 7731', '94120 San Francisco'], tax_id: '94-3187642' },
    contract: { id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', number: 'CTR-2026-0007', title: 'Senior backend developer' },
    references: {
      po_number: { value: 'PO-2026-0415', is_company_default: true, company_default: 'PO-2026-0415' },
      cost_centre: { value: 'CC-4100 Engineering', is_company_default: true, company_default: 'CC-4100 Engineering' },
    },
    ...overrides,
  };
}

export function makePage(items: InvoiceSummary[], next_cursor: string | null = null): InvoicePage {
  return { items, next_cursor };
}

export function makeWidget(overrides: Partial<InvoicesWidget> = {}): InvoicesWidget {
  return {
    outstanding: [
      { currency: 'USD', added_value: 123450 },
      { currency: 'EUR', added_value: 50000 },
    ],
    overdue_count: 2,
    next_due: makeInvoiceSummary(),
    ...overrides,
  };
}
