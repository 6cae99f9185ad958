/**
 * Statements of account: a company's invoices (charges) and the payments that settled them
 * (credits) over a period, with the balance before, after and at each line, and what is still owed
 * at the period's end by how long it is past due.
 */

/** How long an outstanding invoice is past its due date at the statement's end, in days. */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days_1_30: '1-30 days',
  days_31_60: '31-60 days',
  days_61_90: '61-90 days',
  over_90: 'Over 90 days',
};

/** What a line of a statement is: an invoice issued (a charge) or a payment that settled one (a credit). */
export const STATEMENT_LINE_KINDS = ['invoice', 'payment'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** The longest period one statement covers, in years. */
export const STATEMENT_MAX_YEARS = 5;
export const STATEMENT_PERIOD_TOO_LONG = `A statement covers at most ${STATEMENT_MAX_YEARS} years: choose a later start date or an earlier end date.`;

/** The most invoices one statement reads (those of its period and those still owed at its start). */
export const STATEMENT_MAX_INVOICES = 10_000;
export const STATEMENT_TOO_MANY_INVOICES = `This period holds more than ${STATEMENT_MAX_INVOICES.toLocaleString('en-US')} invoices: choose a later start date.`;

/** The same day `years` later, as ISO text (29 February stays so: ISO days compare as text). */
function yearsLater(isoDay: string, years: number): string {
  return `${String(Number(isoDay.slice(0, 4)) + years).padStart(4, '0')}${isoDay.slice(4)}`;
}

/** Whether a period of ISO days is longer than a statement covers. */
export function statementPeriodTooLong(period: { from?: string | null; to?: string | null }): boolean {
  return Boolean(period.from && period.to && period.to > yearsLater(period.from, STATEMENT_MAX_YEARS));
}

/** The period a statement shows when none is asked for: this quarter so far (its first day to `today`). */
export function defaultStatementPeriod(today: string): { from: string; to: string } {
  const month = Number(today.slice(5, 7));
  const quarterStart = month - ((month - 1) % 3);
  return { from: `${today.slice(0, 4)}-${String(quarterStart).padStart(2, '0')}-01`, to: today };
}
