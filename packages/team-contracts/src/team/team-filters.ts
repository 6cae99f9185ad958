import { pageQuery } from '@portal/api-client';
import { DEFAULT_TEAM_SORT, TEAM_ENDING_FILTERS, TEAM_SEARCH_MAX_LENGTH, TEAM_SORT_KEYS, type TeamQuery } from '@portal/api-schema';
import { z } from 'zod';

/** What My team filters and sorts by; mirrored in the page URL. */
export const teamFiltersSchema = z.object({
  q: z
    .string()
    .trim()
    .transform((q) => q.slice(0, TEAM_SEARCH_MAX_LENGTH))
    .default(''),
  vendor: z.uuid().nullable().default(null),
  ending: z.enum(TEAM_ENDING_FILTERS).nullable().default(null),
  sort: z.enum(TEAM_SORT_KEYS).default(DEFAULT_TEAM_SORT),
});
export type TeamFilters = z.output<typeof teamFiltersSchema>;

/** The API's query for `filters`: what is set, nothing else. */
export function teamQueryOf(filters: TeamFilters): TeamQuery {
  return pageQuery(filters);
}
