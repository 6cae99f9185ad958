import { z } from 'zod';
import { text } from '../text';

/** ISO 4217 code, and BTC, which the portal formats with its own symbol. */
export const currencySchema = text().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code');

/** Money is always integer minor units (cents) with its currency; the server computes it. */
export const moneySchema = z.object({
  currency: currencySchema,
  added_value: z.number().int(),
});
export type Money = z.infer<typeof moneySchema>;
