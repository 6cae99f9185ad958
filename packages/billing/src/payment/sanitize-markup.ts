import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'p', 'b', 'strong', 'br', 'span', 'div', 'ul', 'ol', 'li'];
const ALLOWED_ATTR = ['colspan'];

/** Server markup (wire billing details, with a method's numbered steps) reduced to plain structure: no scripts, handlers, links or styles. */
export function sanitizeMarkup(markup: string): string {
  return DOMPurify.sanitize(markup, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
