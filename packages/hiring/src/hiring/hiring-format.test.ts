import { describe, expect, test } from '@jest/globals';
import { formatDuration, formatMeetingTime, hourlyRate } from './hiring-format';

describe('hiring formats', () => {
  test('an hourly rate uses the money format', () => {
    expect(hourlyRate({ currency: 'USD', added_value: 4500 })).toBe('$45.00/h');
    expect(hourlyRate({ currency: 'EUR', added_value: 123456 })).toBe('€1,234.56/h');
    expect(hourlyRate({ currency: 'USD', added_value: 0 })).toBe('');
  });

  test('meeting times are in the given zone with its short name', () => {
    expect(formatMeetingTime('2026-12-02T14:30:00Z', 'Europe/Warsaw')).toBe('Wed, Dec 2, 2026, 3:30 PM GMT+1');
    expect(formatMeetingTime('2026-12-02T14:30:00Z', 'America/New_York')).toBe('Wed, Dec 2, 2026, 9:30 AM EST');
    expect(formatMeetingTime('not a date')).toBe('');
  });

  test('durations in minutes and hours', () => {
    expect(formatDuration('2026-12-02T14:00:00Z', '2026-12-02T14:30:00Z')).toBe('30 min');
    expect(formatDuration('2026-12-02T14:00:00Z', '2026-12-02T15:00:00Z')).toBe('1 h');
    expect(formatDuration('2026-12-02T14:00:00Z', '2026-12-02T15:15:00Z')).toBe('1 h 15 min');
    expect(formatDuration('2026-12-02T14:00:00Z', '2026-12-02T14:00:00Z')).toBe('');
  });
});
