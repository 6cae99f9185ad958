import { pageQuery } from '@portal/api-client';
import { INVITATION_SEARCH_MAX_LENGTH, INVITATION_STATUSES, type InvitationListQuery } from '@portal/api-schema';
import { type FiltersOf, listFilter, searchFilter } from '@portal/ui';

/** What the invites tab filters by; mirrored in the URL's search params. */
export const inviteFiltersSchema = {
  status: listFilter(INVITATION_STATUSES),
  q: searchFilter(INVITATION_SEARCH_MAX_LENGTH),
};
export type InviteFilters = FiltersOf<typeof inviteFiltersSchema>;

/** The API's list query for `filters`, at one page. */
export function inviteListQueryOf(filters: InviteFilters, cursor?: string): InvitationListQuery {
  return pageQuery({ ...filters, q: filters.q.trim() }, cursor);
}
