import { describe, expect, test } from '@jest/globals';
import { INVOICE_STATUSES, PAYABLE_INVOICE_STATUSES } from '@portal/api-schema';
import { type AutopayInvoice, autopayDecision } from './autopay-decision';

const TODAY = '2026-03-10';
const due = (overrides: Partial<AutopayInvoice> = {}): AutopayInvoice => ({
  status: 'open',
  dueOn: TODAY,
  currency: 'USD',
  totalMinor: 120_000,
  paymentUnderWay: false,
  ...overrides,
});
const USD_LIMIT = { currency: 'USD', amountMinor: 500_000 };

describe('autopayDecision', () => {
  test('pays an open or overdue invoice due today or earlier, with no limit', () => {
    expect(autopayDecision(due(), null, TODAY)).toEqual({ action: 'pay' });
    expect(autopayDecision(due({ status: 'overdue', dueOn: '2026-02-01' }), null, TODAY)).toEqual({ action: 'pay' });
    expect(autopayDecision(due({ dueOn: '2026-03-09' }), null, TODAY)).toEqual({ action: 'pay' });
  });

  test('leaves an invoice due tomorrow or later alone', () => {
    expect(autopayDecision(due({ dueOn: '2026-03-11' }), null, TODAY)).toEqual({ action: 'none', reason: 'not_due' });
    expect(autopayDecision(due({ dueOn: '2027-01-01' }), USD_LIMIT, TODAY)).toEqual({ action: 'none', reason: 'not_due' });
  });

  test('leaves every status but open and overdue alone, disputed included, whatever the date and limit', () => {
    for (const status of INVOICE_STATUSES.filter((known) => !(PAYABLE_INVOICE_STATUSES as readonly string[]).includes(known))) {
      expect(autopayDecision(due({ status, dueOn: '2026-01-01' }), null, TODAY)).toEqual({ action: 'none', reason: 'not_payable' });
      expect(autopayDecision(due({ status, totalMinor: 9_999_999 }), USD_LIMIT, TODAY)).toEqual({ action: 'none', reason: 'not_payable' });
    }
  });

  test('leaves an invoice with a payment moving money alone', () => {
    expect(autopayDecision(due({ paymentUnderWay: true }), null, TODAY)).toEqual({ action: 'none', reason: 'payment_under_way' });
    expect(autopayDecision(due({ paymentUnderWay: true, totalMinor: 9_999_999 }), USD_LIMIT, TODAY)).toEqual({
      action: 'none',
      reason: 'payment_under_way',
    });
  });

  test('pays up to the limit, the limit itself included', () => {
    expect(autopayDecision(due({ totalMinor: 499_999 }), USD_LIMIT, TODAY)).toEqual({ action: 'pay' });
    expect(autopayDecision(due({ totalMinor: 500_000 }), USD_LIMIT, TODAY)).toEqual({ action: 'pay' });
  });

  test('skips an invoice above the limit, saying both amounts', () => {
    expect(autopayDecision(due({ totalMinor: 500_001 }), USD_LIMIT, TODAY)).toEqual({
      action: 'skip',
      reason: 'over_limit',
      message:
        'Not paid automatically: its $5,000.01 is above your autopay limit of $5,000.00 per invoice. Pay it from the invoice, or raise the limit.',
    });
  });

  test('skips an invoice of another currency than the limit, however small', () => {
    expect(autopayDecision(due({ currency: 'EUR', totalMinor: 100 }), USD_LIMIT, TODAY)).toEqual({
      action: 'skip',
      reason: 'other_currency',
      message:
        'Not paid automatically: it is billed in EUR, and your autopay limit of $5,000.00 per invoice covers USD invoices only. Pay it from the invoice, or remove the limit.',
    });
    expect(autopayDecision(due({ currency: 'EUR', totalMinor: 100 }), null, TODAY)).toEqual({ action: 'pay' });
  });

  test('a not-due invoice over the limit is not skipped before its day', () => {
    expect(autopayDecision(due({ dueOn: '2026-03-11', totalMinor: 9_999_999 }), USD_LIMIT, TODAY)).toEqual({
      action: 'none',
      reason: 'not_due',
    });
  });
});
