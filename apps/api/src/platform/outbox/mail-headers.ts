// Header values of the mails the outbox sends. A line break in a header value starts a header of
// the sender's choosing (Bcc:, a second body...), so none may get through, whatever the stored
// text holds: the schema refuses line breaks in names today, but rows written before may not.

/** Control characters and the Unicode line and paragraph separators. */
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;
/** What a single plain address never holds: breaks, spaces, and the separators of lists and groups. */
const NOT_ONE_ADDRESS = /[\p{Cc}\u2028\u2029\s,;:<>"()]/u;

/** `value` on one line: every run of control characters or line breaks becomes one space. */
export function oneLineHeader(value: string): string {
  return value.replace(BREAKS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** `value` when it is one plain e-mail address, else an error: a recipient is never repaired. */
export function singleRecipient(value: string): string {
  if (NOT_ONE_ADDRESS.test(value) || !/^[^@]+@[^@]+$/.test(value)) {
    throw new Error('The recipient is not one plain e-mail address; the mail is not sent.');
  }
  return value;
}
