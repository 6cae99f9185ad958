import { countText, KeysetListView, useCursorStack, useUrlFilters } from '@portal/ui';
import { useGetCompanyUsersQuery } from '../endpoints/company-users-api';
import { userFiltersSchema, userListQueryOf } from './user-filters';
import { UsersFiltersBar } from './users-filters-bar';
import { UsersTable, UsersTableSkeleton } from './users-table';

export const NO_MATCHES = 'No users match these filters';

export const userCountText = (count: number) => countText(count, 'user');

/** /users/list: the company's users by name, searched and filtered in the URL, a page at a time. */
export function UsersListTab() {
  const { filters, setFilters, clearFilters, active, key } = useUrlFilters(userFiltersSchema);
  const paging = useCursorStack(key);
  // People are invited, change and leave elsewhere: a list opened again is fetched again.
  const list = useGetCompanyUsersQuery(userListQueryOf(filters, paging.cursor), { refetchOnMountOrArgChange: true });

  return (
    <>
      <UsersFiltersBar filters={filters} active={active} onChange={setFilters} onClear={clearFilters} />
      <KeysetListView
        query={list}
        paging={paging}
        errorTitle="The users could not be loaded."
        skeleton={<UsersTableSkeleton />}
        empty={{ title: 'No users yet', description: 'Invite your colleagues to work with you in the portal.' }}
        noMatch={{ title: NO_MATCHES, onClear: clearFilters }}
        filtered={active}
        pagerLabel="User pages"
        countText={(page) => userCountText(page.total)}
      >
        {(page) => <UsersTable users={page.items} />}
      </KeysetListView>
    </>
  );
}
