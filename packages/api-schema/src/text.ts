import { z } from 'zod';
import { hasLineBreakOrTab, hasUnsafeCharacters, MULTILINE_TEXT_KEYWORD, SINGLE_LINE_MESSAGE, UNSAFE_TEXT_MESSAGE } from './text-constants';

export interface TextOptions {
  /**
   * Allows line breaks and tabs (a description, notes, a reason: what the portal asks for in a
   * multi-line box). Every other text is one line: a name with a line break would start a new
   * header in the e-mail that carries it.
   */
  multiline?: boolean;
}

/**
 * The one string of the API schema: every free-text field, query and path parameter starts here,
 * so none lets through what `hasUnsafeCharacters` names (a test fails on a bare `z.string()`), nor,
 * unless `multiline`, a line break or a tab. Chain `.trim()`, `.min()`, `.max()`, `.regex()` after
 * it as on `z.string()`.
 */
export function text(options: TextOptions = {}) {
  const safe = z.string().refine((value) => !hasUnsafeCharacters(value), { message: UNSAFE_TEXT_MESSAGE, abort: true });
  // The mark reaches the JSON Schema (and OpenAPI), where the fuzz suite tells the two kinds apart.
  if (options.multiline) return safe.meta({ [MULTILINE_TEXT_KEYWORD]: true });
  return safe.refine((value) => !hasLineBreakOrTab(value), { message: SINGLE_LINE_MESSAGE, abort: true });
}
