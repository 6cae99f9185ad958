import { describe, expect, test } from '@jest/globals';
import { currencyFractionDigits, currencySymbol, formatAmount, formatMinorUnits, formatMoney } from './money';

describe('currencySymbol', () => {
  test.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['BTC', '₿'],
    ['usd', '$'],
    ['CHF', ''],
    ['JPY', ''],
    ['', ''],
  ])('%p -> %p', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });
});

describe('formatAmount', () => {
  test.each([
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [0.5, '0.50'],
    [12, '12.00'],
    [-42.1, '-42.10'],
    ['1234.5', '1,234.50'],
    [' 99 ', '99.00'],
  ])('%p -> %p (en-US, exactly 2 decimals, grouping)', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  test.each([[0], ['0'], ['0.00'], [''], ['  '], [null], [undefined], [Number.NaN], ['abc'], [Infinity]])(
    '%p gives an empty string',
    (value) => {
      expect(formatAmount(value)).toBe('');
    },
  );
});

describe('formatMoney', () => {
  test('puts the symbol before the amount', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney('99.9', 'EUR')).toBe('€99.90');
    expect(formatMoney(10, 'GBP')).toBe('£10.00');
    expect(formatMoney(0.25, 'BTC')).toBe('₿0.25');
  });

  test('shows an unknown currency without a symbol', () => {
    expect(formatMoney(1500, 'CHF')).toBe('1,500.00');
  });

  test('uses the decimals of the currency', () => {
    expect(formatMoney(5000, 'JPY')).toBe('5,000');
    expect(formatMoney(1.5, 'KWD')).toBe('1.500');
  });

  test('puts the minus before the symbol', () => {
    expect(formatMoney(-12, 'EUR')).toBe('-€12.00');
  });

  test('is empty when the amount is', () => {
    expect(formatMoney(0, 'USD')).toBe('');
    expect(formatMoney(null, 'USD')).toBe('');
    expect(formatMoney('', 'USD')).toBe('');
  });
});

describe('minor units', () => {
  test('knows the fraction digits of a currency', () => {
    expect(currencyFractionDigits('USD')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('KWD')).toBe(3);
    expect(currencyFractionDigits('BTC')).toBe(8);
    expect(currencyFractionDigits('not a code')).toBe(2);
  });

  test('are divided by the currency minor unit before formatting', () => {
    expect(formatMinorUnits(123456, 'USD')).toBe('$1,234.56');
    expect(formatMinorUnits(150_000_000, 'BTC')).toBe('₿1.50');
    expect(formatMinorUnits(0, 'EUR')).toBe('');
  });

  test('are shown with the decimals of the currency: none for JPY, three for KWD', () => {
    expect(formatMinorUnits(5000, 'JPY')).toBe('5,000');
    expect(formatMinorUnits(-1_234_567, 'JPY')).toBe('-1,234,567');
    expect(formatMinorUnits(1234, 'KWD')).toBe('1.234');
    expect(formatMinorUnits(150_000, 'CHF')).toBe('1,500.00');
  });

  test('stay exactly as USD, EUR and GBP amounts have always been shown', () => {
    expect(formatMinorUnits(123456, 'USD')).toBe('$1,234.56');
    expect(formatMinorUnits(9990, 'EUR')).toBe('€99.90');
    expect(formatMinorUnits(-1200, 'EUR')).toBe('-€12.00');
    expect(formatMinorUnits(1000, 'GBP')).toBe('£10.00');
    expect(formatMinorUnits(123_456_789_01, 'USD')).toBe('$123,456,789.01');
    expect(formatMinorUnits(1, 'USD')).toBe('$0.01');
  });

  test('zero is an amount when asked for', () => {
    expect(formatMinorUnits(0, 'USD', { showZero: true })).toBe('$0.00');
    expect(formatMinorUnits(0, 'JPY', { showZero: true })).toBe('0');
    expect(formatMinorUnits(0, 'CHF', { showZero: true })).toBe('0.00');
    expect(formatMinorUnits(12345, 'USD', { showZero: true })).toBe('$123.45');
  });
});
