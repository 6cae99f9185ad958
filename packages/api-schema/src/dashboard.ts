// The dashboard: what waits for the viewer (gathered from every module the viewer's roles reach)
// and the company's spend per month.
import { z } from 'zod';
import { currencySchema, moneySchema } from './billing';
import { text } from './text';

/** Items of each kind the dashboard lists; the count says how many there are in all. */
export const ACTION_ITEMS_LIMIT = 3;

/** Pending invitations expiring within this many days are shown as needing action. */
export const INVITATION_EXPIRING_DAYS = 3;

/** The kinds of thing that wait for someone of the company, in the order the dashboard lists them. */
export const ACTION_KINDS = [
  'autopay_problem',
  'invoice_to_pay',
  'delivery_to_accept',
  'contract_to_sign',
  'timesheet_to_approve',
  'proposal_to_review',
  'invitation_expiring',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

const isoDate = z.iso.date();

/** One thing to do, with the portal page where it is done. */
const actionItemSchema = z.object({
  id: text(),
  title: text(),
  detail: text(),
  /** The portal page where it is done, e.g. /invoices/{id}. */
  href: text(),
  /** When it is due or expires, if it has a date. */
  due_on: isoDate.nullable(),
  /** Past its date: shown first and marked. */
  overdue: z.boolean(),
  amount: moneySchema.nullable(),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

/** Every item of one kind: how many in all, the first few, and the page listing them all. */
const actionGroupSchema = z.object({
  kind: z.enum(ACTION_KINDS),
  label: text(),
  count: z.number().int().nonnegative(),
  items: z.array(actionItemSchema),
  /** How many lines the whole list has: `count` unless a line stands for several (a request's proposals). */
  lines: z.number().int().nonnegative(),
  list_href: text(),
});
export type ActionGroup = z.infer<typeof actionGroupSchema>;

/** GET /api/client-cabinet/dashboard/actions: only the kinds the viewer's roles reach, in ACTION_KINDS order. */
export const actionItemsSchema = z.object({
  groups: z.array(actionGroupSchema),
  total: z.number().int().nonnegative(),
});
export type ActionItems = z.infer<typeof actionItemsSchema>;

/** Months of spend the dashboard shows, the current one last. */
export const SPEND_MONTHS = 12;

/** One month of one currency's invoices, by the month they were issued (YYYY-MM). */
const spendMonthSchema = z.object({
  month: text().regex(/^\d{4}-\d{2}$/),
  paid: z.number().int().nonnegative(),
  outstanding: z.number().int().nonnegative(),
});
export type SpendMonth = z.infer<typeof spendMonthSchema>;

/** GET /api/client-cabinet/invoices/spend: per currency, every one of the last SPEND_MONTHS months (zero where none). */
export const spendSchema = z.object({
  months: z.array(text()),
  currencies: z.array(z.object({ currency: currencySchema, months: z.array(spendMonthSchema) })),
});
export type Spend = z.infer<typeof spendSchema>;
