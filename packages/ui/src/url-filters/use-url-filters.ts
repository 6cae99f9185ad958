import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { clearedFilters, filtersFromSearch, filtersToSearch, hasActiveFilters, type FilterSchema, type FiltersOf } from './url-filters';

export interface UrlFilters<Filters> {
  /** The filters and sort of the page URL, every value valid. */
  filters: Filters;
  /** Puts `next` in the URL (a new history entry), which also leads back to the first page. */
  setFilters(next: Filters): void;
  /** Drops every filter, keeping the sort. */
  clearFilters(): void;
  /** Whether any filter is set (the sort alone is not a filter). */
  active: boolean;
  /** Changes whenever the filters or the sort do: the query key of `useCursorStack`. */
  key: string;
}

/**
 * A list's filters and sort, kept in the page URL and described by `schema` (see `FilterSchema`):
 * a reload or a shared link shows the same list, values that make no sense fall back to their
 * defaults, and defaults stay out of the URL so that links stay short.
 */
export function useUrlFilters<S extends FilterSchema>(schema: S): UrlFilters<FiltersOf<S>> {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(schema, searchParams), [schema, searchParams]);
  const setFilters = (next: FiltersOf<S>) => setSearchParams(filtersToSearch(schema, next));
  return {
    filters,
    setFilters,
    clearFilters: () => setFilters(clearedFilters(schema, filters)),
    active: hasActiveFilters(schema, filters),
    key: filtersToSearch(schema, filters).toString(),
  };
}
