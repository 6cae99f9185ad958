import sanitizeHtml from 'sanitize-html';

/** The markup wire instructions may use: text formatting, lists, tables and plain links. */
const BILLING_DETAILS_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div', 'a', 'h3', 'h4', 'code'],
  // rel and target are set by the transform below, never taken from the markup.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeBillingDetails(markup: string): string {
  return sanitizeHtml(markup, BILLING_DETAILS_OPTIONS);
}
