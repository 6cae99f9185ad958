import { describe, expect, test } from '@jest/globals';
import { autopayBody, autopayFieldOf, autopayFormSchema, minorUnitsOf } from './autopay-form';

describe('autopay form', () => {
  test('an amount typed in major units becomes minor units of its currency', () => {
    expect(minorUnitsOf('5000', 'USD')).toBe(500_000);
    expect(minorUnitsOf('1,250.5', 'USD')).toBe(125_050);
    expect(minorUnitsOf('0.07', 'USD')).toBe(7);
    expect(minorUnitsOf('12.345', 'USD')).toBeNull();
    expect(minorUnitsOf('abc', 'USD')).toBeNull();
    expect(minorUnitsOf('1500', 'JPY')).toBe(1500);
    expect(minorUnitsOf('15.5', 'JPY')).toBeNull();
  });

  test('the body: off sends nothing else; on sends the method and the limit or none', () => {
    expect(autopayBody({ enabled: false, method: 'bank_account:a', limitAmount: '10', limitCurrency: 'USD' })).toEqual({
      enabled: false,
      method: null,
      limit: null,
    });
    expect(autopayBody({ enabled: true, method: 'card:c1', limitAmount: '', limitCurrency: 'USD' })).toEqual({
      enabled: true,
      method: { type: 'card', id: 'c1' },
      limit: null,
    });
    expect(autopayBody({ enabled: true, method: 'bank_account:b1', limitAmount: '99.99', limitCurrency: 'EUR' })).toEqual({
      enabled: true,
      method: { type: 'bank_account', id: 'b1' },
      limit: { currency: 'EUR', added_value: 9999 },
    });
  });

  test('the checks: a method to turn it on, a limit above zero when given; none of it when off', () => {
    const issues = (values: Parameters<typeof autopayBody>[0]) =>
      autopayFormSchema.safeParse(values).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(issues({ enabled: true, method: '', limitAmount: '0', limitCurrency: 'USD' })).toEqual(['method', 'limitAmount']);
    expect(issues({ enabled: false, method: '', limitAmount: 'x', limitCurrency: 'USD' })).toEqual([]);
    expect(['method', 'method.id', 'limit.added_value', 'limit.currency', 'other'].map(autopayFieldOf)).toEqual([
      'method',
      'method',
      'limitAmount',
      'limitCurrency',
      null,
    ]);
  });
});
