import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/database/columns';

/**
 * The sandbox payment provider's own records, as Stripe keeps them on its side: in the database, so
 * that every API process behind a load balancer sees what another one recorded.
 */

/** A card PaymentIntent: what the checkout's customer did with it. */
export const sandboxCardPayments = pgTable('sandbox_card_payments', {
  /** The provider's payment id billing keeps (`sandbox_pi_...`). */
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  /** `pending` until decided; `failed` may still be paid (a declined card can be retried), the others are final. */
  status: text('status', { enum: ['pending', 'succeeded', 'failed', 'canceled'] }).notNull(),
  message: text('message'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One refund per payment, however often it is asked for. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  /** Billing's payment id. */
  paymentId: text('payment_id').primaryKey(),
  refundId: text('refund_id').notNull().unique(),
  createdAt: createdAt(),
});

/** The bank account tokenizer's tokens (`btok_sandbox_...`), usable until they expire. */
export const sandboxBankTokens = pgTable(
  'sandbox_bank_tokens',
  {
    id: text('id').primaryKey(),
    providerAccountId: text('provider_account_id').notNull(),
    last4: text('last4').notNull(),
    bankName: text('bank_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_bank_tokens_expires_at_idx').on(table.expiresAt)],
);

/**
 * Webhook events the provider sends later (an ACH debit settling): whichever process polls first
 * when one is due claims it, so it is delivered once even with several processes.
 */
export const sandboxPaymentEvents = pgTable(
  'sandbox_payment_events',
  {
    /** The event id (`evt_...`), the same on every attempt, so the webhook's de-duplication holds. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    reference: text('reference').notNull(),
    message: text('message'),
    /** When it may be sent (again); a claim moves it forward by the lease. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sandbox_payment_events_payment_type_idx').on(table.providerPaymentId, table.type),
    index('sandbox_payment_events_due_idx')
      .on(table.dueAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);

/**
 * A card saved through the sandbox's setup page (as Stripe's SetupIntent): billing asks for it by id
 * and saves the card for the company that started it. A charge to it is decided by its number.
 */
export const sandboxCardSetups = pgTable(
  'sandbox_card_setups',
  {
    /** `seti_sandbox_...` */
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    /** `pending` until the customer enters a card; `succeeded` holds the card; `canceled` was given up. */
    status: text('status', { enum: ['pending', 'succeeded', 'canceled'] }).notNull(),
    providerCardId: text('provider_card_id'),
    brand: text('brand'),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** The test card's behaviour on a later charge: `succeeds` or `declines`. */
    chargeBehaviour: text('charge_behaviour'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sandbox_card_setups_card_unique').on(table.providerCardId)],
);
