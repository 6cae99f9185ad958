/**
 * Characters no text field of the API accepts: control characters other than tab, line feed and
 * carriage return (C0 with NUL, which PostgreSQL refuses in text, DEL and C1, whose NEL some
 * readers take for a line break), lone surrogates (not UTF-8 encodable) and the bidirectional
 * overrides and isolates that make text read differently from how it is stored. Paired surrogates
 * (emoji) are fine: in a `u` regex they are one code point, not `\p{Cs}`.
 */
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\p{Cs}]/u;

/**
 * What a single-line field refuses on top: tab and every line break. Names, subjects and the like
 * end up in e-mail headers, file names and one-line labels, where a line break starts a new header.
 */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;

export const UNSAFE_TEXT_MESSAGE = 'This field contains characters that are not allowed.';
export const SINGLE_LINE_MESSAGE = 'Keep this to one line, without line breaks or tabs.';

/** The JSON Schema keyword (an OpenAPI extension) that marks a text allowed over several lines. */
export const MULTILINE_TEXT_KEYWORD = 'x-multiline';

export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

export function hasLineBreakOrTab(value: string): boolean {
  return LINE_BREAK_OR_TAB.test(value);
}

/** Whether a field's JSON Schema (or one of its forms, as for a nullable field) is a multi-line text. */
export function isMultilineText(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const node = schema as Record<string, unknown>;
  if (node[MULTILINE_TEXT_KEYWORD] === true) return true;
  const forms = [node.anyOf, node.oneOf, node.allOf].find(Array.isArray) as unknown[] | undefined;
  return forms?.some(isMultilineText) ?? false;
}
