import { describe, expect, test } from '@jest/globals';
import { defaultStatementPeriod, statementPeriodTooLong } from './statement-constants';

describe('statement periods', () => {
  test.each([
    ['2026-01-01', '2026-01-01'],
    ['2026-03-31', '2026-01-01'],
    ['2026-04-01', '2026-04-01'],
    ['2026-06-15', '2026-04-01'],
    ['2026-08-09', '2026-07-01'],
    ['2026-12-31', '2026-10-01'],
  ])('by default, %s shows its quarter from %s', (today, from) => {
    expect(defaultStatementPeriod(today)).toEqual({ from, to: today });
  });

  test('at most five years, to the day', () => {
    expect(statementPeriodTooLong({ from: '2021-12-07', to: '2026-12-07' })).toBe(false);
    expect(statementPeriodTooLong({ from: '2021-12-07', to: '2026-12-08' })).toBe(true);
    expect(statementPeriodTooLong({ from: '2024-02-29', to: '2029-02-28' })).toBe(false);
    expect(statementPeriodTooLong({ from: '2024-02-29', to: '2029-03-01' })).toBe(true);
    expect(statementPeriodTooLong({ from: '2026-01-01' })).toBe(false);
    expect(statementPeriodTooLong({ to: '2026-01-01' })).toBe(false);
  });
});
