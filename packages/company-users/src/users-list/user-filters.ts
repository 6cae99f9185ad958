import { pageQuery } from '@portal/api-client';
import { USER_FIELD_LIMITS, USER_GROUP_FILTERS, USER_STATUSES, type UserListQuery } from '@portal/api-schema';
import { defaultFilters } from '@portal/ui';
import { z } from 'zod';

export const ANY = 'any';

/** What the users list filters by; mirrored in the URL's search params (`?q=&status=&group=`). */
export const userFiltersSchema = z.object({
  q: z
    .string()
    .trim()
    .transform((q) => q.slice(0, USER_FIELD_LIMITS.search))
    .default(''),
  status: z.enum([ANY, ...USER_STATUSES]).default(ANY),
  group: z.enum([ANY, ...USER_GROUP_FILTERS]).default(ANY),
});
export type UserFilters = z.output<typeof userFiltersSchema>;

export const EMPTY_USER_FILTERS: UserFilters = defaultFilters(userFiltersSchema);

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
