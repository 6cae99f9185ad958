import { describe, expect, test } from '@jest/globals';
import { AGING_BUCKETS } from '@portal/api-schema';
import { ageOutstanding, agingBucketOf, buildStatement, daysPastDue, type StatementInvoice } from './account-statement';

let sequence = 0;
function invoice(overrides: Partial<StatementInvoice> = {}): StatementInvoice {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    number: `INV-${String(sequence).padStart(4, '0')}`,
    vendorName: 'Northwind Devs',
    issuedOn: '2026-10-01',
    dueOn: '2026-10-31',
    totalMinor: 10_000,
    settledOn: null,
    paymentReference: null,
    ...overrides,
  };
}

const PERIOD = { from: '2026-10-01', to: '2026-12-31' };

/** The day `days` before the period's end, as the due day of an invoice that many days past due then. */
function dueDaysBeforeEnd(days: number): string {
  return new Date(Date.parse(`${PERIOD.to}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

describe('days past due and the aging buckets', () => {
  test('counts whole days, across months, years and a leap day', () => {
    expect(daysPastDue('2026-12-31', '2026-12-31')).toBe(0);
    expect(daysPastDue('2026-12-31', '2026-12-30')).toBe(-1);
    expect(daysPastDue('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysPastDue('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysPastDue('2026-03-01', '2026-03-31')).toBe(30);
  });

  test.each([
    [-400, 'current'],
    [-1, 'current'],
    [0, 'current'],
    [1, 'days_1_30'],
    [30, 'days_1_30'],
    [31, 'days_31_60'],
    [60, 'days_31_60'],
    [61, 'days_61_90'],
    [90, 'days_61_90'],
    [91, 'over_90'],
    [5000, 'over_90'],
  ] as const)('%i days past due is %s', (days, bucket) => {
    expect(agingBucketOf(days)).toBe(bucket);
  });

  test('each bucket edge, from due dates before the period end', () => {
    const edges: Array<[number, string]> = [
      [0, 'current'],
      [1, 'days_1_30'],
      [30, 'days_1_30'],
      [31, 'days_31_60'],
      [60, 'days_31_60'],
      [61, 'days_61_90'],
      [90, 'days_61_90'],
      [91, 'over_90'],
    ];
    for (const [days, bucket] of edges) {
      const aged = ageOutstanding([invoice({ issuedOn: '2026-01-01', dueOn: dueDaysBeforeEnd(days), totalMinor: 700 })], PERIOD.to);
      expect(aged.find((total) => total.count === 1)?.bucket).toBe(bucket);
    }
  });

  test('every bucket is listed, in order, even when empty', () => {
    expect(ageOutstanding([], PERIOD.to)).toEqual(AGING_BUCKETS.map((bucket) => ({ bucket, count: 0, amountMinor: 0 })));
  });

  test('sums the invoices of each bucket; paid ones and ones issued after the end are not outstanding', () => {
    const aged = ageOutstanding(
      [
        invoice({ issuedOn: '2026-12-01', dueOn: '2027-01-15', totalMinor: 100 }),
        invoice({ issuedOn: '2026-12-01', dueOn: '2026-12-31', totalMinor: 200 }),
        invoice({ issuedOn: '2026-11-01', dueOn: '2026-12-15', totalMinor: 300 }),
        invoice({ issuedOn: '2026-06-01', dueOn: '2026-07-01', totalMinor: 400 }),
        invoice({ issuedOn: '2026-06-01', dueOn: '2026-07-01', totalMinor: 999, settledOn: '2026-12-31' }),
        invoice({ issuedOn: '2027-01-01', dueOn: '2027-01-01', totalMinor: 999 }),
      ],
      PERIOD.to,
    );
    expect(aged).toEqual([
      { bucket: 'current', count: 2, amountMinor: 300 },
      { bucket: 'days_1_30', count: 1, amountMinor: 300 },
      { bucket: 'days_31_60', count: 0, amountMinor: 0 },
      { bucket: 'days_61_90', count: 0, amountMinor: 0 },
      { bucket: 'over_90', count: 1, amountMinor: 400 },
    ]);
  });

  test('an invoice settled after the end was still outstanding at the end', () => {
    const aged = ageOutstanding(
      [invoice({ issuedOn: '2026-09-01', dueOn: '2026-12-01', settledOn: '2027-01-05', totalMinor: 500 })],
      PERIOD.to,
    );
    expect(aged.find((total) => total.bucket === 'days_1_30')).toEqual({ bucket: 'days_1_30', count: 1, amountMinor: 500 });
  });
});

describe('the statement', () => {
  test('an empty period: no lines, opening and closing equal, everything zero without invoices', () => {
    const statement = buildStatement([], PERIOD, 'USD');
    expect(statement).toEqual({
      currency: 'USD',
      from: PERIOD.from,
      to: PERIOD.to,
      opening_balance: { currency: 'USD', added_value: 0 },
      total_charges: { currency: 'USD', added_value: 0 },
      total_credits: { currency: 'USD', added_value: 0 },
      closing_balance: { currency: 'USD', added_value: 0 },
      lines: [],
      aging: {
        buckets: AGING_BUCKETS.map((bucket) => ({ bucket, count: 0, amount: { currency: 'USD', added_value: 0 } })),
        total: { currency: 'USD', added_value: 0 },
      },
    });
  });

  test('an empty period after unpaid invoices carries their balance from the opening to the closing', () => {
    const statement = buildStatement([invoice({ issuedOn: '2026-05-01', dueOn: '2026-05-31', totalMinor: 4_200 })], PERIOD, 'EUR');
    expect(statement.lines).toEqual([]);
    expect(statement.opening_balance).toEqual({ currency: 'EUR', added_value: 4_200 });
    expect(statement.closing_balance).toEqual({ currency: 'EUR', added_value: 4_200 });
    expect(statement.aging.buckets.find((bucket) => bucket.bucket === 'over_90')?.amount.added_value).toBe(4_200);
  });

  test('opening balance: invoices issued before the start less those settled before it', () => {
    const statement = buildStatement(
      [
        invoice({ issuedOn: '2026-08-01', totalMinor: 1_000 }),
        invoice({ issuedOn: '2026-08-01', totalMinor: 2_000, settledOn: '2026-09-30' }),
        invoice({ issuedOn: '2026-09-01', totalMinor: 4_000, settledOn: '2026-10-01' }),
      ],
      PERIOD,
      'USD',
    );
    expect(statement.opening_balance.added_value).toBe(5_000);
    expect(statement.lines.map((line) => [line.date, line.kind, line.amount.added_value, line.balance.added_value])).toEqual([
      ['2026-10-01', 'payment', 4_000, 1_000],
    ]);
    expect(statement.closing_balance.added_value).toBe(1_000);
  });

  test('charges and credits in date order with the running balance; on one day invoices come first', () => {
    const first = invoice({
      number: 'INV-B',
      issuedOn: '2026-10-05',
      totalMinor: 1_000,
      settledOn: '2026-11-01',
      paymentReference: 'PAY-1',
    });
    const second = invoice({ number: 'INV-A', issuedOn: '2026-11-01', dueOn: '2026-12-01', totalMinor: 2_500 });
    const third = invoice({ number: 'INV-C', issuedOn: '2026-10-05', totalMinor: 300, settledOn: '2026-12-31' });
    const statement = buildStatement([second, first, third], PERIOD, 'USD');
    expect(statement.lines.map((line) => [line.date, line.kind, line.document, line.amount.added_value, line.balance.added_value])).toEqual(
      [
        ['2026-10-05', 'invoice', 'INV-B', 1_000, 1_000],
        ['2026-10-05', 'invoice', 'INV-C', 300, 1_300],
        ['2026-11-01', 'invoice', 'INV-A', 2_500, 3_800],
        ['2026-11-01', 'payment', 'PAY-1', 1_000, 2_800],
        ['2026-12-31', 'payment', 'INV-C', 300, 2_500],
      ],
    );
    expect(statement.lines[0]).toMatchObject({ invoice_id: first.id, description: 'Invoice from Northwind Devs, due 2026-10-31' });
    expect(statement.lines[3]).toMatchObject({ invoice_id: first.id, description: 'Payment of INV-B' });
    expect(statement.total_charges.added_value).toBe(3_800);
    expect(statement.total_credits.added_value).toBe(1_300);
    expect(statement.closing_balance.added_value).toBe(2_500);
  });

  test('the period includes both its first and its last day; what is after it is left out', () => {
    const statement = buildStatement(
      [
        invoice({ issuedOn: PERIOD.from, totalMinor: 1 }),
        invoice({ issuedOn: PERIOD.to, totalMinor: 2 }),
        invoice({ issuedOn: '2027-01-01', totalMinor: 4 }),
        invoice({ issuedOn: '2026-09-30', totalMinor: 8, settledOn: '2027-01-01' }),
      ],
      PERIOD,
      'USD',
    );
    expect(statement.lines.map((line) => line.amount.added_value)).toEqual([1, 2]);
    expect(statement.opening_balance.added_value).toBe(8);
    expect(statement.closing_balance.added_value).toBe(11);
  });

  test('a settlement recorded before its invoice was issued counts on the issue day', () => {
    const statement = buildStatement([invoice({ issuedOn: '2026-10-10', totalMinor: 500, settledOn: '2026-09-01' })], PERIOD, 'USD');
    expect(statement.opening_balance.added_value).toBe(0);
    expect(statement.lines.map((line) => [line.date, line.kind, line.balance.added_value])).toEqual([
      ['2026-10-10', 'invoice', 500],
      ['2026-10-10', 'payment', 0],
    ]);
  });

  test('leaving out invoices issued and settled before the period changes nothing', () => {
    const relevant = [
      invoice({ issuedOn: '2026-07-01', totalMinor: 700 }),
      invoice({ issuedOn: '2026-11-01', totalMinor: 900, settledOn: '2026-11-20' }),
    ];
    const closedBefore = [invoice({ issuedOn: '2026-01-01', totalMinor: 12_345, settledOn: '2026-02-01' })];
    expect(buildStatement([...relevant, ...closedBefore], PERIOD, 'USD')).toEqual(buildStatement(relevant, PERIOD, 'USD'));
  });

  test('for any invoices: the aging total is the closing balance, and the closing is the opening plus charges less credits', () => {
    const days = ['2026-03-01', '2026-09-30', '2026-10-01', '2026-11-15', '2026-12-31', '2027-02-01'];
    let seed = 7;
    const pick = <T>(values: readonly T[]): T => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return values[seed % values.length]!;
    };
    for (let run = 0; run < 200; run += 1) {
      const invoices = Array.from({ length: 1 + (run % 9) }, () => {
        const issuedOn = pick(days);
        return invoice({ issuedOn, dueOn: pick(days), totalMinor: pick([1, 99, 10_000, 123_456]), settledOn: pick([null, ...days]) });
      });
      const statement = buildStatement(invoices, PERIOD, 'USD');
      expect(statement.aging.total.added_value).toBe(statement.closing_balance.added_value);
      expect(statement.closing_balance.added_value).toBe(
        statement.opening_balance.added_value + statement.total_charges.added_value - statement.total_credits.added_value,
      );
      expect(statement.lines.at(-1)?.balance.added_value ?? statement.opening_balance.added_value).toBe(
        statement.closing_balance.added_value,
      );
    }
  });
});
