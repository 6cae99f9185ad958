import { pageQuery } from '@portal/api-client';
import { INVITATION_SEARCH_MAX_LENGTH, INVITATION_STATUSES, type InvitationListQuery } from '@portal/api-schema';
import { z } from 'zod';

/** What the invites tab filters by; mirrored in the URL's search params. */
export const inviteFiltersSchema = z.object({
  status: z.array(z.enum(INVITATION_STATUSES)).default([]),
  q: z
    .string()
    .trim()
    .transform((q) => q.slice(0, INVITATION_SEARCH_MAX_LENGTH))
    .default(''),
});
export type InviteFilters = z.output<typeof inviteFiltersSchema>;

/** The API's list query for `filters`, at one page. */
export function inviteListQueryOf(filters: InviteFilters, cursor?: string): InvitationListQuery {
  return pageQuery({ ...filters, q: filters.q.trim() }, cursor);
}
