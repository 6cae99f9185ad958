import { COMPARE_LIMIT } from '@portal/api-schema/constants';

/**
 * The proposals chosen for comparison, from `?compare=id1,id2`: only ids of this request's
 * proposals, each once, at most COMPARE_LIMIT, in the order given.
 */
export function compareSelectionFromSearch(search: URLSearchParams, proposalIds: readonly string[]): string[] {
  const known = new Set(proposalIds);
  const ids = (search.get('compare') ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter((id) => known.has(id)))].slice(0, COMPARE_LIMIT);
}

/** Adds or removes one proposal; adding beyond the limit changes nothing. */
export function toggleCompare(selection: readonly string[], id: string): string[] {
  if (selection.includes(id)) return selection.filter((selected) => selected !== id);
  if (selection.length >= COMPARE_LIMIT) return [...selection];
  return [...selection, id];
}

/** `search` with the selection written in (or removed when empty); other params are kept. */
export function withCompareSelection(search: URLSearchParams, selection: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(search);
  if (selection.length === 0) next.delete('compare');
  else next.set('compare', selection.join(','));
  return next;
}

/** The query string of `search` with the selection, commas left readable: `?compare=id1,id2`. */
export function compareSearchString(search: URLSearchParams, selection: readonly string[]): string {
  const query = withCompareSelection(search, selection).toString().replace(/%2C/gi, ',');
  return query === '' ? '' : `?${query}`;
}
