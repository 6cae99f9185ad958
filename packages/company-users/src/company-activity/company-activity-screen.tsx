import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { downloadFile, errorToastText, isApiError } from '@portal/api-client';
import { endsBeforeStart } from '@portal/api-schema/constants';
import { ErrorState, ExportCsvButton, KeysetListView, useCursorStack, useUrlFilters } from '@portal/ui';
import { useMemo } from 'react';
import { activityCsvUrl, useGetActivityPeopleQuery, useGetActivityQuery } from './activity-api';
import { activityFiltersSchema, activityQuery, viewerTimeZone } from './activity-filters';
import { ActivityFiltersBar } from './activity-filters-bar';
import { ActivityTable, ActivityTableSkeleton } from './activity-table';

export const NO_MATCHES = 'No activity matches these filters';
export const NO_ACTIVITY = 'No activity yet';

/**
 * /company/activity, a tab of My Company for admins only: who did what and when, filtered in the
 * URL, exported as CSV.
 */
export function CompanyActivityScreen() {
  const { filters, setFilters, clearFilters, active, key } = useUrlFilters(activityFiltersSchema);
  const paging = useCursorStack(key);
  const timeZone = useMemo(viewerTimeZone, []);
  const query = activityQuery(filters, timeZone);

  const people = useGetActivityPeopleQuery();
  // A period that ends before it starts is told beside its To field and not sent.
  const invalid = endsBeforeStart(filters);
  // The log grows with every action: a page opened again is fetched again.
  const list = useGetActivityQuery(
    { ...query, ...(paging.cursor ? { cursor: paging.cursor } : {}) },
    { refetchOnMountOrArgChange: true, skip: invalid },
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="h2" gutterBottom>
            Activity log
          </Typography>
          <Typography color="text.secondary">
            {`Who did what in your company, newest first. Times and dates are in ${timeZone ?? 'UTC'}.`}
          </Typography>
        </Box>
        <ExportCsvButton disabled={invalid} onExport={() => downloadFile(activityCsvUrl(query), 'activity.csv')} />
      </Box>
      <ActivityFiltersBar filters={filters} active={active} people={people.data ?? []} onChange={setFilters} onClear={clearFilters} />
      {!invalid && (
        <KeysetListView
          query={list}
          paging={paging}
          errorTitle="The activity log could not be loaded."
          renderError={(error) =>
            // 422: filters the API refuses (an end date before the start date) are told as such.
            isApiError(error) && error.status === 422 ? (
              <ErrorState title="These filters cannot be applied." description={errorToastText(error)} />
            ) : undefined
          }
          skeleton={<ActivityTableSkeleton />}
          noMatch={{ title: NO_MATCHES, onClear: clearFilters }}
          empty={{ title: NO_ACTIVITY, description: 'Payments, contracts, access changes and sign-ins of your company will show here.' }}
          filtered={active}
          pagerLabel="Activity pages"
        >
          {(page) => <ActivityTable entries={page.items} timeZone={timeZone} />}
        </KeysetListView>
      )}
    </Box>
  );
}
