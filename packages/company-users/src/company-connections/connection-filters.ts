import { pageQuery } from '@portal/api-client';
import { CONNECTION_STATUSES, type ConnectionListQuery } from '@portal/api-schema';
import { type FiltersOf, listFilter } from '@portal/ui';

/** What the connections tab filters by; mirrored in the URL's search params. */
export const connectionFiltersSchema = {
  status: listFilter(CONNECTION_STATUSES),
};
export type ConnectionFilters = FiltersOf<typeof connectionFiltersSchema>;

/** The API's list query for `filters`, at one page. */
export function connectionListQueryOf(filters: ConnectionFilters, cursor?: string): ConnectionListQuery {
  return pageQuery(filters, cursor);
}
