import { describe, expect, test } from '@jest/globals';
import { CONTRACT_STATUSES, type ContractStatus } from '@portal/api-schema';
import { canSign, isoDay, scheduledStatus, statusOnSigning } from './contract-status';

const TODAY = '2026-11-24';

describe('signing', () => {
  test.each(CONTRACT_STATUSES.map((status) => [status, status === 'awaiting_signature'] as const))(
    '%s can be signed: %s',
    (status, expected) => {
      expect(canSign(status)).toBe(expected);
    },
  );

  test.each([
    [{ startsOn: '2026-11-24', endsOn: null }, 'active'],
    [{ startsOn: '2026-11-01', endsOn: '2027-01-01' }, 'active'],
    [{ startsOn: null, endsOn: null }, 'active'],
    [{ startsOn: '2026-11-25', endsOn: null }, 'signed'],
    [{ startsOn: '2026-12-01', endsOn: '2027-06-30' }, 'signed'],
    [{ startsOn: '2026-01-01', endsOn: '2026-11-23' }, 'ended'],
    [{ startsOn: '2026-01-01', endsOn: '2026-11-24' }, 'active'],
  ] as const)('a contract of %j signed today becomes %s', (dates, expected) => {
    expect(statusOnSigning(dates, TODAY)).toBe(expected);
  });
});

describe('the daily job', () => {
  const cases: Array<[ContractStatus, string | null, string | null, ContractStatus]> = [
    ['signed', '2026-11-25', null, 'signed'],
    ['signed', '2026-11-24', null, 'active'],
    ['signed', '2026-11-01', '2026-11-20', 'ended'],
    ['active', '2026-01-01', '2026-11-24', 'active'],
    ['active', '2026-01-01', '2026-11-23', 'ended'],
    ['active', '2026-01-01', null, 'active'],
    ['notice_given', '2026-01-01', '2026-11-24', 'notice_given'],
    ['notice_given', '2026-01-01', '2026-11-23', 'ended'],
    ['awaiting_signature', '2026-01-01', '2026-11-01', 'awaiting_signature'],
    ['ended', '2026-01-01', '2026-11-01', 'ended'],
    ['cancelled', '2026-01-01', '2026-11-01', 'cancelled'],
  ];
  test.each(cases)('%s from %s to %s is %s', (status, startsOn, endsOn, expected) => {
    expect(scheduledStatus({ status, startsOn, endsOn }, TODAY)).toBe(expected);
  });

  test('every status is covered', () => {
    expect(new Set(cases.map(([status]) => status))).toEqual(new Set(CONTRACT_STATUSES));
  });
});

test('days are UTC calendar days', () => {
  expect(isoDay(new Date('2026-11-24T23:30:00-05:00'))).toBe('2026-11-25');
});
