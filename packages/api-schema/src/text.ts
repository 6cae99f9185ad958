import { z } from 'zod';
import { hasUnsafeCharacters, UNSAFE_TEXT_MESSAGE } from './text-constants';

/**
 * The one string of the API schema: every free-text field, query and path parameter starts here,
 * so none lets through what `hasUnsafeCharacters` names (a test fails on a bare `z.string()`).
 * Chain `.trim()`, `.min()`, `.max()`, `.regex()` after it as on `z.string()`.
 */
export function text() {
  return z.string().refine((value) => !hasUnsafeCharacters(value), { message: UNSAFE_TEXT_MESSAGE, abort: true });
}
