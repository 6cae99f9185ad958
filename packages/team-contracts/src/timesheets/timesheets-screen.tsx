import { downloadFile, errorToastText, isApiError } from '@portal/api-client';
import { countText, ErrorState, ExportCsvButton, KeysetListView, PageScaffold, useCursorStack, useUrlFilters } from '@portal/ui';
import { useState } from 'react';
import { TeamTabs } from '../team/team-tabs';
import { timesheetsCsvUrl, useGetTimesheetFilterOptionsQuery, useGetTimesheetsQuery } from '../timesheets-api';
import { ApproveSelectionBar, SelectPageCheckbox, type SkippedTimesheet, SkippedTimesheetsAlert } from './approve-selection';
import { timesheetFiltersSchema, timesheetListQueryOf } from './timesheet-filters';
import { TimesheetsFiltersBar } from './timesheets-filters-bar';
import { TimesheetsTable, TimesheetsTableSkeleton } from './timesheets-table';
import { useTimesheetSelection } from './use-timesheet-selection';

export const NO_TIMESHEETS = 'No timesheets yet';
export const NO_TIMESHEETS_DESCRIPTION =
  "Vendors submit the hours of each developer on an hourly contract weekly. Each week's timesheet appears here for you to approve or query.";
export const NO_MATCHES = 'No timesheets match these filters';

/** /my-team/timesheets: the weekly hours vendors submit, waiting for review first; approve several at once, export the filter. */
export function TimesheetsScreen() {
  const { filters, setFilters, clearFilters, active, key } = useUrlFilters(timesheetFiltersSchema);
  // New filters start again at the first page.
  const paging = useCursorStack(key);
  const options = useGetTimesheetFilterOptionsQuery();
  // Timesheets arrive and are approved elsewhere: a list opened again is fetched again.
  const list = useGetTimesheetsQuery(timesheetListQueryOf(filters, paging.cursor), { refetchOnMountOrArgChange: true });
  const selection = useTimesheetSelection(list.currentData?.items);
  const [skipped, setSkipped] = useState<SkippedTimesheet[]>([]);
  const contractNumber = filters.contract
    ? list.currentData?.items.find((timesheet) => timesheet.contract.id === filters.contract)?.contract.number
    : undefined;

  return (
    <PageScaffold
      title="Timesheets"
      subtitle="The hours your developers worked each week, as their vendors submit them: approve them, or query what looks wrong."
      actions={<ExportCsvButton onExport={() => downloadFile(timesheetsCsvUrl(timesheetListQueryOf(filters)), 'timesheets.csv')} />}
    >
      <TeamTabs />
      <TimesheetsFiltersBar
        filters={filters}
        active={active}
        options={options.data}
        contractNumber={contractNumber}
        onChange={setFilters}
        onClear={clearFilters}
      />
      <SkippedTimesheetsAlert skipped={skipped} onClose={() => setSkipped([])} />
      <KeysetListView
        query={list}
        paging={paging}
        errorTitle="The timesheets could not be loaded."
        renderError={(error) =>
          // 422: filters the API refuses (e.g. a page link that no longer fits) are told as such.
          isApiError(error) && error.status === 422 ? (
            <ErrorState title="These filters cannot be applied." description={errorToastText(error)} />
          ) : undefined
        }
        skeleton={<TimesheetsTableSkeleton />}
        empty={{ title: NO_TIMESHEETS, description: NO_TIMESHEETS_DESCRIPTION }}
        noMatch={{ title: NO_MATCHES, onClear: clearFilters }}
        filtered={active}
        pagerLabel="Timesheet pages"
        countText={(page) => countText(page.total, 'timesheet')}
      >
        {(page) => (
          <>
            <SelectPageCheckbox timesheets={page.items} selection={selection} />
            <TimesheetsTable timesheets={page.items} selection={selection} />
          </>
        )}
      </KeysetListView>
      <ApproveSelectionBar selection={selection} onSkipped={setSkipped} />
    </PageScaffold>
  );
}
