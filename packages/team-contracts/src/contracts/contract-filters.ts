import { pageQuery } from '@portal/api-client';
import {
  CONTRACT_SEARCH_MAX_LENGTH,
  CONTRACT_SORT_KEYS,
  CONTRACT_STATUSES,
  type ContractListQuery,
  DEFAULT_CONTRACT_SORT,
} from '@portal/api-schema';
import { filterField, type FiltersOf, isOneOf, isUuid, listFilter, optionalFilter, searchFilter } from '@portal/ui';

/**
 * What the contracts list filters and sorts by; mirrored in the URL's search params
 * (`?q=&status=&vendor=&sort=`), so that a vendor connection's link (`?vendor=<id>&status=active`)
 * opens the list filtered.
 */
export const contractFiltersSchema = {
  q: searchFilter(CONTRACT_SEARCH_MAX_LENGTH),
  status: listFilter(CONTRACT_STATUSES),
  vendor: optionalFilter(isUuid),
  sort: filterField(isOneOf(CONTRACT_SORT_KEYS), DEFAULT_CONTRACT_SORT),
};
export type ContractFilters = FiltersOf<typeof contractFiltersSchema>;

/** The API's list query for `filters`, at one page. */
export function contractListQueryOf(filters: ContractFilters, cursor?: string): ContractListQuery {
  return pageQuery({ q: filters.q.trim(), status: filters.status, vendor: filters.vendor, sort: filters.sort }, cursor);
}
