import { describe, expect, test } from '@jest/globals';
import {
  addBusinessDays,
  autoApprovalDeadline,
  isMonday,
  localDay,
  mondayOf,
  reminderDueAt,
  weekDays,
  weekEndOf,
  weekStartOf,
  zonedInstant,
} from './company-week';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('the Monday of a calendar date', () => {
  test.each([
    ['2026-03-02', '2026-03-02'], // a Monday is its own
    ['2026-03-08', '2026-03-02'], // a Sunday belongs to the week before it
    ['2026-03-04', '2026-03-02'],
    ['2027-01-01', '2026-12-28'], // across a year
    ['2024-03-01', '2024-02-26'], // across a leap day
    ['2026-11-01', '2026-10-26'],
  ])('%s is in the week of %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
    expect(isMonday(monday)).toBe(true);
  });

  test('only Mondays are Mondays', () => {
    expect(weekDays('2026-03-02').map(isMonday)).toEqual([true, false, false, false, false, false, false]);
  });

  test('a week is seven calendar dates from its Monday, whatever the clocks do in between', () => {
    expect(weekDays('2026-03-02')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(weekEndOf('2026-03-02')).toBe('2026-03-08');
    expect(weekEndOf('2026-10-26')).toBe('2026-11-01');
    expect(weekEndOf('2026-12-28')).toBe('2027-01-03');
  });
});

describe("the company's week of an instant", () => {
  test.each([
    // Sunday 23:30 in New York (EDT, the first day of it) is Monday 03:30 in UTC: still the week before in New York.
    ['2026-03-09T03:30:00Z', 'America/New_York', '2026-03-02'],
    ['2026-03-09T03:30:00Z', 'UTC', '2026-03-09'],
    ['2026-03-09T03:30:00Z', 'Pacific/Auckland', '2026-03-09'],
    // Monday 00:30 in New York after the clocks went back (EST).
    ['2026-11-02T05:30:00Z', 'America/New_York', '2026-11-02'],
    ['2026-11-02T04:30:00Z', 'America/New_York', '2026-10-26'],
    // Auckland is a day ahead: Sunday 13:00 UTC is Monday 01:00 there (NZST after April's change).
    ['2026-04-05T13:00:00Z', 'Pacific/Auckland', '2026-04-06'],
    ['2026-04-05T13:00:00Z', 'UTC', '2026-03-30'],
    // Berlin, the night the clocks go back (Sunday 02:30 happens twice): both are Sunday.
    ['2026-10-25T00:30:00Z', 'Europe/Berlin', '2026-10-19'],
    ['2026-10-25T01:30:00Z', 'Europe/Berlin', '2026-10-19'],
    ['2026-10-25T22:59:59Z', 'Europe/Berlin', '2026-10-19'],
    ['2026-10-25T23:00:00Z', 'Europe/Berlin', '2026-10-26'],
  ])('%s in %s is in the week of %s', (instant, zone, monday) => {
    expect(weekStartOf(at(instant), zone)).toBe(monday);
  });

  test('the local day follows the zone', () => {
    expect(localDay(at('2026-03-07T03:00:00Z'), 'America/New_York')).toBe('2026-03-06');
    expect(localDay(at('2026-03-07T03:00:00Z'), 'UTC')).toBe('2026-03-07');
  });
});

describe('a wall-clock time as an instant', () => {
  test.each([
    // Plain times: the offset of the day.
    [{ year: 2026, month: 1, day: 15, hour: 9, minute: 0, second: 0 }, 'America/New_York', '2026-01-15T14:00:00.000Z'],
    [{ year: 2026, month: 7, day: 15, hour: 9, minute: 0, second: 0 }, 'America/New_York', '2026-07-15T13:00:00.000Z'],
    [{ year: 2026, month: 7, day: 15, hour: 9, minute: 0, second: 0 }, 'Pacific/Auckland', '2026-07-14T21:00:00.000Z'],
    [{ year: 2026, month: 1, day: 15, hour: 9, minute: 0, second: 0 }, 'Pacific/Auckland', '2026-01-14T20:00:00.000Z'],
    [{ year: 2026, month: 1, day: 15, hour: 9, minute: 0, second: 0 }, 'UTC', '2026-01-15T09:00:00.000Z'],
    // Skipped by a change (spring forward): as far past the gap's start, 02:30 -> 03:30.
    [{ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 }, 'America/New_York', '2026-03-08T07:30:00.000Z'],
    [{ year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 }, 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
    [{ year: 2026, month: 9, day: 27, hour: 2, minute: 30, second: 0 }, 'Pacific/Auckland', '2026-09-26T14:30:00.000Z'],
    // Shown twice (fall back): the earlier.
    [{ year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 }, 'America/New_York', '2026-11-01T05:30:00.000Z'],
    [{ year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 }, 'Europe/Berlin', '2026-10-25T00:30:00.000Z'],
    [{ year: 2026, month: 4, day: 5, hour: 2, minute: 30, second: 0 }, 'Pacific/Auckland', '2026-04-04T13:30:00.000Z'],
    // Just either side of a change.
    [{ year: 2026, month: 3, day: 8, hour: 1, minute: 59, second: 59 }, 'America/New_York', '2026-03-08T06:59:59.000Z'],
    [{ year: 2026, month: 3, day: 8, hour: 3, minute: 0, second: 0 }, 'America/New_York', '2026-03-08T07:00:00.000Z'],
  ])('%o in %s is %s', (wall, zone, instant) => {
    expect(zonedInstant(wall, zone).toISOString()).toBe(instant);
  });
});

describe('business days', () => {
  test.each([
    ['2026-03-02', 5, '2026-03-09'], // Monday -> Monday
    ['2026-03-06', 5, '2026-03-13'], // Friday -> Friday
    ['2026-03-07', 5, '2026-03-13'], // Saturday -> Friday
    ['2026-03-08', 5, '2026-03-13'], // Sunday -> Friday
    ['2026-03-04', 5, '2026-03-11'], // Wednesday -> Wednesday
    ['2026-12-30', 5, '2027-01-06'], // across a year
    ['2026-03-02', 1, '2026-03-03'],
    ['2026-03-06', 1, '2026-03-09'],
  ])('%s + %i business days is %s', (day, count, expected) => {
    expect(addBusinessDays(day, count)).toBe(expected);
  });
});

describe('the auto-approval deadline: the same local time on the fifth business day after submission', () => {
  test.each([
    // UTC: no clock changes.
    ['2026-03-02T10:00:00.000Z', 'UTC', '2026-03-09T10:00:00.000Z', 168],
    ['2026-03-07T10:00:00.000Z', 'UTC', '2026-03-13T10:00:00.000Z', 144],
    ['2026-03-06T23:59:59.000Z', 'UTC', '2026-03-13T23:59:59.000Z', 168],
    // New York, March: the clocks go forward on Sunday 8 March; the week has one hour less.
    ['2026-03-02T15:00:00.000Z', 'America/New_York', '2026-03-09T14:00:00.000Z', 167],
    // New York, November: they go back on Sunday 1 November; one hour more.
    ['2026-10-26T13:00:00.000Z', 'America/New_York', '2026-11-02T14:00:00.000Z', 169],
    // A Friday evening in New York is Saturday in UTC: New York's Friday counts.
    ['2026-03-07T03:00:00.000Z', 'America/New_York', '2026-03-14T02:00:00.000Z', 167],
    // Berlin: a Wednesday before the change of 29 March, to the Wednesday after it.
    ['2026-03-25T11:00:00.000Z', 'Europe/Berlin', '2026-04-01T10:00:00.000Z', 167],
    ['2026-10-21T10:00:00.000Z', 'Europe/Berlin', '2026-10-28T11:00:00.000Z', 169],
    // Auckland, April: NZDT (+13) to NZST (+12).
    ['2026-04-01T19:00:00.000Z', 'Pacific/Auckland', '2026-04-08T20:00:00.000Z', 169],
    // Auckland, September: NZST (+12) to NZDT (+13).
    ['2026-09-23T05:00:00.000Z', 'Pacific/Auckland', '2026-09-30T04:00:00.000Z', 167],
  ])('submitted %s in %s: approved at %s (%i hours later)', (submitted, zone, deadline, hours) => {
    const result = autoApprovalDeadline(at(submitted), zone);
    expect(result.toISOString()).toBe(deadline);
    expect((result.getTime() - at(submitted).getTime()) / HOUR).toBe(hours);
  });

  test('the deadline keeps the local time of day of the submission', () => {
    const submitted = at('2026-03-02T15:17:42.000Z'); // 10:17:42 EST
    const deadline = autoApprovalDeadline(submitted, 'America/New_York');
    expect(deadline.toLocaleTimeString('en-GB', { timeZone: 'America/New_York' })).toBe('10:17:42');
    expect(localDay(deadline, 'America/New_York')).toBe('2026-03-09');
  });

  test('its milliseconds too, so the deadline is never a moment early', () => {
    expect(autoApprovalDeadline(at('2026-03-02T10:00:00.250Z'), 'UTC').toISOString()).toBe('2026-03-09T10:00:00.250Z');
  });

  test('a submission at any hour of a week lands on a business day, at five to seven days', () => {
    for (const zone of ['UTC', 'America/New_York', 'Europe/Berlin', 'Pacific/Auckland']) {
      for (let hour = 0; hour < 24 * 14; hour += 5) {
        const submitted = new Date(Date.UTC(2026, 2, 1) + hour * HOUR);
        const deadline = autoApprovalDeadline(submitted, zone);
        const weekday = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(deadline);
        expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(weekday);
        const days = (deadline.getTime() - submitted.getTime()) / (24 * HOUR);
        expect(days).toBeGreaterThanOrEqual(5 - 1 / 24);
        expect(days).toBeLessThanOrEqual(7 + 1 / 24);
      }
    }
  });

  test('the reminder is due a day before', () => {
    expect(reminderDueAt(at('2026-03-09T14:00:00.000Z')).toISOString()).toBe('2026-03-08T14:00:00.000Z');
  });
});
