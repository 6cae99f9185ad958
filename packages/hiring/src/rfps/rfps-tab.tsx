import Button from '@mui/material/Button';
import { countText, KeysetListView, useCursorStack, useUrlFilters } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { useGetRfpsQuery } from '../hiring-api';
import { HIRING_PATHS } from '../hiring/hiring-paths';
import { rfpFiltersSchema, rfpListQueryOf } from './rfp-filters';
import { RfpsFiltersBar } from './rfps-filters-bar';
import { RfpsTable, RfpsTableSkeleton } from './rfps-table';

export const NO_REQUESTS = 'No requests yet';
export const NO_MATCHES = 'No requests match these filters';

/** /hiring/rfp: the company's requests for proposals. */
export function RfpsTab() {
  const { filters, setFilters, clearFilters, active, key } = useUrlFilters(rfpFiltersSchema);

  // New filters start again at the first page.
  const paging = useCursorStack(key);

  // Proposals arrive and statuses change on the server: a list opened again is fetched again.
  const list = useGetRfpsQuery(rfpListQueryOf(filters, paging.cursor), { refetchOnMountOrArgChange: true });

  return (
    <>
      <RfpsFiltersBar filters={filters} active={active} onChange={setFilters} onClear={clearFilters} />
      <KeysetListView
        query={list}
        paging={paging}
        errorTitle="The requests could not be loaded."
        skeleton={<RfpsTableSkeleton />}
        empty={{
          title: NO_REQUESTS,
          description: 'Tell us who you need and we will propose candidates.',
          action: (
            <Button variant="contained" component={RouterLink} to={HIRING_PATHS.talentRequest}>
              Request talent
            </Button>
          ),
        }}
        noMatch={{ title: NO_MATCHES, onClear: clearFilters }}
        filtered={active}
        pagerLabel="Request pages"
        countText={(page) => countText(page.total, 'request')}
      >
        {(page) => <RfpsTable rfps={page.items} />}
      </KeysetListView>
    </>
  );
}
