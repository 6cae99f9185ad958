/**
 * The vendor's bank details as wire instructions may show them: text formatting, lists, tables and
 * plain links. sanitize-html (and the HTML parser under it) loads with the first wire instructions,
 * not with every start of the API.
 */
export async function sanitizeBillingDetails(markup: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(markup, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'ul',
      'ol',
      'li',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'span',
      'div',
      'a',
      'h3',
      'h4',
      'code',
    ],
    // rel and target are set by the transform below, never taken from the markup.
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}
