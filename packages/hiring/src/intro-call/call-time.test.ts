import { describe, expect, test } from '@jest/globals';
import { dateTimeFormat } from '@portal/ui';
import { formatMeetingTime } from '../hiring/hiring-format';
import { slotsByDay } from './call-time';

const dayOf = (iso: string) => dateTimeFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

describe('call times', () => {
  test('a call time names its zone', () => {
    expect(formatMeetingTime('2026-12-15T15:00:00Z')).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2} (AM|PM) \S+$/);
  });

  test('slots are grouped by the viewer’s day, in the order given', () => {
    const slots = ['2026-12-15T09:00:00Z', '2026-12-15T09:30:00Z', '2026-12-16T09:00:00Z', 'not a time'];
    const days = slotsByDay(slots);
    const expectedDays = new Set(slots.slice(0, 3).map(dayOf));
    expect(days).toHaveLength(expectedDays.size);
    expect(days.flatMap((day) => day.slots.map((slot) => slot.value))).toEqual(slots.slice(0, 3));
    for (const day of days) {
      expect(new Set(day.slots.map((slot) => dayOf(slot.value))).size).toBe(1);
      expect(day.label).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]{2} \d{1,2}, 2026$/);
      for (const slot of day.slots) expect(slot.time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    }
  });

  test('no slots, no days', () => {
    expect(slotsByDay([])).toEqual([]);
  });
});
