import { pageQuery } from '@portal/api-client';
import { USER_FIELD_LIMITS, USER_GROUP_FILTERS, USER_STATUSES, type UserListQuery } from '@portal/api-schema';
import { filterField, type FiltersOf, isOneOf, searchFilter } from '@portal/ui';

export const ANY = 'any';

/** What the users list filters by; mirrored in the URL's search params (`?q=&status=&group=`). */
export const userFiltersSchema = {
  q: searchFilter(USER_FIELD_LIMITS.search),
  status: filterField(isOneOf([ANY, ...USER_STATUSES] as const), ANY),
  group: filterField(isOneOf([ANY, ...USER_GROUP_FILTERS] as const), ANY),
};
export type UserFilters = FiltersOf<typeof userFiltersSchema>;

/** The API's list query for `filters`, at one page. */
export function userListQueryOf(filters: UserFilters, cursor?: string): UserListQuery {
  return pageQuery(
    {
      q: filters.q.trim(),
      status: filters.status === ANY ? undefined : filters.status,
      group: filters.group === ANY ? undefined : filters.group,
    },
    cursor,
  );
}
