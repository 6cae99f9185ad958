import { expect, test } from '@jest/globals';
import { DAY_OFF_NOTE, dailyShareMinutes, weekOfHours } from './week-of-hours';

const contract = { contractId: '0b7d6a4e-5d1f-4c1e-9a43-7d0000000001', hoursPerWeek: 40, startsOn: '2026-01-05', endsOn: null };
const mondays = Array.from({ length: 30 }, (_, index) => new Date(Date.UTC(2026, 5, 1 + index * 7)).toISOString().slice(0, 10));

test('the same contract and week give the same days, on any run', () => {
  const week = { ...contract, weekStart: '2026-11-02' };
  expect(weekOfHours(week)).toEqual(weekOfHours(week));
  expect(weekOfHours(week)).not.toEqual(weekOfHours({ ...week, contractId: 'another' }));
});

test('seven days Monday first, weekdays of 7.5 to 9 hours in quarter hours with a note, a day off now and then', () => {
  const weeks = mondays.map((weekStart) => weekOfHours({ ...contract, weekStart }));
  for (const days of weeks) {
    expect(days).toHaveLength(7);
    for (const [index, day] of days.entries()) {
      expect(day.minutes % 15).toBe(0);
      if (index < 5 && day.note !== DAY_OFF_NOTE) {
        expect(day.minutes).toBeGreaterThanOrEqual(6.5 * 60);
        expect(day.minutes).toBeLessThanOrEqual(9 * 60);
        expect(day.note.length).toBeGreaterThan(0);
      }
    }
  }
  const totals = weeks.map((days) => days.reduce((sum, day) => sum + day.minutes, 0));
  // Within the weekly hours but for one longer week in six (Saturday hours), which is flagged over them.
  const over = totals.filter((total) => total > 40 * 60).length;
  expect(over).toBeGreaterThanOrEqual(4);
  expect(over).toBeLessThanOrEqual(6);
  expect(weeks.some((days) => days.some((day) => day.note === DAY_OFF_NOTE))).toBe(true);
});

test('days outside the contract get no entry; a week across a change of daylight saving time has its seven days', () => {
  const first = weekOfHours({ ...contract, startsOn: '2026-10-07', weekStart: '2026-10-05' });
  expect(first.map((day) => day.day)).toEqual(['2026-10-07', '2026-10-08', '2026-10-09', '2026-10-10', '2026-10-11']);
  const last = weekOfHours({ ...contract, endsOn: '2026-10-06', weekStart: '2026-10-05' });
  expect(last.map((day) => day.day)).toEqual(['2026-10-05', '2026-10-06']);
  // New York leaves daylight saving time on Sunday 1 November 2026, Berlin on 25 October: days are dates.
  expect(weekOfHours({ ...contract, weekStart: '2026-10-26' }).map((day) => day.day)).toEqual([
    '2026-10-26',
    '2026-10-27',
    '2026-10-28',
    '2026-10-29',
    '2026-10-30',
    '2026-10-31',
    '2026-11-01',
  ]);
});

test('the daily share is a fifth of the weekly hours, rounded down to a quarter hour', () => {
  expect(dailyShareMinutes(40)).toBe(480);
  expect(dailyShareMinutes(24)).toBe(285);
  expect(dailyShareMinutes(30)).toBe(360);
});
