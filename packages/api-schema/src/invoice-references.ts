import { INVOICE_REFERENCE_MAX_LENGTH, INVOICE_REFERENCE_MESSAGES, INVOICE_REFERENCE_PATTERN } from './invoice-references-constants';
import { text } from './text';

/**
 * A PO number or cost centre as typed: trimmed, '' when not given, else INVOICE_REFERENCE_PATTERN
 * (written into the regex so that the OpenAPI document shows what passes). The company's defaults
 * and an invoice's own values both take it.
 */
export const invoiceReferenceSchema = text()
  .trim()
  .max(INVOICE_REFERENCE_MAX_LENGTH, INVOICE_REFERENCE_MESSAGES.tooLong)
  .regex(new RegExp(`^(?:${INVOICE_REFERENCE_PATTERN.source.replace(/^\^|\$$/g, '')})?$`), INVOICE_REFERENCE_MESSAGES.invalid);
