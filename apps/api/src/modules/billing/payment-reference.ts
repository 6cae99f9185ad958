import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read aloud or copied is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 16;

/**
 * A public handle of 80 random bits: a payment's, e.g. 'PAY-7K3M9Q2W8XR4TB6N', or a charge's of
 * several invoices ('CHG-...'), so that a reference read aloud says which it is.
 */
export function newPaymentReference(prefix: 'PAY' | 'CHG' = 'PAY'): string {
  let id = '';
  for (let index = 0; index < LENGTH; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${id}`;
}
