import { pageQuery } from '@portal/api-client';
import { CONNECTION_STATUSES, type ConnectionListQuery } from '@portal/api-schema';
import { defaultFilters } from '@portal/ui';
import { z } from 'zod';

/** What the connections tab filters by; mirrored in the URL's search params. */
export const connectionFiltersSchema = z.object({
  status: z.array(z.enum(CONNECTION_STATUSES)).default([]),
});
export type ConnectionFilters = z.output<typeof connectionFiltersSchema>;

export const EMPTY_CONNECTION_FILTERS: ConnectionFilters = defaultFilters(connectionFiltersSchema);

/** The API's list query for `filters`, at one page. */
export function connectionListQueryOf(filters: ConnectionFilters, cursor?: string): ConnectionListQuery {
  return pageQuery(filters, cursor);
}
