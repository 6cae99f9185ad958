import { describe, expect, test } from '@jest/globals';
import {
  addDays,
  addMonths,
  CONTRACT_STATUSES,
  type ContractStatus,
  earliestEndWithNotice,
  isNoticeShort,
  latestExtensionEnd,
  utcDay,
} from '@portal/api-schema';
import { formatDay, judgeChangeRequest, type NoticeContract } from './notice-period';

describe('calendar days', () => {
  test.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-04-30', 0, '2026-04-30'],
    ['2026-01-15', 365, '2027-01-15'],
    ['2027-06-01', 366, '2028-06-01'],
    ['0099-12-31', 1, '0100-01-01'],
  ])('%s + %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  test.each([
    ['2026-03-15', 6, '2026-09-15'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2027-01-15', -1, '2026-12-15'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2028-02-29', 24, '2030-02-28'],
    ['2028-02-29', 48, '2032-02-29'],
    ['2026-07-31', 0, '2026-07-31'],
    ['2026-10-05', 6, '2027-04-05'],
  ])('%s + %i months is %s (the last day of a shorter month)', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  test('a day that is not YYYY-MM-DD is refused, not guessed', () => {
    expect(() => addDays('2026-1-5', 1)).toThrow(RangeError);
    expect(() => addMonths('', 1)).toThrow(RangeError);
  });

  test('today is the UTC calendar day, whatever the hour', () => {
    expect(utcDay(new Date('2026-11-24T23:59:59.999Z'))).toBe('2026-11-24');
    expect(utcDay(new Date('2026-11-25T00:00:00.000Z'))).toBe('2026-11-25');
    expect(utcDay(new Date('2026-11-24T23:30:00-05:00'))).toBe('2026-11-25');
  });

  test('messages write days as the portal does, in UTC', () => {
    expect(formatDay('2027-02-28')).toBe('Feb 28, 2027');
    expect(formatDay('2028-02-29')).toBe('Feb 29, 2028');
  });
});

describe('notice periods', () => {
  test.each([
    ['2026-11-24', 0, '2026-11-24'],
    ['2026-11-24', 1, '2026-11-25'],
    ['2026-01-15', 30, '2026-02-14'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2027-02-15', 14, '2027-03-01'],
    ['2028-02-15', 14, '2028-02-29'],
    ['2028-02-15', 30, '2028-03-16'],
    ['2026-01-31', 90, '2026-05-01'],
    ['2026-11-24', -5, '2026-11-24'],
  ])('notice given on %s with %i days ends on %s at the earliest', (today, days, expected) => {
    expect(earliestEndWithNotice(today, days)).toBe(expected);
  });

  const today = '2026-11-24';
  test.each([
    // [notice days, ends on, requested, short?]
    [30, '2027-06-30', '2026-12-24', false],
    [30, '2027-06-30', '2026-12-23', true],
    [30, '2027-06-30', today, true],
    [0, '2027-06-30', today, false],
    [1, '2027-06-30', today, true],
    [1, '2027-06-30', '2026-11-25', false],
    [30, null, '2026-12-01', true],
    [30, null, '2027-03-01', false],
    // The contract ends before the notice would: ending on its own end needs no notice.
    [30, '2026-12-10', '2026-12-10', false],
    [30, '2026-12-10', '2026-12-09', true],
  ] as const)('%i days of notice, ending %s: an end on %s is short: %s', (noticePeriodDays, endsOn, requestedEndOn, short) => {
    expect(isNoticeShort({ today, noticePeriodDays, endsOn, requestedEndOn })).toBe(short);
  });

  test('an extension reaches two years past the end at most, leap days kept where they exist', () => {
    expect(latestExtensionEnd('2027-06-30')).toBe('2029-06-30');
    expect(latestExtensionEnd('2028-02-29')).toBe('2030-02-28');
  });
});

describe('judging a request', () => {
  const today = '2026-11-24';
  const contract = (overrides: Partial<NoticeContract> = {}): NoticeContract => ({
    status: 'active',
    starts_on: '2026-06-01',
    ends_on: '2027-06-30',
    notice_period_days: 30,
    ...overrides,
  });

  const extendable: ContractStatus[] = ['signed', 'active', 'notice_given'];
  const endable: ContractStatus[] = ['signed', 'active'];

  test.each(CONTRACT_STATUSES.map((status) => [status]))('status %s: extension and end allowed or refused by status', (status) => {
    const signedLater = status === 'signed' ? { starts_on: '2026-12-01' } : {};
    const extension = judgeChangeRequest('extension', contract({ status, ...signedLater }), '2027-12-31', today);
    const end = judgeChangeRequest('end', contract({ status, ...signedLater }), '2027-03-31', today);
    expect(extension.outcome).toBe(extendable.includes(status) ? 'allowed' : 'refused');
    expect(end.outcome).toBe(endable.includes(status) ? 'allowed' : 'refused');
  });

  test('refusals say why, in words', () => {
    expect(judgeChangeRequest('end', contract({ status: 'notice_given' }), '2027-01-31', today)).toEqual({
      outcome: 'refused',
      message: 'Notice has already been given on this contract: it ends on its end date.',
    });
    expect(judgeChangeRequest('extension', contract({ status: 'ended' }), '2027-12-31', today)).toEqual({
      outcome: 'refused',
      message: 'Only a signed, active or notice-given contract can be extended; this one is ended.',
    });
    expect(judgeChangeRequest('end', contract({ status: 'awaiting_signature' }), '2027-01-31', today)).toEqual({
      outcome: 'refused',
      message: 'Only a signed or active contract can be ended; this one is awaiting your signature.',
    });
    // The status is judged before the date: an ended contract is refused whatever is asked.
    expect(judgeChangeRequest('end', contract({ status: 'cancelled' }), '1999-01-01', today).outcome).toBe('refused');
  });

  test('an open-ended contract has nothing to extend, and can be ended any day from today', () => {
    expect(judgeChangeRequest('extension', contract({ ends_on: null }), '2027-12-31', today)).toEqual({
      outcome: 'refused',
      message: 'This contract has no end date, so there is nothing to extend.',
    });
    expect(judgeChangeRequest('end', contract({ ends_on: null }), '2040-01-01', today)).toEqual({ outcome: 'allowed', noticeShort: false });
  });

  test.each([
    ['2027-06-30', 'Choose a date after the current end date, Jun 30, 2027.'],
    ['2027-01-01', 'Choose a date after the current end date, Jun 30, 2027.'],
    ['2029-07-01', 'An extension can reach at most 2 years past the current end: Jun 30, 2029.'],
  ])('an extension to %s is invalid: %s', (requested, message) => {
    expect(judgeChangeRequest('extension', contract(), requested, today)).toEqual({ outcome: 'invalid', message });
  });

  test.each(['2027-07-01', '2028-06-30', '2029-06-30'])('an extension to %s is allowed and never short', (requested) => {
    expect(judgeChangeRequest('extension', contract(), requested, today)).toEqual({ outcome: 'allowed', noticeShort: false });
    expect(judgeChangeRequest('extension', contract({ notice_period_days: 0 }), requested, today)).toEqual({
      outcome: 'allowed',
      noticeShort: false,
    });
  });

  test('an extension under notice moves the end of the notice', () => {
    expect(judgeChangeRequest('extension', contract({ status: 'notice_given', ends_on: '2026-12-20' }), '2027-03-31', today)).toEqual({
      outcome: 'allowed',
      noticeShort: false,
    });
  });

  test.each([
    ['2026-11-23', 'The last working day cannot be in the past.'],
    ['2027-07-01', 'The last working day must be on or before the current end date, Jun 30, 2027.'],
  ])('an end on %s is invalid: %s', (requested, message) => {
    expect(judgeChangeRequest('end', contract(), requested, today)).toEqual({ outcome: 'invalid', message });
  });

  test.each([
    [today, 30, true],
    ['2026-12-23', 30, true],
    ['2026-12-24', 30, false],
    ['2027-06-30', 30, false],
    [today, 0, false],
  ] as const)('an end on %s with %i days of notice is allowed, short: %s', (requested, noticePeriodDays, short) => {
    expect(judgeChangeRequest('end', contract({ notice_period_days: noticePeriodDays }), requested, today)).toEqual({
      outcome: 'allowed',
      noticeShort: short,
    });
  });

  test('a signed contract not started yet ends no earlier than its start', () => {
    const signed = contract({ status: 'signed', starts_on: '2026-12-15', notice_period_days: 14 });
    expect(judgeChangeRequest('end', signed, '2026-12-14', today)).toEqual({
      outcome: 'invalid',
      message: 'The last working day cannot be before the contract starts, Dec 15, 2026.',
    });
    expect(judgeChangeRequest('end', signed, '2026-12-15', today)).toEqual({ outcome: 'allowed', noticeShort: false });
    expect(judgeChangeRequest('end', { ...signed, notice_period_days: 30 }, '2026-12-15', today)).toEqual({
      outcome: 'allowed',
      noticeShort: true,
    });
  });

  test('today counts: across a month end and a leap day', () => {
    const leap = contract({ ends_on: '2028-06-30', notice_period_days: 14 });
    expect(judgeChangeRequest('end', leap, '2028-02-28', '2028-02-15')).toEqual({ outcome: 'allowed', noticeShort: true });
    expect(judgeChangeRequest('end', leap, '2028-02-29', '2028-02-15')).toEqual({ outcome: 'allowed', noticeShort: false });
    const monthEnd = contract({ ends_on: '2027-06-30', notice_period_days: 30 });
    expect(judgeChangeRequest('end', monthEnd, '2027-03-01', '2027-01-31')).toEqual({ outcome: 'allowed', noticeShort: true });
    expect(judgeChangeRequest('end', monthEnd, '2027-03-02', '2027-01-31')).toEqual({ outcome: 'allowed', noticeShort: false });
  });
});
