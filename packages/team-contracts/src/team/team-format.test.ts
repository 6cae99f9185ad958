import { describe, expect, test } from '@jest/globals';
import { amountText, endsInText, hourlyRate, hoursText } from './team-format';

describe('team formatting', () => {
  test('the contract end as days to go', () => {
    expect(endsInText(12)).toBe('Ends in 12 days');
    expect(endsInText(1)).toBe('Ends in 1 day');
    expect(endsInText(0)).toBe('Ends today');
    expect(endsInText(-2)).toBe('Ended');
  });

  test('amounts of minor units, zero included, with the code where the currency has no symbol', () => {
    expect(amountText({ currency: 'USD', amount_minor: 1_473_333 })).toBe('$14,733.33');
    expect(amountText({ currency: 'EUR', amount_minor: 0 })).toBe('€0.00');
    expect(amountText({ currency: 'CHF', amount_minor: 120_000 })).toBe('1,200.00 CHF');
    // The yen has no minor unit: 5,000 minor units are 5,000 yen, shown without decimals.
    expect(amountText({ currency: 'JPY', amount_minor: 5_000 })).toBe('5,000 JPY');
    expect(amountText({ currency: 'JPY', amount_minor: 0 })).toBe('0 JPY');
    expect(hourlyRate({ currency: 'GBP', amount_minor: 6_000 })).toBe('£60.00/h');
  });

  test('hours from minutes', () => {
    expect(hoursText(9_600)).toBe('160 h');
    expect(hoursText(9_150)).toBe('152.5 h');
    expect(hoursText(435)).toBe('7.25 h');
    expect(hoursText(20)).toBe('0.33 h');
    expect(hoursText(0)).toBe('0 h');
  });
});
