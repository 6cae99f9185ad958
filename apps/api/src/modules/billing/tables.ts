import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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
import type { BankAccountStatus, InvoiceStatus, InvoiceTotal, PaymentProvider, PaymentStatus } from '@portal/api-schema';
import { createdAt } from '../../platform/database/columns';
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
    bankName: text('bank_name'),
    status: text('status').$type<BankAccountStatus>().notNull().default('new'),
    failedVerifications: integer('failed_verifications').notNull().default(0),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bank_accounts_provider_account_unique').on(table.provider, table.providerAccountId),
    index('bank_accounts_user_idx').on(table.userId),
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
export type InvoiceEventKind = 'invoice_status' | 'payment_status' | 'ach_deposits_sent' | 'ach_verification_failed' | 'ach_verified';

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

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
