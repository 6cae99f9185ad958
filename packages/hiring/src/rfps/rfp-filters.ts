import {
  DEFAULT_RFP_SORT,
  RFP_SORT_KEYS,
  RFP_STATUSES,
  type RfpListQuery,
  type RfpSort,
  type RfpStatus,
} from '@portal/api-schema';
import { z } from 'zod';

/** What the requests tab filters and sorts by; mirrored in the URL's search params. */
export interface RfpFilters {
  status: RfpStatus[];
  q: string;
  sort: RfpSort;
}

export const EMPTY_RFP_FILTERS: RfpFilters = { status: [], q: '', sort: DEFAULT_RFP_SORT };
export const SEARCH_MAX_LENGTH = 100;

const statusSchema = z.enum(RFP_STATUSES);
const sortSchema = z.enum(RFP_SORT_KEYS);

/** Reads the filters of a shared link or a reload; values that make no sense fall back to the defaults. */
export function rfpFiltersFromSearch(search: URLSearchParams): RfpFilters {
  const statuses = search.getAll('status').flatMap((value) => {
    const parsed = statusSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
  const sort = sortSchema.safeParse(search.get('sort'));
  return {
    // In the order of the statuses, so that one filter has one URL.
    status: RFP_STATUSES.filter((status) => statuses.includes(status)),
    q: (search.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sort: sort.success ? sort.data : DEFAULT_RFP_SORT,
  };
}

/** The search params of `filters`; defaults are left out so that links stay short. */
export function rfpFiltersToSearch(filters: RfpFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const status of RFP_STATUSES.filter((status) => filters.status.includes(status))) search.append('status', status);
  const q = filters.q.trim();
  if (q) search.set('q', q);
  if (filters.sort !== DEFAULT_RFP_SORT) search.set('sort', filters.sort);
  return search;
}

export function hasActiveRfpFilters(filters: RfpFilters): boolean {
  return filters.status.length > 0 || filters.q.trim() !== '';
}

/** The API's list query for `filters`, at one page. */
export function rfpListQueryOf(filters: RfpFilters, cursor?: string): RfpListQuery {
  return {
    status: filters.status,
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    sort: filters.sort,
    ...(cursor ? { cursor } : {}),
  };
}

export const RFP_SORT_LABELS: Record<RfpSort, string> = {
  '-created_at': 'Newest first',
  created_at: 'Oldest first',
  title: 'Title, A to Z',
  '-title': 'Title, Z to A',
};
