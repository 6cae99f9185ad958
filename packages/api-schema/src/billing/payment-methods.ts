import { z } from 'zod';
import { text } from '../text';
import { idSchema } from '../user';
import { BANK_ACCOUNT_STATUSES, PAYMENT_PROVIDERS } from './constants';

// The company's saved payment methods (Billing › Payment methods): its bank accounts and cards,
// which one is its default, and the calls that change them.

/** A payment that waits for a saved account's deposits: verifying the account pays it. */
const awaitingPaymentSchema = z.object({ reference: text(), invoice_id: idSchema, invoice_number: text() });

export const savedBankAccountSchema = z.object({
  id: idSchema,
  last4: text().regex(/^\d{4}$/),
  bank_name: text().nullable(),
  routing_number: text().nullable(),
  /** new: waiting for the two deposits; verified; verification_failed: locked after failed tries. */
  status: z.enum(BANK_ACCOUNT_STATUSES),
  /** Wrong deposit amounts left before the account locks (while it waits for its deposits). */
  attempts_left: z.number().int().min(0),
  is_default: z.boolean(),
  awaiting_payment: awaitingPaymentSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type SavedBankAccount = z.infer<typeof savedBankAccountSchema>;

export const savedCardSchema = z.object({
  id: idSchema,
  brand: text(),
  last4: text().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  /** Past its expiry month, by the server's calendar. */
  expired: z.boolean(),
  is_default: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET /api/client-cabinet/payment-methods */
export const savedPaymentMethodsSchema = z.object({
  /** The provider whose forms add a method (the sandbox's or Stripe's), and Stripe's publishable key. */
  provider: z.enum(PAYMENT_PROVIDERS),
  public_key: text().nullable(),
  bank_accounts: z.array(savedBankAccountSchema),
  cards: z.array(savedCardSchema),
});
export type SavedPaymentMethods = z.infer<typeof savedPaymentMethodsSchema>;

/** The saved method a path names. */
export const savedMethodIdParamsSchema = z.object({ id: idSchema });

/** POST /api/client-cabinet/payment-methods/bank-accounts: the provider's token of the account. */
export const addBankAccountFormSchema = z.object({ bank_account_id: text().min(1).max(200) });

/** POST .../bank-accounts/:id/verify: the two deposits, in cents. */
export const verifyBankAccountFormSchema = z.object({
  'amounts[0]': z.coerce.number().min(1).max(99).int(),
  'amounts[1]': z.coerce.number().min(1).max(99).int(),
});

/**
 * POST /api/client-cabinet/payment-methods/cards/setup: a started card setup. The portal confirms it
 * with Stripe.js (`client_secret`, with the page's `public_key`), or sends the browser to the
 * provider's own setup page (`setup_url`, the sandbox's), which comes back with the setup's id.
 */
export const cardSetupSchema = z.object({
  setup_id: text(),
  client_secret: text().nullable(),
  setup_url: text().nullable(),
});
export type CardSetup = z.infer<typeof cardSetupSchema>;

/** POST /api/client-cabinet/payment-methods/cards: the provider's id of the setup that holds the card. */
export const addCardFormSchema = z.object({ setup_id: text().trim().min(1, 'Add the card again.').max(200) });
