// A purchase order number and a cost centre: what a company's finance team books an invoice to.
// The company sets its defaults on My Company and may set others on one invoice; both follow the
// same rule, so that whatever a default accepts an invoice accepts too.

/** The longest PO number or cost centre (an ERP's reference field holds this much). */
export const INVOICE_REFERENCE_MAX_LENGTH = 64;

/** Letters, digits and the usual separators, starting with a letter or digit. */
export const INVOICE_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./#_-]*$/;

export const INVOICE_REFERENCE_MESSAGES = {
  invalid: 'Use letters, digits, spaces and . / # _ - only.',
  tooLong: `Use at most ${INVOICE_REFERENCE_MAX_LENGTH} characters.`,
} as const;
