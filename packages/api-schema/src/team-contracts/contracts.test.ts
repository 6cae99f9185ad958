import { describe, expect, test } from '@jest/globals';
import { acceptContractQuestion, DEFAULT_CONTRACT_SORT } from './contract-constants';
import { contractListQuerySchema, isEndingSoon } from './contracts';

describe('ending soon', () => {
  const today = '2026-02-10';

  test('a running contract whose last day is today or within 30 days', () => {
    expect(isEndingSoon({ status: 'active', ends_on: '2026-02-10' }, today)).toBe(true);
    expect(isEndingSoon({ status: 'active', ends_on: '2026-03-12' }, today)).toBe(true);
    expect(isEndingSoon({ status: 'notice_given', ends_on: '2026-02-20' }, today)).toBe(true);
  });

  test('not one ending later, already over, or open-ended', () => {
    expect(isEndingSoon({ status: 'active', ends_on: '2026-03-13' }, today)).toBe(false);
    expect(isEndingSoon({ status: 'active', ends_on: '2026-02-09' }, today)).toBe(false);
    expect(isEndingSoon({ status: 'active', ends_on: null }, today)).toBe(false);
  });

  test('never a contract nobody works under', () => {
    for (const status of ['awaiting_signature', 'signed', 'ended', 'cancelled'] as const) {
      expect(isEndingSoon({ status, ends_on: '2026-02-15' }, today)).toBe(false);
    }
  });

  test('counts calendar days across month ends and leap days', () => {
    expect(isEndingSoon({ status: 'active', ends_on: '2028-03-01' }, '2028-01-31')).toBe(true);
    expect(isEndingSoon({ status: 'active', ends_on: '2028-03-02' }, '2028-01-31')).toBe(false);
    expect(isEndingSoon({ status: 'active', ends_on: '2027-01-09' }, '2026-12-10')).toBe(true);
  });
});

test("the accept contract dialog's question names the vendor", () => {
  expect(acceptContractQuestion('Northwind Dev Studio')).toBe('Are you sure you want to sign the contract with Northwind Dev Studio?');
});

describe('the contracts list query', () => {
  test('takes one status or several, once each, and defaults the order', () => {
    expect(contractListQuerySchema.parse({})).toMatchObject({ status: [], sort: DEFAULT_CONTRACT_SORT, limit: 25 });
    expect(contractListQuerySchema.parse({ status: 'active' }).status).toEqual(['active']);
    expect(contractListQuerySchema.parse({ status: ['active', 'ended', 'active'] }).status).toEqual(['active', 'ended']);
  });

  test('trims the search and bounds it', () => {
    expect(contractListQuerySchema.parse({ q: '  liam  ' }).q).toBe('liam');
    expect(contractListQuerySchema.safeParse({ q: 'x'.repeat(101) }).error?.issues[0]?.path).toEqual(['q']);
  });

  test('refuses unknown statuses, orders and vendors that are not ids', () => {
    for (const [query, field] of [
      [{ status: 'bogus' }, 'status'],
      [{ sort: 'talent' }, 'sort'],
      [{ vendor: 'northwind' }, 'vendor'],
    ] as const) {
      expect(contractListQuerySchema.safeParse(query).error?.issues[0]?.path).toEqual([field]);
    }
  });
});
