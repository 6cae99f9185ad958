import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState } from '@portal/ui';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useGetRfpsQuery } from '../hiring-api';
import { countText } from '../hiring/hiring-format';
import { HIRING_PATHS } from '../hiring/hiring-paths';
import {
  EMPTY_RFP_FILTERS,
  hasActiveRfpFilters,
  rfpFiltersFromSearch,
  rfpFiltersToSearch,
  rfpListQueryOf,
  type RfpFilters,
} from './rfp-filters';
import { RfpsFiltersBar } from './rfps-filters-bar';
import { RfpsTable, RfpsTableSkeleton } from './rfps-table';

export const NO_REQUESTS = 'No requests yet';
export const NO_MATCHES = 'No requests match these filters';

/** The cursors of the pages before the current one, for the filters they were reached with. */
interface Paging {
  filtersKey: string;
  cursors: string[];
}

/** /hiring/rfp: the company's requests for proposals. */
export function RfpsTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = rfpFiltersFromSearch(searchParams);
  const filtersKey = rfpFiltersToSearch(filters).toString();

  const [paging, setPaging] = useState<Paging>({ filtersKey, cursors: [] });
  // New filters start again at the first page.
  const cursors = paging.filtersKey === filtersKey ? paging.cursors : [];
  const cursor = cursors.at(-1);

  // Proposals arrive and statuses change on the server: a list opened again is fetched again.
  const list = useGetRfpsQuery(rfpListQueryOf(filters, cursor), { refetchOnMountOrArgChange: true });
  const page = list.currentData;

  const applyFilters = (next: RfpFilters) => setSearchParams(rfpFiltersToSearch(next));
  const clearFilters = () => applyFilters({ ...EMPTY_RFP_FILTERS, sort: filters.sort });
  const goToPage = (next: string[]) => setPaging({ filtersKey, cursors: next });

  let content;
  if (list.isError && !list.isFetching) {
    content = <ErrorState title="The requests could not be loaded." onRetry={() => void list.refetch()} />;
  } else if (!page) {
    content = <RfpsTableSkeleton />;
  } else if (page.items.length === 0 && hasActiveRfpFilters(filters)) {
    content = (
      <EmptyState
        title={NO_MATCHES}
        action={
          <Button variant="outlined" onClick={clearFilters}>
            Clear filters
          </Button>
        }
      />
    );
  } else if (page.items.length === 0 && cursors.length === 0) {
    content = (
      <EmptyState
        title={NO_REQUESTS}
        description="Tell us who you need and we will propose candidates."
        action={
          <Button variant="contained" component={RouterLink} to={HIRING_PATHS.talentRequest}>
            Request talent
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <RfpsTable rfps={page.items} />
        <Box
          component="nav"
          aria-label="Request pages"
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 2 }}
        >
          <Typography variant="body2" color="text.secondary">
            {countText(page.total, 'request')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
            <Button disabled={cursors.length === 0} onClick={() => goToPage(cursors.slice(0, -1))}>
              Previous
            </Button>
            <Button
              disabled={!page.next_cursor}
              onClick={() => page.next_cursor && goToPage([...cursors, page.next_cursor])}
            >
              Next
            </Button>
          </Box>
        </Box>
      </>
    );
  }

  return (
    <>
      <RfpsFiltersBar filters={filters} onChange={applyFilters} onClear={clearFilters} />
      {content}
    </>
  );
}
