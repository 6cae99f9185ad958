import { expect, test } from '@jest/globals';
import { lineItemProblems } from './line-items';
import { minutesToMilli, timesheetLines } from './timesheet-lines';
import { demoTotals } from './demo-data';

const OCTOBER = { start: '2026-10-01', end: '2026-10-31' };

const hannah = {
  developerName: 'Hannah Becker',
  description: 'Senior backend engineer',
  rateMinor: 8_500,
  days: [
    { day: '2026-09-30', minutes: 480 },
    { day: '2026-10-01', minutes: 450 },
    { day: '2026-10-02', minutes: 525 },
    { day: '2026-10-31', minutes: 0 },
    { day: '2026-11-02', minutes: 480 },
  ],
};

test('minutes in quarter hours are thousandths of an hour exactly; anything else is refused', () => {
  expect(minutesToMilli(0)).toBe(0);
  expect(minutesToMilli(15)).toBe(250);
  expect(minutesToMilli(525)).toBe(8_750);
  expect(() => minutesToMilli(20)).toThrow(RangeError);
});

test("one line of the period's approved hours at the contract's rate: days outside the period are another invoice's", () => {
  expect(timesheetLines(OCTOBER, [hannah])).toEqual([
    {
      description: 'Senior backend engineer',
      developerName: 'Hannah Becker',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      unit: 'hour',
      // 7.5 h + 8.75 h
      quantityMilli: 16_250,
      rateMinor: 8_500,
      amountMinor: 138_125,
    },
  ]);
});

test('one line per developer, none for one without hours in the period; the lines make the subtotal', () => {
  const omar = {
    developerName: 'Omar Farouk',
    description: 'Frontend engineer',
    rateMinor: 7_033,
    days: [{ day: '2026-10-05', minutes: 465 }],
  };
  const away = {
    developerName: 'Yuki Tanaka',
    description: 'Data engineer',
    rateMinor: 7_500,
    days: [{ day: '2026-09-01', minutes: 480 }],
  };
  const lines = timesheetLines(OCTOBER, [hannah, omar, away]);
  expect(lines.map((line) => [line.developerName, line.quantityMilli, line.amountMinor])).toEqual([
    ['Hannah Becker', 16_250, 138_125],
    // 7.75 h × 70.33 = 545.0575: rounded to the cent.
    ['Omar Farouk', 7_750, 54_506],
  ]);
  const subtotal = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  expect(lineItemProblems(lines, demoTotals('USD', subtotal))).toEqual([]);
});
