import { pageQuery } from '@portal/api-client';
import {
  CONTRACT_SEARCH_MAX_LENGTH,
  CONTRACT_SORT_KEYS,
  CONTRACT_STATUSES,
  type ContractListQuery,
  DEFAULT_CONTRACT_SORT,
} from '@portal/api-schema';
import { defaultFilters } from '@portal/ui';
import { z } from 'zod';

/**
 * What the contracts list filters and sorts by; mirrored in the URL's search params
 * (`?q=&status=&vendor=&sort=`), so that a vendor connection's link (`?vendor=<id>&status=active`)
 * opens the list filtered.
 */
export const contractFiltersSchema = z.object({
  q: z
    .string()
    .trim()
    .transform((q) => q.slice(0, CONTRACT_SEARCH_MAX_LENGTH))
    .default(''),
  status: z.array(z.enum(CONTRACT_STATUSES)).default([]),
  vendor: z.uuid().nullable().default(null),
  sort: z.enum(CONTRACT_SORT_KEYS).default(DEFAULT_CONTRACT_SORT),
});
export type ContractFilters = z.output<typeof contractFiltersSchema>;

export const EMPTY_CONTRACT_FILTERS: ContractFilters = defaultFilters(contractFiltersSchema);

/** The API's list query for `filters`, at one page. */
export function contractListQueryOf(filters: ContractFilters, cursor?: string): ContractListQuery {
  return pageQuery({ q: filters.q.trim(), status: filters.status, vendor: filters.vendor, sort: filters.sort }, cursor);
}
