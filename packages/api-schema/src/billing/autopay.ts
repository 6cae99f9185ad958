import { z } from 'zod';
import { text } from '../text';
import { idSchema } from '../user';
import { currencySchema, moneySchema } from './money-schema';
import { savedMethodChoiceSchema } from './pay-several';

// Autopay (Billing › Payment methods): due invoices paid on their due date with a saved method,
// optionally up to a limit per invoice; its settings and the problems it met.

/** The largest limit a person may type: 100 million in the currency's major unit, far above any invoice. */
export const AUTOPAY_LIMIT_MAX_MINOR = 10_000_000_000;

/** How many of the latest problems (failed or skipped attempts not dismissed) the settings list. */
export const AUTOPAY_PROBLEMS_SHOWN = 10;

export const AUTOPAY_METHOD_REQUIRED_MESSAGE = 'Choose the bank account or card autopay pays with.';

/** The largest invoice autopay pays, in minor units of its currency; invoices of other currencies are not paid automatically. */
export const autopayLimitSchema = z.object({
  currency: currencySchema,
  added_value: z
    .number({ error: 'Enter the limit as an amount' })
    .int('Enter the limit in cents')
    .positive('Enter a limit above zero, or no limit')
    .max(AUTOPAY_LIMIT_MAX_MINOR, 'Enter a smaller limit, or no limit'),
});
export type AutopayLimit = z.infer<typeof autopayLimitSchema>;

/** PUT /api/client-cabinet/payment-methods/autopay */
export const autopaySettingsBodySchema = z
  .object({
    enabled: z.boolean({ error: 'Say whether autopay is on' }),
    /** The method autopay pays with: needed to turn it on; kept (or null) when off. */
    method: savedMethodChoiceSchema.nullable().default(null),
    limit: autopayLimitSchema.nullable().default(null),
  })
  .superRefine((body, context) => {
    if (body.enabled && !body.method) context.addIssue({ code: 'custom', path: ['method'], message: AUTOPAY_METHOD_REQUIRED_MESSAGE });
  });
export type AutopaySettingsBody = z.infer<typeof autopaySettingsBodySchema>;

/** POST .../autopay/attempts/:id/dismiss: the attempt a problem is. */
export const autopayAttemptParamsSchema = z.object({ id: idSchema });

/** Autopay's try at an invoice that did not pay it: the charge failed, or autopay left it to a person (over the limit...). */
export const autopayProblemSchema = z.object({
  id: idSchema,
  invoice_id: idSchema,
  invoice_number: text(),
  vendor_name: text(),
  amount: moneySchema,
  due_on: z.iso.date(),
  status: z.enum(['failed', 'skipped']),
  message: text({ multiline: true }),
  created_at: z.iso.datetime({ offset: true }),
});
export type AutopayProblem = z.infer<typeof autopayProblemSchema>;

/** GET /api/client-cabinet/payment-methods/autopay (and the answer of its changes). */
export const autopaySettingsSchema = z.object({
  enabled: z.boolean(),
  method: savedMethodChoiceSchema.nullable(),
  limit: autopayLimitSchema.nullable(),
  /** Who turned it on: its payments are made in their name. */
  enabled_by: z.object({ id: idSchema, name: text() }).nullable(),
  /** Whether the caller may change it (an account editor with the invoices role); others see it only. */
  can_change: z.boolean(),
  /** The latest problems not dismissed, newest first, while their invoice is still to pay. */
  problems: z.array(autopayProblemSchema),
});
export type AutopaySettings = z.infer<typeof autopaySettingsSchema>;
