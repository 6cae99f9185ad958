import { AGING_BUCKETS, type AgingBucket, type Statement, type StatementLine } from '@portal/api-schema';

/** An invoice as a statement reads it: what it charged, when it was due, and when it was settled. */
export interface StatementInvoice {
  id: string;
  number: string;
  vendorName: string;
  issuedOn: string;
  dueOn: string;
  totalMinor: number;
  /** The day the payment that settled it succeeded (else the invoice's paid day); null while it is still owed. */
  settledOn: string | null;
  /** The reference of the payment that settled it, when a payment records it. */
  paymentReference: string | null;
}

/** The first and last day of a statement, both included (ISO days). */
export interface StatementPeriod {
  from: string;
  to: string;
}

export type AccountStatement = Omit<Statement, 'currencies'>;

const DAY_MS = 86_400_000;

/** Whole days from `dueOn` to `asOf`: 0 on the due day, negative before it. */
export function daysPastDue(dueOn: string, asOf: string): number {
  return Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / DAY_MS);
}

/** The aging bucket of an invoice this many days past its due date (due today or later is current). */
export function agingBucketOf(days: number): AgingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days_1_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'over_90';
}

/**
 * The day an invoice stopped counting towards the balance. A payment recorded before the invoice's
 * issue day (clocks, imported rows) counts on the issue day, so that no balance ever holds a credit
 * for an invoice it does not yet hold.
 */
function settledDay(invoice: StatementInvoice): string | null {
  if (invoice.settledOn === null) return null;
  return invoice.settledOn < invoice.issuedOn ? invoice.issuedOn : invoice.settledOn;
}

/** One aging bucket's outstanding invoices: how many and how much. */
export interface AgingTotal {
  bucket: AgingBucket;
  count: number;
  amountMinor: number;
}

/** What is still owed at the end of `asOf`, by days past due: every bucket, in order, even when empty. */
export function ageOutstanding(invoices: readonly StatementInvoice[], asOf: string): AgingTotal[] {
  const totals = new Map<AgingBucket, { count: number; amountMinor: number }>(
    AGING_BUCKETS.map((bucket) => [bucket, { count: 0, amountMinor: 0 }]),
  );
  for (const invoice of invoices) {
    if (invoice.issuedOn > asOf) continue;
    const settled = settledDay(invoice);
    if (settled !== null && settled <= asOf) continue;
    const total = totals.get(agingBucketOf(daysPastDue(invoice.dueOn, asOf)))!;
    total.count += 1;
    total.amountMinor += invoice.totalMinor;
  }
  return AGING_BUCKETS.map((bucket) => ({ bucket, ...totals.get(bucket)! }));
}

const LINE_KIND_ORDER = { invoice: 0, payment: 1 } as const;

/**
 * A statement of one currency's invoices over a period: the balance owed before it starts, each
 * invoice issued in it (a charge) and each settlement in it (a credit) with the balance after it,
 * the balance at its end, and that balance by days past due at its end. `invoices` may leave out
 * invoices issued and settled before the period: they add nothing to any balance.
 */
export function buildStatement(invoices: readonly StatementInvoice[], period: StatementPeriod, currency: string): AccountStatement {
  const money = (added_value: number) => ({ currency, added_value });
  let opening = 0;
  const entries: Array<Omit<StatementLine, 'balance' | 'amount'> & { amountMinor: number; sign: 1 | -1 }> = [];
  for (const invoice of invoices) {
    if (invoice.issuedOn > period.to) continue;
    if (invoice.issuedOn < period.from) opening += invoice.totalMinor;
    else
      entries.push({
        date: invoice.issuedOn,
        kind: 'invoice',
        document: invoice.number,
        invoice_id: invoice.id,
        description: `Invoice from ${invoice.vendorName}, due ${invoice.dueOn}`,
        amountMinor: invoice.totalMinor,
        sign: 1,
      });
    const settled = settledDay(invoice);
    if (settled === null || settled > period.to) continue;
    if (settled < period.from) opening -= invoice.totalMinor;
    else
      entries.push({
        date: settled,
        kind: 'payment',
        document: invoice.paymentReference ?? invoice.number,
        invoice_id: invoice.id,
        description: `Payment of ${invoice.number}`,
        amountMinor: invoice.totalMinor,
        sign: -1,
      });
  }
  entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || LINE_KIND_ORDER[a.kind] - LINE_KIND_ORDER[b.kind] || a.document.localeCompare(b.document, 'en'),
  );

  let balance = opening;
  let charges = 0;
  let credits = 0;
  const lines: StatementLine[] = entries.map(({ amountMinor, sign, ...line }) => {
    balance += sign * amountMinor;
    if (sign === 1) charges += amountMinor;
    else credits += amountMinor;
    return { ...line, amount: money(amountMinor), balance: money(balance) };
  });

  const buckets = ageOutstanding(invoices, period.to);
  return {
    currency,
    from: period.from,
    to: period.to,
    opening_balance: money(opening),
    total_charges: money(charges),
    total_credits: money(credits),
    closing_balance: money(balance),
    lines,
    aging: {
      buckets: buckets.map(({ bucket, count, amountMinor }) => ({ bucket, count, amount: money(amountMinor) })),
      total: money(buckets.reduce((sum, bucket) => sum + bucket.amountMinor, 0)),
    },
  };
}
