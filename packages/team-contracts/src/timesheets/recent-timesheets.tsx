import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { countText, ErrorState, ScrollTable, ScrollTableCell, ScrollTableRow, ScrollTableSkeleton } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { contractPath } from '../team/team-paths';
import { useGetTimesheetsQuery } from '../timesheets-api';
import { HoursCellContent, StatusCellContent, WeekCellContent } from './timesheet-cells';
import { timesheetsOfPath } from './timesheet-format';

/** How many a contract's or a team member's card lists: the latest weeks (those waiting for review first). */
export const RECENT_TIMESHEETS = 5;

export interface RecentTimesheetsProps {
  /** Whose timesheets: one contract's, or one developer's (under any of their contracts). */
  of: { contract: string } | { talent: string };
}

/**
 * The latest timesheets of a contract or a team member, with their hours and state, each linking to
 * its timesheet, and the way to all of them in the list, filtered. The developer's card names the
 * contract of each week, since they may have several.
 */
export function RecentTimesheets({ of }: RecentTimesheetsProps) {
  const query = useGetTimesheetsQuery({ ...of, limit: RECENT_TIMESHEETS }, { refetchOnMountOrArgChange: true });
  const showContract = 'talent' in of;
  const columns = ['Week', ...(showContract ? ['Contract'] : []), { label: 'Hours', align: 'right' as const }, 'Status'];
  const table = { label: 'Latest timesheets', columns, minWidth: showContract ? 560 : 440 };
  const page = query.currentData;

  if (query.isError && !query.isFetching)
    return <ErrorState title="The timesheets could not be loaded." onRetry={() => void query.refetch()} />;
  if (!page) return <ScrollTableSkeleton {...table} rows={3} />;
  if (page.items.length === 0) {
    return (
      <Typography color="text.secondary">
        {showContract
          ? 'No timesheets have been submitted for this developer yet.'
          : 'No timesheets have been submitted under this contract yet.'}
      </Typography>
    );
  }
  return (
    <>
      <ScrollTable {...table}>
        {page.items.map((timesheet) => (
          <ScrollTableRow key={timesheet.id}>
            <ScrollTableCell title>
              <WeekCellContent timesheet={timesheet} />
            </ScrollTableCell>
            {showContract && (
              <ScrollTableCell>
                <Link component={RouterLink} to={contractPath(timesheet.contract.id)}>
                  {timesheet.contract.number}
                </Link>
              </ScrollTableCell>
            )}
            <ScrollTableCell>
              <HoursCellContent timesheet={timesheet} />
            </ScrollTableCell>
            <ScrollTableCell>
              <StatusCellContent timesheet={timesheet} />
            </ScrollTableCell>
          </ScrollTableRow>
        ))}
      </ScrollTable>
      <Button component={RouterLink} to={timesheetsOfPath(of)} sx={{ mt: 1.5 }}>
        {page.total > page.items.length ? `All ${countText(page.total, 'timesheet')}` : 'Open in Timesheets'}
      </Button>
    </>
  );
}
