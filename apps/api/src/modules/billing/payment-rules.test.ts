import { describe, expect, test } from '@jest/globals';
import { HttpError } from '../../platform/http/errors';
import { paymentMethodCatalog } from './payment-catalog';
import {
  announceableWireMethod,
  formatMoney,
  NOT_A_WIRE_MESSAGE,
  PAYMENT_UNDER_WAY_MESSAGE,
  paymentUnderWayMessage,
  WIRE_ON_ITS_WAY_MESSAGE,
} from './payment-rules';
import type { InvoiceRow, OfferedPaymentMethod } from './tables';

describe('formatMoney', () => {
  test('USD, EUR and GBP as people read them', () => {
    expect(formatMoney(125_050, 'USD')).toBe('$1,250.50');
    expect(formatMoney(9_990, 'EUR')).toBe('€99.90');
    expect(formatMoney(1_000, 'GBP')).toBe('£10.00');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
  });

  test('minor units by the currency: the yen has none, the Kuwaiti dinar three', () => {
    expect(formatMoney(5_000, 'JPY')).toBe('¥5,000');
    expect(formatMoney(1_234, 'KWD')).toBe('KWD\u00a01.234');
  });

  test('a code Intl refuses is written after a plain amount', () => {
    expect(formatMoney(125_050, 'not a code')).toBe('1250.50 not a code');
  });
});

describe('announceableWireMethod', () => {
  const catalog = paymentMethodCatalog('marketplace');
  const invoice = (paymentMethods: OfferedPaymentMethod[]) => ({ paymentMethods }) as InvoiceRow;
  const refused = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof HttpError ? `${error.statusCode} ${error.message}` : String(error);
    }
    return 'accepted';
  };

  test('a wire the invoice offers is the method announced', () => {
    for (const slug of ['marketplace-wire', 'payoneer-local-wire', 'payoneer-swift-wire', 'payoneer-account-wire']) {
      expect(announceableWireMethod(catalog, invoice([{ slug }]), slug).slug).toBe(slug);
    }
  });

  test('a method not offered, sent to an outside page, unknown or not a wire is 422', () => {
    expect(refused(() => announceableWireMethod(catalog, invoice([{ slug: 'marketplace-wire' }]), 'payoneer-swift-wire'))).toBe(
      '422 This payment method is not offered for this invoice.',
    );
    expect(
      refused(() =>
        announceableWireMethod(
          catalog,
          invoice([{ slug: 'payoneer-account-wire', redirectUrl: 'https://x.example' }]),
          'payoneer-account-wire',
        ),
      ),
    ).toBe('422 This payment method is not offered for this invoice.');
    expect(refused(() => announceableWireMethod(catalog, invoice([{ slug: 'other-wire' }]), 'other-wire'))).toBe(
      '422 This payment method is not offered for this invoice.',
    );
    expect(refused(() => announceableWireMethod(catalog, invoice([{ slug: 'stripe-card' }]), 'stripe-card'))).toBe(
      `422 ${NOT_A_WIRE_MESSAGE}`,
    );
    expect(refused(() => announceableWireMethod(catalog, invoice([{ slug: 'stripe-ach' }]), 'stripe-ach'))).toBe(
      `422 ${NOT_A_WIRE_MESSAGE}`,
    );
  });
});

describe('paymentUnderWayMessage', () => {
  test('a wire on its way says it waits for the vendor; any other payment that it is being processed', () => {
    expect(paymentUnderWayMessage('wire')).toBe(WIRE_ON_ITS_WAY_MESSAGE);
    expect(WIRE_ON_ITS_WAY_MESSAGE).toContain('waiting for the vendor to confirm receipt');
    expect(paymentUnderWayMessage('ach')).toBe(PAYMENT_UNDER_WAY_MESSAGE);
    expect(paymentUnderWayMessage('card')).toBe(PAYMENT_UNDER_WAY_MESSAGE);
    expect(paymentUnderWayMessage(undefined)).toBe(PAYMENT_UNDER_WAY_MESSAGE);
  });
});
