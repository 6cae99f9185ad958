import sanitizeHtml from 'sanitize-html';

/** The markup wire instructions may use: text formatting, lists, tables and plain links. */
const BILLING_DETAILS_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div', 'a', 'h3', 'h4', 'code'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeBillingDetails(markup: string): string {
  return sanitizeHtml(markup, {
    ...BILLING_DETAILS_OPTIONS,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  });
}
