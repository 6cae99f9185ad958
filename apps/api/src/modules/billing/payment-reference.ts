import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read aloud or copied is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 16;

/** A public payment handle of 80 random bits, e.g. 'PAY-7K3M9Q2W8XR4TB6N'. */
export function newPaymentReference(): string {
  let id = '';
  for (let index = 0; index < LENGTH; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return `PAY-${id}`;
}
