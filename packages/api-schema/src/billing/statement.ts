import { z } from 'zod';
import { text } from '../text';
import { idSchema } from '../user';
import { currencySchema, moneySchema } from './money-schema';
import { AGING_BUCKETS, STATEMENT_LINE_KINDS } from './statement-constants';

const isoDate = z.iso.date();

/** GET /api/client-cabinet/statements (and its PDF and CSV): a currency and a period; each has a default. */
export const statementQuerySchema = z.object({
  /** The company's currency of most invoices when not given. */
  currency: currencySchema.optional(),
  /** The first day; with `to`, this quarter so far when not given. */
  from: isoDate.optional(),
  /** The last day, at most 5 years after `from`. */
  to: isoDate.optional(),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

/** One line of a statement: an invoice issued (a charge) or a payment that settled one (a credit). */
const statementLineSchema = z.object({
  date: isoDate,
  kind: z.enum(STATEMENT_LINE_KINDS),
  /** The invoice's number, or the payment's reference (the invoice's number when it was paid without one). */
  document: text(),
  invoice_id: idSchema,
  description: text(),
  /** Positive: what the line adds to the balance (an invoice) or takes off it (a payment). */
  amount: moneySchema,
  /** The balance after this line. */
  balance: moneySchema,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

const agingBucketSchema = z.object({
  bucket: z.enum(AGING_BUCKETS),
  /** How many invoices, and how much of them, is outstanding in this bucket at the period's end. */
  count: z.number().int().nonnegative(),
  amount: moneySchema,
});

export const statementSchema = z.object({
  currency: currencySchema,
  /** Every currency the company has invoices in, for choosing another statement. */
  currencies: z.array(currencySchema),
  from: isoDate,
  to: isoDate,
  opening_balance: moneySchema,
  total_charges: moneySchema,
  total_credits: moneySchema,
  closing_balance: moneySchema,
  /** Oldest first; on one day, invoices before payments. */
  lines: z.array(statementLineSchema),
  /** What is outstanding at the end of `to`, by days past due; its total is the closing balance. */
  aging: z.object({ buckets: z.array(agingBucketSchema), total: moneySchema }),
});
export type Statement = z.infer<typeof statementSchema>;
