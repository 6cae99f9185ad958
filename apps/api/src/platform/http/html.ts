const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe to place in HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The web links in a text, in order. */
export function findLinks(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

/** Plain text as HTML: escaped, with its web links clickable. */
export function textToHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = start + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
