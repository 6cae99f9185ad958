import { expect, test } from '@jest/globals';
import type { InvoiceTotal } from '@portal/api-schema';
import { hoursLines, itemLines, lineAmountMinor, lineItemProblems, linesTargetMinor } from './line-items';
import { demoTotals } from './demo-data';

test('an amount is quantity (thousandths) times rate, rounded half away from zero to a minor unit', () => {
  expect(lineAmountMinor(7_500, 8_000)).toBe(60_000); // 7.5 h at 80.00
  expect(lineAmountMinor(1_000, 12_345)).toBe(12_345);
  expect(lineAmountMinor(333, 100)).toBe(33); // 33.3 -> 33
  expect(lineAmountMinor(335, 100)).toBe(34); // 33.5 -> 34, half up
  expect(lineAmountMinor(125, 4)).toBe(1); // 0.5 -> 1
  expect(lineAmountMinor(124, 4)).toBe(0); // 0.496 -> 0
  expect(lineAmountMinor(-335, 100)).toBe(-34); // away from zero
  // A product beyond 2^53 still rounds to the exact minor unit.
  expect(lineAmountMinor(1_999_999_999, 4_000_000_001)).toBe(7_999_999_998_000_000);
  expect(() => lineAmountMinor(0.5, 100)).toThrow(RangeError);
});

const usd = (slug: string, added_value: number): InvoiceTotal => ({ slug, label: slug, currency: 'USD', added_value });

test('lines add up to the subtotal entry, or to the total when the totals have no subtotal', () => {
  expect(linesTargetMinor(demoTotals('GBP', 100_000))).toBe(100_000);
  expect(linesTargetMinor([usd('total', 5_000)])).toBe(5_000);
  expect(linesTargetMinor([])).toBeNull();
});

test('the check names each line whose amount is not its quantity times its rate, and a sum that misses the subtotal', () => {
  const line = { description: 'Work', developerName: 'Ada Lovelace', periodStart: null, periodEnd: null, unit: 'hour' as const };
  const good = [
    { ...line, quantityMilli: 10_250, rateMinor: 9_999, amountMinor: 102_490 }, // 102,489.75 -> 102,490
    { ...line, unit: 'item' as const, quantityMilli: 1_000, rateMinor: 10, amountMinor: 10 },
  ];
  expect(lineItemProblems(good, demoTotals('USD', 102_500))).toEqual([]);
  expect(lineItemProblems(good, demoTotals('USD', 102_501))).toEqual(['The lines add up to 102500 instead of the subtotal 102501.']);
  expect(lineItemProblems([{ ...good[0]!, amountMinor: 102_489 }], [usd('total', 102_489)])).toEqual([
    'Line 1 amounts to 102489 instead of 102490.',
  ]);
  expect(lineItemProblems([], [])).toEqual(['The totals have neither a subtotal nor a total.']);
});

test('hours bill whole quarter hours at the rate, what remains below a quarter hour as expenses, exactly the subtotal', () => {
  const bill = {
    developerName: 'Ada Lovelace',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    rateMinor: 8_500,
    description: 'Backend developer',
  };
  const lines = hoursLines(1_240_000, bill);
  expect(lines).toEqual([
    expect.objectContaining({
      unit: 'hour',
      developerName: 'Ada Lovelace',
      quantityMilli: 145_750,
      rateMinor: 8_500,
      amountMinor: 1_238_875,
    }),
    expect.objectContaining({ unit: 'item', description: 'Reimbursable expenses', quantityMilli: 1_000, amountMinor: 1_125 }),
  ]);
  expect(lineItemProblems(lines, [usd('subtotal', 1_240_000)])).toEqual([]);
  // A rate whose quarter is not a whole minor unit still adds up exactly.
  for (const [subtotal, rate] of [
    [95_001, 7_777],
    [1_000_003, 13_333],
    [100, 9_999],
    [0, 5_000],
  ] as const) {
    const derived = hoursLines(subtotal, { ...bill, rateMinor: rate });
    expect(lineItemProblems(derived, [usd('subtotal', subtotal)])).toEqual([]);
  }
  expect(hoursLines(50_000, { ...bill, rateMinor: 0 })).toEqual([expect.objectContaining({ unit: 'item', amountMinor: 50_000 })]);
});

test('items split an amount so that the parts add up exactly', () => {
  expect(itemLines(100_001, ['Build', 'Support']).map((line) => line.amountMinor)).toEqual([66_667, 33_334]);
  expect(itemLines(10, ['One', 'Two', 'Three']).map((line) => line.amountMinor)).toEqual([7, 2, 1]);
  for (const amount of [0, 1, 2, 999_999_999]) {
    expect(lineItemProblems(itemLines(amount, ['A', 'B']), [usd('subtotal', amount)])).toEqual([]);
  }
});
