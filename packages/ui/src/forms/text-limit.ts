import type { FieldError } from 'react-hook-form';

// Below this share of the limit the counter would only be noise.
const NEAR_LIMIT_SHARE = 0.8;

function tooLongMessage(max: number, length: number): string {
  const over = length - max;
  return `At most ${max.toLocaleString('en-US')} characters: ${over.toLocaleString('en-US')} too many.`;
}

/**
 * The props that keep a text field within `max` characters without cutting what the user typed or
 * pasted: a counter once the text nears the limit, and a message past it. An error of the form
 * (`error`) comes first; without one, `hint` shows while the text is short.
 */
export function textLimitProps(
  text: string,
  max: number,
  error?: FieldError | string,
  hint?: string,
): { error: boolean; helperText?: string } {
  const message = typeof error === 'string' ? error : error?.message;
  // Counted as the schema's max counts (UTF-16 units), so that a text the field accepts is one the server accepts.
  const length = text.length;
  if (message !== undefined) return { error: true, helperText: message };
  if (length > max) return { error: true, helperText: tooLongMessage(max, length) };
  if (length >= max * NEAR_LIMIT_SHARE)
    return { error: false, helperText: `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')}` };
  return hint === undefined ? { error: false } : { error: false, helperText: hint };
}
