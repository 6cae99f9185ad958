/**
 * Characters no text field of the API accepts: C0 controls other than tab, line feed and carriage
 * return (NUL among them, which PostgreSQL refuses in text), lone surrogates (not UTF-8 encodable)
 * and the bidirectional overrides and isolates that make text read differently from how it is
 * stored. Paired surrogates (emoji) are fine: in a `u` regex they are one code point, not `\p{Cs}`.
 */
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u202A-\u202E\u2066-\u2069\p{Cs}]/u;

export const UNSAFE_TEXT_MESSAGE = 'This field contains characters that are not allowed.';

export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}
