import { type InvoiceTotal, type LineItemUnit, TOTAL_SLUG } from '@portal/api-schema';

// What an invoice's lines must satisfy: each amount is its quantity times its rate, rounded to the
// currency's minor unit, and the amounts add up exactly to the invoice's subtotal (so that
// subtotal + fee + tax = total still holds). The demo data, the bulk invoices and the tests derive
// their lines here, and check them here.

/** The totals entry the lines add up to. */
const SUBTOTAL_SLUG = 'subtotal';

/** A line as it is stored, without its invoice and position. */
export interface LineItemDraft {
  description: string;
  developerName: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  unit: LineItemUnit;
  /** Hours or items in thousandths. */
  quantityMilli: number;
  rateMinor: number;
  amountMinor: number;
}

/**
 * Quantity (in thousandths) times rate, rounded half away from zero to a whole minor unit. In
 * integers throughout (BigInt), so that neither a large rate nor a fraction of an hour loses a cent.
 */
export function lineAmountMinor(quantityMilli: number, rateMinor: number): number {
  if (!Number.isSafeInteger(quantityMilli) || !Number.isSafeInteger(rateMinor))
    throw new RangeError('Quantity and rate must be whole numbers');
  const product = BigInt(quantityMilli) * BigInt(rateMinor);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  const rounded = (magnitude + 500n) / 1000n;
  return Number(rounded * sign);
}

/** The amount the lines add up to: the 'subtotal' entry of the totals, or the total when there is no subtotal. */
export function linesTargetMinor(totals: readonly InvoiceTotal[]): number | null {
  const entry = totals.find((line) => line.slug === SUBTOTAL_SLUG) ?? totals.find((line) => line.slug === TOTAL_SLUG);
  return entry ? entry.added_value : null;
}

/** Why the lines do not add up, one sentence each; none when they do. */
export function lineItemProblems(lines: readonly LineItemDraft[], totals: readonly InvoiceTotal[]): string[] {
  const problems: string[] = [];
  lines.forEach((line, index) => {
    if (line.quantityMilli <= 0) problems.push(`Line ${index + 1} has no quantity.`);
    const expected = lineAmountMinor(line.quantityMilli, line.rateMinor);
    if (line.amountMinor !== expected) problems.push(`Line ${index + 1} amounts to ${line.amountMinor} instead of ${expected}.`);
  });
  const target = linesTargetMinor(totals);
  const sum = lines.reduce((total, line) => total + line.amountMinor, 0);
  if (target === null) problems.push('The totals have neither a subtotal nor a total.');
  else if (sum !== target) problems.push(`The lines add up to ${sum} instead of the subtotal ${target}.`);
  return problems;
}

interface HoursBill {
  developerName: string;
  periodStart: string | null;
  periodEnd: string | null;
  rateMinor: number;
  description: string;
}

/** The quarter of an hour, in thousandths: hours are billed in quarters. */
const QUARTER_HOUR_MILLI = 250;

/**
 * The lines that bill `subtotalMinor` as a developer's hours at a rate: the whole quarter hours
 * the amount pays for, and what remains below one quarter hour as an expenses item. When the rate
 * is zero or the amount pays for no quarter hour, the amount is one item.
 */
export function hoursLines(subtotalMinor: number, bill: HoursBill): LineItemDraft[] {
  if (bill.rateMinor <= 0) return itemLines(subtotalMinor, [bill.description]);
  let quarters = Math.floor((subtotalMinor * 4) / bill.rateMinor);
  while (quarters > 0 && lineAmountMinor(quarters * QUARTER_HOUR_MILLI, bill.rateMinor) > subtotalMinor) quarters -= 1;
  if (quarters === 0) return itemLines(subtotalMinor, [bill.description]);
  const quantityMilli = quarters * QUARTER_HOUR_MILLI;
  const amountMinor = lineAmountMinor(quantityMilli, bill.rateMinor);
  const lines: LineItemDraft[] = [
    {
      description: bill.description,
      developerName: bill.developerName,
      periodStart: bill.periodStart,
      periodEnd: bill.periodEnd,
      unit: 'hour',
      quantityMilli,
      rateMinor: bill.rateMinor,
      amountMinor,
    },
  ];
  const rest = subtotalMinor - amountMinor;
  if (rest > 0) lines.push(...itemLines(rest, ['Reimbursable expenses']));
  return lines;
}

/**
 * `subtotalMinor` as one item per description, each a single unit: the first takes about two
 * thirds when there are two, the last what remains, so that they add up exactly.
 */
export function itemLines(subtotalMinor: number, descriptions: readonly string[]): LineItemDraft[] {
  const named = descriptions.length > 0 ? descriptions : ['Services'];
  const lines: LineItemDraft[] = [];
  let remaining = subtotalMinor;
  named.forEach((description, index) => {
    const last = index === named.length - 1;
    const amountMinor = last ? remaining : Math.round((remaining * 2) / 3);
    remaining -= amountMinor;
    lines.push({
      description,
      developerName: null,
      periodStart: null,
      periodEnd: null,
      unit: 'item',
      quantityMilli: 1000,
      rateMinor: amountMinor,
      amountMinor,
    });
  });
  return lines;
}
