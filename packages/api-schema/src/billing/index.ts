import { z } from 'zod';
import { text } from '../text';
import {
  BANK_ACCOUNT_STATUSES,
  INVOICE_SORT_KEYS,
  LINE_ITEM_UNITS,
  INVOICE_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  DEFAULT_INVOICE_SORT,
} from './constants';
import { pageLimitSchema } from '../envelope';
import { invoiceReferenceSchema } from '../invoice-references';
import { idSchema } from '../user';
import { moneySchema } from './money-schema';

// An amount on the wire; in a file of its own so that the schemas of disputes use it too.
export * from './money-schema';
// disputing an invoice: raising one, its thread, the vendor's answer
export * from './disputes';
// the company's saved payment methods (Billing › Payment methods)
export * from './payment-methods';
// paying several invoices at once with a saved method
export * from './pay-several';

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
  /** A payment of it is on its way (a wire announced, an ACH debit started) and waits to be confirmed; the status stays until it is. */
  payment_on_its_way: z.boolean(),
  /** The PO number and cost centre that apply: the invoice's own, else the company's default ('' when neither). */
  po_number: text(),
  cost_centre: text(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** A payment that left the customer's side and waits to be confirmed: a wire announced, an ACH debit started. */
const paymentOnItsWaySchema = z.object({
  /** The payment's own reference (the timeline names it). */
  payment_reference: text(),
  /** What the customer quotes with the transfer: the invoice number. */
  reference: text(),
  /** The payment method's label. */
  method: text(),
  method_kind: z.enum(['wire', 'card', 'ach']),
  started_at: z.iso.datetime({ offset: true }),
  amount: moneySchema,
});
export type PaymentOnItsWay = z.infer<typeof paymentOnItsWaySchema>;
/** One line of an invoice: a developer's hours in a period at a rate, or an item; the amounts add up to the subtotal. */
const invoiceLineItemSchema = z.object({
  id: idSchema,
  description: text(),
  /** The developer whose time the line bills, when it bills time. */
  developer_name: text().nullable(),
  period_start: isoDate.nullable(),
  period_end: isoDate.nullable(),
  unit: z.enum(LINE_ITEM_UNITS),
  /** Hours or items in thousandths (7.5 hours is 7500). */
  quantity_milli: z.number().int().positive(),
  rate: moneySchema,
  amount: moneySchema,
});
export type InvoiceLineItem = z.infer<typeof invoiceLineItemSchema>;

/** A party an invoice names: the issuing vendor or the company it bills. */
const invoicePartySchema = z.object({
  /** The legal name, or the display name when no legal name is known. */
  name: text(),
  /** The postal address, one line each; empty when unknown. */
  address_lines: z.array(text()),
  /** Empty when unknown. */
  tax_id: text(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

/** A PO number or cost centre of one invoice: what applies, and whether that is the company's default. */
const invoiceReferenceValueSchema = z.object({
  /** The invoice's own value, else the company's default; '' when neither is set. */
  value: text(),
  /** True when the invoice names none of its own and `value` is the company's default. */
  is_company_default: z.boolean(),
  /** The company's default now ('' when it has none): what applies when the invoice's own is cleared. */
  company_default: text(),
});
export type InvoiceReferenceValue = z.infer<typeof invoiceReferenceValueSchema>;

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
  /** The payment on its way while it waits to be confirmed (no other payment can start meanwhile). */
  payment_on_its_way: paymentOnItsWaySchema.nullable(),
  line_items: z.array(invoiceLineItemSchema),
  issuer: invoicePartySchema,
  bill_to: invoicePartySchema,
  /** The contract the invoice bills, when it bills one. */
  contract: z.object({ id: idSchema, number: text(), title: text() }).nullable(),
  references: z.object({ po_number: invoiceReferenceValueSchema, cost_centre: invoiceReferenceValueSchema }),
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
  'wire_announced',
  'wire_received',
  'delivery_accepted',
  'paid',
  'status_changed',
  'dispute_raised',
  'dispute_answered',
  'dispute_resolved',
  'dispute_adjusted',
] as const;
export type InvoiceTimelineKind = (typeof INVOICE_TIMELINE_KINDS)[number];

/** One entry of GET /api/client-cabinet/invoice/{id}/timeline. */
const invoiceTimelineEntrySchema = z.object({
  id: text(),
  kind: z.enum(INVOICE_TIMELINE_KINDS),
  /** When it happened: an ISO date-time, or a calendar date for 'issued'. */
  at: z.union([z.iso.datetime({ offset: true }), isoDate]),
  /** The payment it concerns, by its reference; a wire's is the invoice number quoted with it. */
  reference: text().nullable(),
  /** The payment method's label. */
  method: text().nullable(),
  /** The last four digits of the bank account of an ACH payment. */
  bank_account_last4: text().nullable(),
  /** The last four digits of the saved card a payment was charged to. */
  card_last4: text().nullable(),
  /** The one charge that paid this invoice together with others of the vendor (pay several, autopay). */
  charge: z
    .object({
      reference: text(),
      /** How many invoices the charge paid, this one included. */
      invoice_count: z.number().int().min(1),
      amount: moneySchema,
      /** Made by autopay on the due date rather than by a person. */
      autopay: z.boolean(),
    })
    .nullable(),
  /** The invoice's status after a 'status_changed'. */
  status: z.enum(INVOICE_STATUSES).nullable(),
  /** Why a payment failed or a verification did not pass; a dispute's reason, or the credit note that settled it. */
  message: text({ multiline: true }).nullable(),
});
export type InvoiceTimelineEntry = z.infer<typeof invoiceTimelineEntrySchema>;
export const invoiceTimelineSchema = z.array(invoiceTimelineEntrySchema);

/**
 * PUT /api/client-cabinet/invoice/{id}/references: the invoice's own PO number and cost centre;
 * '' leaves the company's default to apply.
 */
export const invoiceReferencesInputSchema = z.object({ po_number: invoiceReferenceSchema, cost_centre: invoiceReferenceSchema });
export type InvoiceReferencesInput = z.input<typeof invoiceReferencesInputSchema>;
export type InvoiceReferences = z.output<typeof invoiceReferencesInputSchema>;

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
  /** Invoices whose PO number (their own, else the company's default) is exactly this. */
  po_number: invoiceReferenceSchema.optional(),
  /** Invoices whose cost centre (their own, else the company's default) is exactly this. */
  cost_centre: invoiceReferenceSchema.optional(),
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
  /** The company's default payment method (Billing › Payment methods), which the chooser selects first. */
  is_default: z.boolean(),
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
export * from './statement';
