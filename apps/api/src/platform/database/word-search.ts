import { and, type SQL } from 'drizzle-orm';

/** `text` for a LIKE pattern: its own %, _ and \ match themselves. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * A list's search: every word of `q` must match. `matches` gets each word as a `%word%` pattern
 * for `ilike ... escape '\'`; no word gives no condition, so an empty search filters nothing.
 */
export function everyWordMatches(q: string | undefined, matches: (pattern: string) => SQL | undefined): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => matches(`%${escapeLikePattern(word)}%`)));
}
