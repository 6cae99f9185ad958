import Button from '@mui/material/Button';
import { EmptyState, ErrorState, KeysetPager, useCursorStack, useUrlFilters } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { useGetRfpsQuery } from '../hiring-api';
import { countText } from '../hiring/hiring-format';
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
  const page = list.currentData;

  let content;
  if (list.isError && !list.isFetching) {
    content = <ErrorState title="The requests could not be loaded." onRetry={() => void list.refetch()} />;
  } else if (!page) {
    content = <RfpsTableSkeleton />;
  } else if (page.items.length === 0 && active) {
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
  } else if (page.items.length === 0 && paging.onFirstPage) {
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
        <KeysetPager
          label="Request pages"
          countText={countText(page.total, 'request')}
          {...paging.pagerProps(page.next_cursor)}
        />
      </>
    );
  }

  return (
    <>
      <RfpsFiltersBar filters={filters} active={active} onChange={setFilters} onClear={clearFilters} />
      {content}
    </>
  );
}
