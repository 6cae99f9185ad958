import { describe, expect, test } from '@jest/globals';
import { isWorkingSlot, workingSlots, zonedTimeToInstant } from './sandbox-slots';

const iso = (date: Date) => date.toISOString();

describe('zonedTimeToInstant', () => {
  test('local wall-clock times in zones with whole, half-hour and seasonal offsets', () => {
    expect(iso(zonedTimeToInstant({ year: 2026, month: 11, day: 26, hour: 9, minute: 0 }, 'Europe/Warsaw'))).toBe(
      '2026-11-26T08:00:00.000Z',
    );
    expect(iso(zonedTimeToInstant({ year: 2026, month: 7, day: 1, hour: 9, minute: 0 }, 'Europe/Warsaw'))).toBe('2026-07-01T07:00:00.000Z');
    expect(iso(zonedTimeToInstant({ year: 2026, month: 11, day: 26, hour: 9, minute: 30 }, 'Asia/Kolkata'))).toBe(
      '2026-11-26T04:00:00.000Z',
    );
    expect(iso(zonedTimeToInstant({ year: 2026, month: 11, day: 26, hour: 16, minute: 30 }, 'UTC'))).toBe('2026-11-26T16:30:00.000Z');
  });
});

describe('workingSlots', () => {
  test('five business days from tomorrow, 9:00 to 17:00 in half hours, weekends skipped', () => {
    // A Wednesday: Thursday, Friday, Monday, Tuesday, Wednesday.
    const slots = workingSlots('Europe/Warsaw', new Date('2026-11-25T12:00:00Z'));
    expect(slots).toHaveLength(5 * 16);
    expect(iso(slots[0] as Date)).toBe('2026-11-26T08:00:00.000Z');
    expect(iso(slots[15] as Date)).toBe('2026-11-26T15:30:00.000Z');
    expect(iso(slots[16] as Date)).toBe('2026-11-27T08:00:00.000Z');
    expect(iso(slots[32] as Date)).toBe('2026-11-30T08:00:00.000Z');
    expect(iso(slots.at(-1) as Date)).toBe('2026-12-02T15:30:00.000Z');
    const weekdays = new Set(slots.map((slot) => slot.getUTCDay()));
    expect(weekdays.has(0) || weekdays.has(6)).toBe(false);
  });

  test('follows the specialist across a daylight saving change', () => {
    const slots = workingSlots('America/New_York', new Date('2026-10-28T12:00:00Z'));
    expect(iso(slots[0] as Date)).toBe('2026-10-29T13:00:00.000Z');
    // Clocks went back on Sunday 1 November: 9:00 on Monday is an hour later in UTC.
    expect(iso(slots[32] as Date)).toBe('2026-11-02T14:00:00.000Z');
  });

  test("the days are the specialist's: late evening in UTC is already tomorrow in Asia", () => {
    const slots = workingSlots('Asia/Tokyo', new Date('2026-11-24T20:00:00Z'));
    // Already Wednesday 25 November in Tokyo: the first day is Thursday.
    expect(iso(slots[0] as Date)).toBe('2026-11-26T00:00:00.000Z');
  });
});

describe('isWorkingSlot', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  test('only starts on the half-hour grid within working hours of the coming business days', () => {
    expect(isWorkingSlot('Europe/Warsaw', new Date('2026-11-26T08:00:00Z'), now)).toBe(true);
    expect(isWorkingSlot('Europe/Warsaw', new Date('2026-11-26T15:30:00Z'), now)).toBe(true);
    expect(isWorkingSlot('Europe/Warsaw', new Date('2026-11-26T08:10:00Z'), now)).toBe(false);
    expect(isWorkingSlot('Europe/Warsaw', new Date('2026-11-26T16:00:00Z'), now)).toBe(false);
    expect(isWorkingSlot('Europe/Warsaw', new Date('2026-11-28T09:00:00Z'), now)).toBe(false);
    expect(isWorkingSlot('Europe/Warsaw', new Date('2026-11-25T13:00:00Z'), now)).toBe(false);
    expect(isWorkingSlot('Europe/Warsaw', new Date('2026-12-03T08:00:00Z'), now)).toBe(false);
  });
});
