import { describe, expect, test } from '@jest/globals';
import { monthlyCost } from './team-cost';

const usd = (rateMinor: number, hoursPerWeek: number) => ({ rateMinor, hoursPerWeek, currency: 'USD' });

describe('monthly cost: rate × hours a week × 52 / 12', () => {
  test('a full-time contract at $85.00/h costs $14,733.33 a month', () => {
    // 8,500 × 40 × 52 = 17,680,000 a year; / 12 = 1,473,333.33 cents.
    expect(monthlyCost([usd(8_500, 40)])).toEqual([{ currency: 'USD', amount_minor: 1_473_333 }]);
  });

  test('a third of a minor unit rounds down, two thirds round up', () => {
    expect(monthlyCost([usd(1, 1)])).toEqual([{ currency: 'USD', amount_minor: 4 }]); // 52 / 12 = 4.33
    expect(monthlyCost([usd(2, 1)])).toEqual([{ currency: 'USD', amount_minor: 9 }]); // 104 / 12 = 8.67
    expect(monthlyCost([usd(3, 1)])).toEqual([{ currency: 'USD', amount_minor: 13 }]); // 156 / 12 = 13
  });

  test('a currency is summed exactly before it is rounded once', () => {
    // Rounded one by one: 4 + 4 = 8; the exact sum is 104 / 12 = 8.67.
    expect(monthlyCost([usd(1, 1), usd(1, 1)])).toEqual([{ currency: 'USD', amount_minor: 9 }]);
  });

  test('one entry per currency, in alphabetical order, never converted', () => {
    expect(
      monthlyCost([
        usd(7_000, 40),
        { rateMinor: 6_000, hoursPerWeek: 20, currency: 'GBP' },
        { rateMinor: 6_500, hoursPerWeek: 40, currency: 'EUR' },
        usd(5_600, 40),
      ]),
    ).toEqual([
      { currency: 'EUR', amount_minor: 1_126_667 }, // 6,500 × 40 × 52 / 12 = 1,126,666.67
      { currency: 'GBP', amount_minor: 520_000 }, // 6,000 × 20 × 52 / 12
      { currency: 'USD', amount_minor: 2_184_000 }, // 12,600 × 40 × 52 / 12
    ]);
  });

  test('no contracts cost nothing: no entries; a zero rate costs zero', () => {
    expect(monthlyCost([])).toEqual([]);
    expect(monthlyCost([usd(0, 40)])).toEqual([{ currency: 'USD', amount_minor: 0 }]);
  });

  test('large teams stay exact', () => {
    // 500 contracts at $250.00/h, 80 h: 500 × 25,000 × 80 × 52 = 52,000,000,000 a year.
    const many = Array.from({ length: 500 }, () => usd(25_000, 80));
    expect(monthlyCost(many)).toEqual([{ currency: 'USD', amount_minor: 4_333_333_333 }]);
  });
});
