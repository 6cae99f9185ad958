import { z } from 'zod';
import { text } from '../text';
import {
  BANK_ACCOUNT_STATUSES,
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  DEFAULT_INVOICE_SORT,
} from './constants';
import { pageLimitSchema } from '../envelope';
import { idSchema } from '../user';

// the company's saved payment methods (Billing › Payment methods)
export * from './payment-methods';

/** ISO 4217 code, and BTC, which the portal formats with its own symbol. */
export const currencySchema = text().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code');

/** Money is always integer minor units (cents) with its currency; the server computes it. */
export const moneySchema = z.object({
  currency: currencySchema,
  added_value: z.number().int(),
});
export type Money = z.infer<typeof moneySchema>;

/** One line of an invoice's totals; the one with slug 'total' is the invoice's amount. */
const invoiceTotalSchema = moneySchema.extend({
  slug: text(),
  label: text(),
});
export type InvoiceTotal = z.infer<typeof invoiceTotalSchema>;

export const vendorSchema = z.object({ id: idSchema, name: text() });
export type Vendor = z.infer<typeof vendorSchema>;

const isoDate = z.iso.date();

/** An invoice in the list. */
const invoiceSummarySchema = z.object({
  id: idSchema,
  /** The human invoice number (e.g. 'INV-2026-0042'), used in texts and file names. */
  number: text(),
  vendor: vendorSchema,
  status: z.enum(INVOICE_STATUSES),
  issued_on: isoDate,
  due_on: isoDate,
  total: moneySchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** One invoice: GET /api/client-cabinet/invoice/{id}. */
export const invoiceDetailSchema = invoiceSummarySchema.extend({
  period_start: isoDate.nullable(),
  period_end: isoDate.nullable(),
  description: text({ multiline: true }).nullable(),
  totals: z.array(invoiceTotalSchema),
  paid_at: z.iso.datetime().nullable(),
  /** Actions the server allows now; the portal shows only these. */
  can_pay: z.boolean(),
  can_accept_delivery: z.boolean(),
  /** Set while an ACH payment of this invoice waits for its micro-deposits. */
  pending_ach: z.object({ reference: text(), bank_account_id: idSchema }).nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** What happened to an invoice and its payments, in the order it happened. */
const INVOICE_TIMELINE_KINDS = [
  'issued',
  'payment_started',
  'payment_processing',
  'payment_succeeded',
  'payment_failed',
  'payment_canceled',
  'ach_deposits_sent',
  'ach_verification_failed',
  'ach_verified',
  'delivery_accepted',
  'paid',
  'status_changed',
] as const;
export type InvoiceTimelineKind = (typeof INVOICE_TIMELINE_KINDS)[number];

/** One entry of GET /api/client-cabinet/invoice/{id}/timeline. */
const invoiceTimelineEntrySchema = z.object({
  id: text(),
  kind: z.enum(INVOICE_TIMELINE_KINDS),
  /** When it happened: an ISO date-time, or a calendar date for 'issued'. */
  at: z.union([z.iso.datetime({ offset: true }), isoDate]),
  /** The payment it concerns, by its reference. */
  reference: text().nullable(),
  /** The payment method's label. */
  method: text().nullable(),
  /** The last four digits of the bank account of an ACH payment. */
  bank_account_last4: text().nullable(),
  /** The invoice's status after a 'status_changed'. */
  status: z.enum(INVOICE_STATUSES).nullable(),
  /** Why a payment failed or a verification did not pass. */
  message: text({ multiline: true }).nullable(),
});
export type InvoiceTimelineEntry = z.infer<typeof invoiceTimelineEntrySchema>;
export const invoiceTimelineSchema = z.array(invoiceTimelineEntrySchema);

/** GET /api/client-cabinet/invoices: filters, sort and keyset page; the same query for the CSV. */
export const invoiceListQuerySchema = z.object({
  status: z
    .union([z.enum(INVOICE_STATUSES), z.array(z.enum(INVOICE_STATUSES))])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  vendor: idSchema.optional(),
  /** Issued on or after this date. */
  from: isoDate.optional(),
  /** Issued on or before this date. */
  to: isoDate.optional(),
  sort: z.enum(INVOICE_SORT_KEYS).default(DEFAULT_INVOICE_SORT),
  limit: pageLimitSchema,
  cursor: text().max(200).optional(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

/**
 * One keyset page of invoices. It carries no count: counting a large company's invoices would cost
 * every page far more than the page itself, so the count is its own call (invoiceCountSchema).
 */
export const invoicePageSchema = z.object({
  items: z.array(invoiceSummarySchema),
  next_cursor: text().nullable(),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** GET /api/client-cabinet/invoices/count: how many invoices the same filters match. */
export const invoiceCountSchema = z.object({ total: z.number().int().nonnegative() });
export type InvoiceCount = z.infer<typeof invoiceCountSchema>;

export const invoiceIdParamsSchema = z.object({ id: idSchema });

/** GET /api/client-cabinet/widget/invoices. */
export const invoicesWidgetSchema = z.object({
  /** What is still to pay (open, overdue, waiting for ACH), one entry per currency. */
  outstanding: z.array(moneySchema),
  overdue_count: z.number().int().nonnegative(),
  next_due: invoiceSummarySchema.nullable(),
});
export type InvoicesWidget = z.infer<typeof invoicesWidgetSchema>;

/** A way to pay an invoice: GET /api/client-cabinet/invoice/{id}/payment-methods. */
export const paymentMethodSchema = z.object({
  slug: text(),
  label: text(),
  tip: text(),
  /** Image name under the portal's payment-icons folder. */
  icon: text(),
  redirectUrl: text().nullable(),
  needCreatePayment: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodParamsSchema = z.object({ id: idSchema, slug: text().max(64) });
export const paymentReferenceParamsSchema = z.object({ reference: text().max(64) });
export const paymentMetadataParamsSchema = paymentReferenceParamsSchema.extend({ slug: text().max(64) });

/** POST .../pay: the payment created (or the one already under way) for the invoice and method. */
export const paymentCreatedSchema = z.object({ reference: text() });
export type PaymentCreated = z.infer<typeof paymentCreatedSchema>;

/** Wire metadata: both are server markup, sanitized again by the portal before display. */
export const wireMetadataSchema = z.object({
  title: text(),
  billing_details: text({ multiline: true }),
});
export type WireMetadata = z.infer<typeof wireMetadataSchema>;

/** Card metadata: what the client needs to open the provider's hosted checkout. */
export const cardMetadataSchema = z.object({
  configure_options: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    /** Stripe's publishable key; null for the sandbox. */
    publishable_key: text().nullable(),
  }),
  checkout_options: z.object({
    reference: text(),
    amount: moneySchema,
    vendor_name: text(),
    /** Stripe PaymentIntent client secret; null for the sandbox. */
    client_secret: text().nullable(),
    /** The sandbox's checkout page; null for Stripe. */
    checkout_url: text().nullable(),
  }),
});
export type CardMetadata = z.infer<typeof cardMetadataSchema>;

const bankAccountSchema = z.object({
  id: idSchema,
  last4: text().regex(/^\d{4}$/),
  bank_name: text().nullable(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** Bank transfer (ACH) metadata. */
export const achMetadataSchema = z.object({
  public_key: text().nullable(),
  options: z.object({ provider: z.enum(PAYMENT_PROVIDERS), amount: moneySchema, vendor_name: text() }),
  reference: text(),
  bank_accounts: z.array(bankAccountSchema),
});
export type AchMetadata = z.infer<typeof achMetadataSchema>;

/** POST /payments/{reference}/set-status (form). The server asks the provider; it never trusts `status`. */
export const setPaymentStatusFormSchema = z.object({
  'set-payment-status': text().max(64),
  reference: text().max(64),
  status: text().max(32),
  /** JSON of the checkout's token and args (the provider's payment id among them). */
  raw_request: text().max(10_000),
});

/** What a payment came to, as the server knows it from the provider. */
export const paymentResultSchema = z.object({
  reference: text(),
  status: z.enum(PAYMENT_STATUSES),
  paid_to: text(),
  amount: moneySchema,
  /** The provider's reason when the payment failed. */
  message: text({ multiline: true }).nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** The bank account fields the provider tokenizes (never sent to our API in clear). */
export const bankAccountInputSchema = z.object({
  routing_number: text().regex(/^\d{9}$/, 'Enter the 9-digit routing number'),
  account_number: text().regex(/^\d{4,17}$/, 'Enter an account number of 4 to 17 digits'),
  account_holder_name: text().trim().min(1, 'Enter the account holder name').max(200),
  account_holder_type: z.enum(['company', 'individual']).default('company'),
});
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;

/** The sandbox tokenizer's answer (shaped like Stripe's token). */
export const bankAccountTokenSchema = z.object({
  id: text(),
  bank_account: z.object({ last4: text(), bank_name: text().nullable(), routing_number: text() }),
});
export type BankAccountToken = z.infer<typeof bankAccountTokenSchema>;

/** POST /payments/{reference}/stripe-ach-create (form). */
export const achCreateFormSchema = z.object({
  bank_account_id: text().min(1).max(200),
  token_response: text().max(10_000).optional(),
});
export const achCreatedSchema = z.object({ bank_account_id: idSchema });

/** POST /payments/{reference}/stripe-ach-verify (form): amounts in cents. */
export const achVerifyFormSchema = z.object({
  bank_account_id: idSchema,
  'amounts[0]': z.coerce.number().min(1).max(99).int(),
  'amounts[1]': z.coerce.number().min(1).max(99).int(),
});

/** POST /payments/{reference}/stripe-ach-pay (form): pay with a saved account. */
export const achPayFormSchema = z.object({ bank_account_id: idSchema });
export const achPayResultSchema = z.object({
  status: z.union([z.literal('bank_not_verified'), z.enum(PAYMENT_STATUSES)]),
  reference: text(),
});

/** GET /invoices/{id}/stripe-ach-verify: the ACH payment of the invoice waiting for its deposits. */
export const achPendingSchema = z.object({ reference: text(), bank_account_id: idSchema });
