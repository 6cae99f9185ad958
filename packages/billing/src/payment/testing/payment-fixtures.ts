import type { AchMetadata, BankAccount, CardMetadata, InvoiceDetail, PaymentMethod } from '@portal/api-schema';

export const INVOICE: InvoiceDetail = {
  id: '7d8e9f00-1111-4222-8333-444455556666',
  number: 'INV-2026-0042',
  vendor: { id: '1a2b3c4d-1111-4222-8333-444455556666', name: 'Acme Devs' },
  status: 'open',
  issued_on: '2026-11-01',
  due_on: '2026-11-30',
  total: { currency: 'USD', added_value: 123450 },
  period_start: null,
  period_end: null,
  description: null,
  totals: [{ slug: 'total', label: 'Total', currency: 'USD', added_value: 123450 }],
  paid_at: null,
  can_pay: true,
  can_accept_delivery: false,
  pending_ach: null,
  payment_on_its_way: null,
  line_items: [],
  issuer: { name: 'Acme Devs LLC', address_lines: [], tax_id: '' },
  bill_to: { name: 'Acme Robotics, Inc.', address_lines: [], tax_id: '' },
  contract: null,
  po_number: '',
  cost_centre: '',
  references: {
    po_number: { value: '', is_company_default: false, company_default: '' },
    cost_centre: { value: '', is_company_default: false, company_default: '' },
  },
};

export function paymentMethod(slug: string, overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return { slug, label: slug, tip: `Tip of ${slug}`, icon: 'wire.svg', redirectUrl: null, needCreatePayment: false, ...overrides };
}

export const VERIFIED_ACCOUNT: BankAccount = {
  id: '2b3c4d5e-1111-4222-8333-444455556666',
  last4: '6789',
  bank_name: 'Test Bank',
  status: 'verified',
  is_default: false,
};
export const NEW_ACCOUNT: BankAccount = {
  id: '3c4d5e6f-1111-4222-8333-444455556666',
  last4: '1234',
  bank_name: null,
  status: 'new',
  is_default: false,
};

export function achMetadata(bankAccounts: BankAccount[], overrides: Partial<AchMetadata> = {}): AchMetadata {
  return {
    public_key: null,
    options: { provider: 'sandbox', amount: { currency: 'USD', added_value: 123450 }, vendor_name: 'Acme Devs' },
    reference: 'PAY-ACH-1',
    bank_accounts: bankAccounts,
    ...overrides,
  };
}

export function cardMetadata(provider: 'sandbox' | 'stripe' = 'sandbox'): CardMetadata {
  return {
    configure_options: { provider, publishable_key: provider === 'stripe' ? 'pk_test_1' : null },
    checkout_options: {
      reference: 'PAY-CARD-1',
      amount: { currency: 'USD', added_value: 123450 },
      vendor_name: 'Acme Devs',
      client_secret: provider === 'stripe' ? 'pi_1_secret_2' : null,
      checkout_url: provider === 'sandbox' ? '/sandbox/checkout/PAY-CARD-1' : null,
    },
  };
}
