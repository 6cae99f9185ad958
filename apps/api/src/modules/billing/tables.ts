import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  type BankAccountStatus,
  DISPUTE_AUTHORS,
  DISPUTE_STATUSES,
  type DisputeAuthor,
  type DisputeStatus,
  type InvoiceStatus,
  type InvoiceTotal,
  LINE_ITEM_UNITS,
  type LineItemUnit,
  type PaymentProvider,
  type PaymentStatus,
} from '@portal/api-schema';
import { bytea, createdAt, oneOf } from '../../platform/database/columns';
import { companies, users, vendors } from '../company-users/tables';
import { contracts } from '../team-contracts/tables';

/** A payment method an invoice offers; `redirectUrl` sends the customer to an outside page instead. */
export interface OfferedPaymentMethod {
  slug: string;
  redirectUrl?: string | null;
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    currency: text('currency').notNull(),
    /** The 'total' entry of `totals`, in minor units, kept as a column for sums and sorting. */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    totals: jsonb('totals').$type<InvoiceTotal[]>().notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    description: text('description'),
    /** The contract it bills; invoices for work outside a contract name none. */
    contractId: uuid('contract_id').references((): AnyPgColumn => contracts.id, { onDelete: 'set null' }),
    /** The hours it bills, in minutes, when it bills time. */
    billedMinutes: integer('billed_minutes'),
    paymentMethods: jsonb('payment_methods').$type<OfferedPaymentMethod[]>().notNull().default([]),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The customer's purchase order and cost centre for this invoice; empty means the company's defaults apply. */
    poNumber: text('po_number').notNull().default(''),
    costCentre: text('cost_centre').notNull().default(''),
    /** Bumped on every status change: a change is written only against the version it read. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_company_number_unique').on(table.companyId, table.number),
    index('invoices_company_issued_idx').on(table.companyId, table.issuedOn, table.id),
    index('invoices_company_due_idx').on(table.companyId, table.dueOn, table.id),
    index('invoices_company_status_idx').on(table.companyId, table.status),
    index('invoices_company_vendor_idx').on(table.companyId, table.vendorId),
    index('invoices_contract_idx').on(table.contractId),
    index('invoices_company_po_idx').on(table.companyId, table.poNumber),
    check('invoices_billed_minutes_nonnegative', sql`${table.billedMinutes} is null or ${table.billedMinutes} >= 0`),
    check('invoices_total_minor_nonnegative', sql`${table.totalMinor} >= 0`),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** Who saved it; accounts are listed to that user. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's id of the account (Stripe's PaymentMethod or bank account id). */
    providerAccountId: text('provider_account_id').notNull(),
    last4: text('last4').notNull(),
    /** The ABA routing number; with the last four digits, what makes two saved accounts the same account. */
    routingNumber: text('routing_number'),
    bankName: text('bank_name'),
    status: text('status').$type<BankAccountStatus>().notNull().default('new'),
    failedVerifications: integer('failed_verifications').notNull().default(0),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Removed from the company's payment methods; kept for the payments made with it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bank_accounts_provider_account_unique').on(table.provider, table.providerAccountId),
    index('bank_accounts_user_idx').on(table.userId),
    // A company saves an account once: the same routing number and last four while it is kept.
    uniqueIndex('bank_accounts_company_account_unique')
      .on(table.companyId, table.routingNumber, table.last4)
      .where(sql`${table.removedAt} is null`),
  ],
);

/** A card the company saved with the payment provider (only the provider's handle and what identifies it to people). */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's id of the card (Stripe's PaymentMethod id). */
    providerCardId: text('provider_card_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('saved_cards_provider_card_unique').on(table.provider, table.providerCardId),
    uniqueIndex('saved_cards_company_card_unique')
      .on(table.companyId, table.brand, table.last4, table.expMonth, table.expYear)
      .where(sql`${table.removedAt} is null`),
    check('saved_cards_exp_month_range', sql`${table.expMonth} between 1 and 12`),
  ],
);

/** A company's billing choices: its default saved method (a bank account or a card, never both). */
export const billingSettings = pgTable(
  'billing_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    defaultBankAccountId: uuid('default_bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    defaultCardId: uuid('default_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    /** Due invoices are paid on their due date with the autopay method (a verified bank account or a card). */
    autopayEnabled: boolean('autopay_enabled').notNull().default(false),
    autopayBankAccountId: uuid('autopay_bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    autopayCardId: uuid('autopay_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    /** The largest invoice autopay pays, in minor units of `autopay_limit_currency`; null: no limit. */
    autopayLimitMinor: bigint('autopay_limit_minor', { mode: 'number' }),
    autopayLimitCurrency: text('autopay_limit_currency'),
    /** Who turned autopay on: its payments are made in their name. */
    autopayEnabledBy: uuid('autopay_enabled_by').references(() => users.id, { onDelete: 'set null' }),
    /** Bumped on every change: a change is written only against the version it read. */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('billing_settings_one_default', sql`${table.defaultBankAccountId} is null or ${table.defaultCardId} is null`),
    check('billing_settings_one_autopay_method', sql`${table.autopayBankAccountId} is null or ${table.autopayCardId} is null`),
    check(
      'billing_settings_autopay_limit',
      sql`(${table.autopayLimitMinor} is null) = (${table.autopayLimitCurrency} is null) and (${table.autopayLimitMinor} is null or ${table.autopayLimitMinor} > 0)`,
    ),
  ],
);

/** What an invoice bills, line by line: a developer's hours in a period at a rate, or an item. Their amounts add up to the subtotal. */
export const invoiceLineItems = pgTable(
  'invoice_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** The developer whose time the line bills, when it bills time. */
    developerName: text('developer_name'),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    unit: text('unit').$type<LineItemUnit>().notNull(),
    /** Hours or items, in thousandths (7.5 hours is 7500), so that amounts stay whole numbers. */
    quantityMilli: integer('quantity_milli').notNull(),
    rateMinor: bigint('rate_minor', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('invoice_line_items_position_unique').on(table.invoiceId, table.position),
    check('invoice_line_items_unit_known', oneOf('unit', LINE_ITEM_UNITS)),
    check('invoice_line_items_quantity_positive', sql`${table.quantityMilli} > 0`),
    check('invoice_line_items_amount_nonnegative', sql`${table.amountMinor} >= 0 and ${table.rateMinor} >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public handle of a payment, shown to the customer and used in URLs. */
    reference: text('reference').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    methodSlug: text('method_slug').notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's id of the payment (PaymentIntent id). */
    providerPaymentId: text('provider_payment_id'),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id, { onDelete: 'restrict' }),
    /** The saved card it was charged to, when paid with one. */
    savedCardId: uuid('saved_card_id').references(() => savedCards.id, { onDelete: 'restrict' }),
    /** The one charge it was paid by together with other invoices of the vendor and currency (pay several, autopay). */
    groupId: uuid('group_id').references((): AnyPgColumn => paymentGroups.id, { onDelete: 'restrict' }),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_reference_unique').on(table.reference),
    // One payment under way per invoice and method, and never two that move money for one invoice.
    uniqueIndex('payments_one_pending_per_method')
      .on(table.invoiceId, table.methodSlug)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('payments_one_moving_per_invoice')
      .on(table.invoiceId)
      .where(sql`${table.status} in ('processing', 'succeeded')`),
    index('payments_company_idx').on(table.companyId),
    index('payments_group_idx').on(table.groupId),
  ],
);

export const PAYMENT_GROUP_ORIGINS = ['pay_several', 'autopay'] as const;
export type PaymentGroupOrigin = (typeof PAYMENT_GROUP_ORIGINS)[number];

/**
 * One charge with the provider that pays several invoices of one vendor in one currency with a saved
 * method; each invoice keeps its own payment row (its settlement, receipt and timeline), pointing here.
 */
export const paymentGroups = pgTable(
  'payment_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public handle of the charge, which the provider's events carry. */
    reference: text('reference').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    origin: text('origin').$type<PaymentGroupOrigin>().notNull(),
    methodSlug: text('method_slug').notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerPaymentId: text('provider_payment_id'),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id, { onDelete: 'restrict' }),
    savedCardId: uuid('saved_card_id').references(() => savedCards.id, { onDelete: 'restrict' }),
    status: text('status').$type<PaymentStatus>().notNull().default('processing'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_groups_reference_unique').on(table.reference),
    index('payment_groups_company_idx').on(table.companyId, table.createdAt),
    index('payment_groups_provider_payment_idx').on(table.providerPaymentId),
    check('payment_groups_origin_known', oneOf('origin', PAYMENT_GROUP_ORIGINS)),
    check('payment_groups_one_method', sql`(${table.bankAccountId} is null) <> (${table.savedCardId} is null)`),
    check('payment_groups_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

export const AUTOPAY_ATTEMPT_STATUSES = ['claimed', 'paid', 'failed', 'skipped'] as const;
export type AutopayAttemptStatus = (typeof AUTOPAY_ATTEMPT_STATUSES)[number];

/**
 * Autopay's one try at a due invoice: whichever process inserts it first pays the invoice, so an
 * invoice is charged once however many processes run the schedule. `failed` and `skipped` (over the
 * limit, another currency) are told to finance and shown on the dashboard until dismissed.
 */
export const autopayAttempts = pgTable(
  'autopay_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The due date it was tried on. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status').$type<AutopayAttemptStatus>().notNull().default('claimed'),
    paymentGroupId: uuid('payment_group_id').references(() => paymentGroups.id, { onDelete: 'set null' }),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('autopay_attempts_invoice_due_unique').on(table.invoiceId, table.dueOn),
    index('autopay_attempts_company_idx').on(table.companyId, table.createdAt),
    check('autopay_attempts_status_known', oneOf('status', AUTOPAY_ATTEMPT_STATUSES)),
  ],
);

/** Provider events already handled: a replayed webhook is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').$type<PaymentProvider>().notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an invoice's timeline records besides its payments' rows: status changes and ACH steps. */
export type InvoiceEventKind =
  | 'invoice_status'
  | 'payment_status'
  | 'ach_deposits_sent'
  | 'ach_verification_failed'
  | 'ach_verified'
  | 'dispute_raised'
  | 'dispute_answered'
  | 'dispute_resolved'
  | 'dispute_adjusted';

/** The invoice's history as its timeline shows it; written beside each change, never changed. */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvoiceEventKind>().notNull(),
    /** The invoice's or the payment's status after the change. */
    status: text('status'),
    message: text('message'),
    createdAt: createdAt(),
    /** Orders events written in the same instant as they were written. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [index('invoice_events_invoice_idx').on(table.invoiceId, table.createdAt, table.seq)],
);

/**
 * A dispute of an invoice: raised by the customer with a reason, settled by the vendor's answer
 * (resolved as billed, or adjusted by a credit note). The invoice returns to the status it had.
 */
export const invoiceDisputes = pgTable(
  'invoice_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    /** One of the listed reasons (a slug), with the customer's own words in the first message. */
    reason: text('reason').notNull(),
    status: text('status').$type<DisputeStatus>().notNull().default('open'),
    /** The invoice's status when the dispute was raised, to which a resolution returns it. */
    invoiceStatusBefore: text('invoice_status_before').$type<InvoiceStatus>().notNull(),
    /** A credit note the vendor issued to settle it: its number and amount (minor units of the invoice's currency). */
    creditNoteNumber: text('credit_note_number'),
    creditMinor: bigint('credit_minor', { mode: 'number' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    // One dispute under way per invoice: a second raise answers the first.
    uniqueIndex('invoice_disputes_one_open')
      .on(table.invoiceId)
      .where(sql`${table.status} = 'open'`),
    index('invoice_disputes_company_idx').on(table.companyId, table.createdAt),
    check('invoice_disputes_status_known', oneOf('status', DISPUTE_STATUSES)),
    check('invoice_disputes_credit_nonnegative', sql`${table.creditMinor} is null or ${table.creditMinor} >= 0`),
  ],
);

/** A dispute's thread: the customer's and the vendor's messages, each with an optional attachment. */
export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => invoiceDisputes.id, { onDelete: 'cascade' }),
    author: text('author').$type<DisputeAuthor>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    attachmentName: text('attachment_name'),
    attachmentContentType: text('attachment_content_type'),
    attachment: bytea('attachment'),
    attachmentSizeBytes: integer('attachment_size_bytes'),
    createdAt: createdAt(),
    /** Orders messages written in the same instant as they were written. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('dispute_messages_dispute_idx').on(table.disputeId, table.createdAt, table.seq),
    check('dispute_messages_author_known', oneOf('author', DISPUTE_AUTHORS)),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;
export type InvoiceLineItemRow = typeof invoiceLineItems.$inferSelect;
export type InvoiceDisputeRow = typeof invoiceDisputes.$inferSelect;
export type DisputeMessageRow = typeof disputeMessages.$inferSelect;
export type PaymentGroupRow = typeof paymentGroups.$inferSelect;
export type AutopayAttemptRow = typeof autopayAttempts.$inferSelect;
