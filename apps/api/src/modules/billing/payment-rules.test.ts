import { describe, expect, test } from '@jest/globals';
import { formatMoney } from './payment-rules';

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
