/** A list query as endpoints take it: flat values (strings, numbers, booleans), or arrays of them. */
export type SearchParamsQuery = Readonly<Record<string, unknown>>;

function isSent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * The search params of a list query, in the order of its keys. An array repeats its key
 * (`status=open&status=paid`), which is what the API reads (not `status[]=`);
 * undefined, null and '' are left out.
 */
export function toSearchParams(query: SearchParamsQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) if (isSent(item)) search.append(key, String(item));
  }
  return search;
}

/** `path` with the query's search params, or `path` alone when nothing is sent. */
export function pathWithQuery(path: string, query: SearchParamsQuery): string {
  const search = toSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
}

/** The query of one page of a keyset list: its filters without empty values, and the page's cursor. */
export type PageQuery<Filters> = { [Key in keyof Filters]?: Exclude<Filters[Key], null> } & { cursor?: string };

/**
 * The API query of one page: the filters without undefined, null or '' (the API reads a missing
 * value as no filter), then the cursor of the page when it is not the first.
 */
export function pageQuery<Filters extends object>(filters: Filters, cursor?: string): PageQuery<Filters> {
  const sent = Object.entries(filters).filter(([, value]) => isSent(value));
  return { ...Object.fromEntries(sent), ...(cursor ? { cursor } : {}) } as PageQuery<Filters>;
}
