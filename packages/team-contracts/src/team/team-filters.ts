import { pageQuery } from '@portal/api-client';
import { DEFAULT_TEAM_SORT, TEAM_ENDING_FILTERS, TEAM_SEARCH_MAX_LENGTH, TEAM_SORT_KEYS, type TeamQuery } from '@portal/api-schema';
import { filterField, type FiltersOf, isOneOf, isUuid, optionalFilter, searchFilter } from '@portal/ui';

/** What My team filters and sorts by; mirrored in the page URL. */
export const teamFiltersSchema = {
  q: searchFilter(TEAM_SEARCH_MAX_LENGTH),
  vendor: optionalFilter(isUuid),
  ending: optionalFilter(isOneOf(TEAM_ENDING_FILTERS)),
  sort: filterField(isOneOf(TEAM_SORT_KEYS), DEFAULT_TEAM_SORT),
};
export type TeamFilters = FiltersOf<typeof teamFiltersSchema>;

/** The API's query for `filters`: what is set, nothing else. */
export function teamQueryOf(filters: TeamFilters): TeamQuery {
  return pageQuery(filters);
}
