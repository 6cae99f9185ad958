import { describe, expect, test } from '@jest/globals';
import { currencyFractionDigits, minorToDecimal, minorToMajor, moneyWithCode } from './money';

describe('currencyFractionDigits', () => {
  test.each([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['BTC', 8],
    ['jpy', 0],
    ['not a code', 2],
  ])('%s has %d', (currency, digits) => {
    expect(currencyFractionDigits(currency)).toBe(digits);
  });
});

describe('minorToMajor', () => {
  test.each([
    [123456, 'USD', 1234.56],
    [5000, 'JPY', 5000],
    [1234, 'KWD', 1.234],
    [150_000_000, 'BTC', 1.5],
    [-250, 'GBP', -2.5],
  ])('%d %s is %d', (minor, currency, major) => {
    expect(minorToMajor(minor, currency)).toBe(major);
  });
});

describe('minorToDecimal', () => {
  test.each([
    [0, 'USD', '0.00'],
    [5, 'USD', '0.05'],
    [123456, 'EUR', '1234.56'],
    [-250, 'GBP', '-2.50'],
    [1500, 'JPY', '1500'],
    [1234, 'KWD', '1.234'],
    [150_000_000, 'BTC', '1.50000000'],
  ])('%d %s is %s', (minor, currency, expected) => {
    expect(minorToDecimal(minor, currency)).toBe(expected);
  });
});

describe('moneyWithCode', () => {
  test.each([
    [8_500, 'USD', '85.00 USD'],
    [123_456_789, 'EUR', '1,234,567.89 EUR'],
    [-123_456, 'GBP', '-1,234.56 GBP'],
    [5_000, 'JPY', '5,000 JPY'],
    [1_234_567, 'KWD', '1,234.567 KWD'],
    [0, 'USD', '0.00 USD'],
  ])('%d %s is %s', (minor, currency, expected) => {
    expect(moneyWithCode(minor, currency)).toBe(expected);
  });
});
