/** The refusal of a period that ends before it starts: the API's answer, and the words beside a To field. */
export const END_BEFORE_START = 'The end date must not be before the start date.';

/** Whether a period of ISO days, either end open, ends before it starts (ISO days compare as text). */
export function endsBeforeStart(range: { from?: string | null; to?: string | null }): boolean {
  return Boolean(range.from && range.to && range.to < range.from);
}
