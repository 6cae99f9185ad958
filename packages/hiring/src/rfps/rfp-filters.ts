import { pageQuery } from '@portal/api-client';
import { DEFAULT_RFP_SORT, RFP_SORT_KEYS, RFP_STATUSES, type RfpListQuery, type RfpSort } from '@portal/api-schema';
import { defaultFilters, filterField, type FiltersOf, isOneOf, listFilter, searchFilter } from '@portal/ui';

export const SEARCH_MAX_LENGTH = 100;

/** What the requests tab filters and sorts by; mirrored in the URL's search params. */
export const rfpFiltersSchema = {
  status: listFilter(RFP_STATUSES),
  q: searchFilter(SEARCH_MAX_LENGTH),
  sort: filterField(isOneOf(RFP_SORT_KEYS), DEFAULT_RFP_SORT),
};
export type RfpFilters = FiltersOf<typeof rfpFiltersSchema>;

export const EMPTY_RFP_FILTERS: RfpFilters = defaultFilters(rfpFiltersSchema);

/** The API's list query for `filters`, at one page. */
export function rfpListQueryOf(filters: RfpFilters, cursor?: string): RfpListQuery {
  return pageQuery({ ...filters, q: filters.q.trim() }, cursor);
}

export const RFP_SORT_LABELS: Record<RfpSort, string> = {
  '-created_at': 'Newest first',
  created_at: 'Oldest first',
  title: 'Title, A to Z',
  '-title': 'Title, Z to A',
};
