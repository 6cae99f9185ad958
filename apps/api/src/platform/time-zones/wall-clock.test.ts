import { describe, expect, test } from '@jest/globals';
import {
  dayAfter,
  formatterPerZone,
  isKnownTimeZone,
  isoDay,
  parseIsoDay,
  utcMillis,
  wallClock,
  wallClockMillis,
  zoneOffset,
} from './wall-clock';

const HOUR = 3_600_000;

describe('isKnownTimeZone', () => {
  test('time zones are the ones Intl knows', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Europe/Nowhere')).toBe(false);
  });
});

describe('formatterPerZone', () => {
  test('one formatter for each zone, made once, with the options and the zone', () => {
    const formatter = formatterPerZone('en-US', { hour: 'numeric', hourCycle: 'h23' });
    expect(formatter('Asia/Tokyo')).toBe(formatter('Asia/Tokyo'));
    expect(formatter('Asia/Tokyo')).not.toBe(formatter('UTC'));
    expect(formatter('Asia/Tokyo').resolvedOptions().timeZone).toBe('Asia/Tokyo');
    expect(formatter('Asia/Tokyo').format(new Date('2026-11-23T00:00:00Z'))).toBe('09');
  });

  test('an unknown zone throws as Intl does', () => {
    expect(() => formatterPerZone('en-US', {})('Europe/Nowhere')).toThrow(RangeError);
  });
});

describe('utcMillis', () => {
  test('a date and time read as UTC, years below 100 included', () => {
    expect(new Date(utcMillis(2026, 11, 23, 14, 5, 9)).toISOString()).toBe('2026-11-23T14:05:09.000Z');
    expect(new Date(utcMillis(2026, 2, 29)).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(new Date(utcMillis(42, 1, 1)).getUTCFullYear()).toBe(42);
  });
});

describe('wallClock', () => {
  test("what the zone's clocks show, to the second", () => {
    const instant = Date.parse('2026-11-23T23:30:15.250Z');
    expect(wallClock(instant, 'UTC')).toEqual({ year: 2026, month: 11, day: 23, hour: 23, minute: 30, second: 15 });
    expect(wallClock(instant, 'Europe/Berlin')).toEqual({ year: 2026, month: 11, day: 24, hour: 0, minute: 30, second: 15 });
    expect(wallClock(instant, 'America/Los_Angeles')).toEqual({ year: 2026, month: 11, day: 23, hour: 15, minute: 30, second: 15 });
    expect(wallClockMillis(instant, 'Asia/Kolkata')).toBe(Date.parse('2026-11-24T05:00:15Z'));
  });
});

describe('zoneOffset', () => {
  test('whole, half-hour and seasonal offsets; the milliseconds of the instant do not count', () => {
    expect(zoneOffset(Date.parse('2026-11-23T12:00:00Z'), 'UTC')).toBe(0);
    expect(zoneOffset(Date.parse('2026-11-23T12:00:00Z'), 'Europe/Berlin')).toBe(HOUR);
    expect(zoneOffset(Date.parse('2026-07-01T12:00:00Z'), 'Europe/Berlin')).toBe(2 * HOUR);
    expect(zoneOffset(Date.parse('2026-11-23T12:00:00.999Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(zoneOffset(Date.parse('2026-11-23T12:00:00Z'), 'America/New_York')).toBe(-5 * HOUR);
  });
});

describe('calendar days', () => {
  test('read and written as ISO dates', () => {
    expect(parseIsoDay('2026-11-23')).toEqual({ year: 2026, month: 11, day: 23 });
    expect(isoDay({ year: 1970, month: 1, day: 5 })).toBe('1970-01-05');
    expect(isoDay({ year: 999, month: 12, day: 31 })).toBe('0999-12-31');
  });

  test('the day after, across months and years, with its weekday', () => {
    expect(dayAfter({ year: 2026, month: 11, day: 25 })).toEqual({ year: 2026, month: 11, day: 26, weekday: 4 });
    expect(dayAfter({ year: 2026, month: 11, day: 30 })).toEqual({ year: 2026, month: 12, day: 1, weekday: 2 });
    expect(dayAfter({ year: 2028, month: 2, day: 28 })).toEqual({ year: 2028, month: 2, day: 29, weekday: 2 });
    expect(dayAfter({ year: 9999, month: 12, day: 30 })).toEqual({ year: 9999, month: 12, day: 31, weekday: 5 });
  });
});
