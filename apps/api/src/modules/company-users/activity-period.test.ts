import { describe, expect, test } from '@jest/globals';
import { HttpError } from '../../platform/http/errors';
import { activityPeriod, startOfDay } from './activity-period';

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.errors?.[0]?.property}`;
    throw error;
  }
  return undefined;
}

describe('startOfDay', () => {
  test.each([
    ['2026-11-23', 'UTC', '2026-11-23T00:00:00.000Z'],
    ['2026-11-23', 'Europe/Berlin', '2026-11-22T23:00:00.000Z'],
    ['2026-07-01', 'Europe/Berlin', '2026-06-30T22:00:00.000Z'],
    ['2026-11-23', 'America/Los_Angeles', '2026-11-23T08:00:00.000Z'],
    ['2026-11-23', 'Asia/Kolkata', '2026-11-22T18:30:00.000Z'],
    ['2026-11-23', 'Pacific/Kiritimati', '2026-11-22T10:00:00.000Z'],
    // The days the clocks change: midnight is still on the old offset.
    ['2026-03-29', 'Europe/Berlin', '2026-03-28T23:00:00.000Z'],
    ['2026-10-25', 'Europe/Berlin', '2026-10-24T22:00:00.000Z'],
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    // Santiago skips midnight on the day it moves its clocks forward: the day starts at 01:00.
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
    ['1970-01-01', 'UTC', '1970-01-01T00:00:00.000Z'],
  ])('%s in %s begins at %s', (day, timeZone, expected) => {
    expect(startOfDay(day, timeZone).toISOString()).toBe(expected);
  });
});

describe('activityPeriod', () => {
  test('from the start of the first day to the start of the day after the last, UTC by default', () => {
    expect(activityPeriod({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      timeZone: 'UTC',
      since: new Date('2026-11-01T00:00:00Z'),
      until: new Date('2026-12-01T00:00:00Z'),
    });
    expect(activityPeriod({ to: '2026-12-31', tz: 'Asia/Tokyo' })).toEqual({
      timeZone: 'Asia/Tokyo',
      since: undefined,
      until: new Date('2026-12-31T15:00:00Z'),
    });
    expect(activityPeriod({})).toEqual({ timeZone: 'UTC', since: undefined, until: undefined });
  });

  test('an unknown zone, a day out of range or an end before the start is a 422 on its field', () => {
    expect(fieldOf(() => activityPeriod({ tz: 'Atlantis/Capital' }))).toBe('422 tz');
    expect(fieldOf(() => activityPeriod({ from: '1969-12-31' }))).toBe('422 from');
    expect(fieldOf(() => activityPeriod({ to: '9999-12-31' }))).toBe('422 to');
    expect(fieldOf(() => activityPeriod({ from: '2026-02-02', to: '2026-02-01' }))).toBe('422 to');
  });
});
