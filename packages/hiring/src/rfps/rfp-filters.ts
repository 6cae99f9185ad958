import { pageQuery } from '@portal/api-client';
import { DEFAULT_RFP_SORT, RFP_SORT_KEYS, RFP_STATUSES, type RfpListQuery, type RfpSort } from '@portal/api-schema';
import { defaultFilters } from '@portal/ui';
import { z } from 'zod';

export const SEARCH_MAX_LENGTH = 100;

/** What the requests tab filters and sorts by; mirrored in the URL's search params. */
export const rfpFiltersSchema = z.object({
  status: z.array(z.enum(RFP_STATUSES)).default([]),
  q: z
    .string()
    .trim()
    .transform((q) => q.slice(0, SEARCH_MAX_LENGTH))
    .default(''),
  sort: z.enum(RFP_SORT_KEYS).default(DEFAULT_RFP_SORT),
});
export type RfpFilters = z.output<typeof rfpFiltersSchema>;

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
