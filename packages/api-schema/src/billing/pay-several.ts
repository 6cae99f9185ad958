import { z } from 'zod';
import { text } from '../text';
import { idSchema } from '../user';
import { SAVED_METHOD_KINDS } from './constants';
import { moneySchema } from './money-schema';

// Paying several invoices at once with a saved method (Billing › Invoices, selected rows), which
// autopay does for one invoice at a time: one charge per vendor and currency, one payment per invoice.

/** The most invoices one request pays: a page of the list. */
export const PAY_SEVERAL_MAX_INVOICES = 50;

/** A saved method of the company: a verified bank account or a card. */
export const savedMethodChoiceSchema = z.object({
  type: z.enum(SAVED_METHOD_KINDS, { error: 'Choose a bank account or a card' }),
  id: idSchema,
});
export type SavedMethodChoice = z.infer<typeof savedMethodChoiceSchema>;

/** POST /api/client-cabinet/invoices/pay */
export const payInvoicesBodySchema = z.object({
  invoice_ids: z
    .array(idSchema, { error: 'Select the invoices to pay' })
    .min(1, 'Select the invoices to pay')
    .max(PAY_SEVERAL_MAX_INVOICES, `Select at most ${PAY_SEVERAL_MAX_INVOICES} invoices`)
    .refine((ids) => new Set(ids).size === ids.length, 'Select each invoice once'),
  method: savedMethodChoiceSchema,
});
export type PayInvoicesBody = z.infer<typeof payInvoicesBodySchema>;

/**
 * What became of one invoice: `succeeded` (paid), `processing` (a debit under way; paid when it
 * settles), `failed` (the charge was refused: it can be retried) or `skipped` (not paid by this
 * request: not payable, or another payment of it is under way or done; the message says which).
 */
export const INVOICE_PAYMENT_OUTCOMES = ['succeeded', 'processing', 'failed', 'skipped'] as const;
export type InvoicePaymentOutcomeStatus = (typeof INVOICE_PAYMENT_OUTCOMES)[number];

export const invoicePaymentOutcomeSchema = z.object({
  invoice_id: idSchema,
  invoice_number: text(),
  vendor_name: text(),
  amount: moneySchema,
  status: z.enum(INVOICE_PAYMENT_OUTCOMES),
  /** The invoice's payment made by this request (or the one under way that made it skip). */
  reference: text().nullable(),
  /** The charge it was part of: one per vendor and currency. */
  charge_reference: text().nullable(),
  message: text({ multiline: true }).nullable(),
});
export type InvoicePaymentOutcome = z.infer<typeof invoicePaymentOutcomeSchema>;

/** One charge: the invoices of one vendor in one currency. */
export const paymentChargeSchema = z.object({
  reference: text(),
  vendor_name: text(),
  amount: moneySchema,
  status: z.enum(['processing', 'succeeded', 'failed']),
  invoice_ids: z.array(idSchema),
  message: text({ multiline: true }).nullable(),
});
export type PaymentCharge = z.infer<typeof paymentChargeSchema>;

export const payInvoicesResultSchema = z.object({
  invoices: z.array(invoicePaymentOutcomeSchema),
  charges: z.array(paymentChargeSchema),
});
export type PayInvoicesResult = z.infer<typeof payInvoicesResultSchema>;
