import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import type { TimesheetSummary } from '@portal/api-schema';
import { ScrollTable, ScrollTableCell, scrollTableClasses, ScrollTableRow, ScrollTableSkeleton, UserAvatar } from '@portal/ui';
import { Link as RouterLink, useNavigate } from 'react-router';
import { contractPath } from '../team/team-paths';
import { HoursCellContent, StatusCellContent, WeekCellContent } from './timesheet-cells';
import { timesheetName, timesheetPath } from './timesheet-format';
import { canApprove, type TimesheetSelection } from './use-timesheet-selection';

// The developer, contract and vendor wrap within their widths, so that the table fits a laptop's screen.
const COLUMNS = [
  { label: 'Developer', wrap: { minWidth: 170, maxWidth: 230 } },
  { label: 'Contract', wrap: { minWidth: 150, maxWidth: 220 } },
  { label: 'Vendor', wrap: { minWidth: 120, maxWidth: 170 } },
  'Week',
  { label: 'Hours', align: 'right' as const },
  'Status',
];
const TABLE = { label: 'Timesheets', columns: COLUMNS, minWidth: 960 };

export function TimesheetsTableSkeleton() {
  return <ScrollTableSkeleton {...TABLE} rows={5} />;
}

const selectTimesheetLabel = (timesheet: TimesheetSummary) => `Select the timesheet of ${timesheetName(timesheet)}`;

/** The developer's photo (or initials) and name; a timesheet of an older contract may name none. */
function DeveloperCell({ timesheet, selection }: { timesheet: TimesheetSummary; selection: TimesheetSelection }) {
  const { talent } = timesheet;
  return (
    <div className={scrollTableClasses.person}>
      {canApprove(timesheet) && (
        <Checkbox
          size="small"
          checked={selection.isSelected(timesheet.id)}
          onChange={() => selection.toggle(timesheet)}
          // The row opens the timesheet on a click: ticking the box must not.
          onClick={(event) => event.stopPropagation()}
          slotProps={{ input: { 'aria-label': selectTimesheetLabel(timesheet) } }}
          sx={{ p: 0.5, ml: -0.75 }}
        />
      )}
      {/* The name beside it says who it is. */}
      <span aria-hidden>
        <UserAvatar name={talent?.name ?? '?'} src={talent?.photo ?? null} size={32} />
      </span>
      {talent ? <strong>{talent.name}</strong> : <span className={scrollTableClasses.secondary}>Not named</span>}
    </div>
  );
}

/**
 * The timesheets, waiting for review first (the API's order). The week is the row's link, so
 * keyboard and screen-reader users reach the timesheet; a click anywhere else on the row opens it
 * for a mouse. A timesheet waiting for review has a checkbox before the developer, for approving
 * several at once.
 */
export function TimesheetsTable({ timesheets, selection }: { timesheets: readonly TimesheetSummary[]; selection: TimesheetSelection }) {
  const navigate = useNavigate();
  return (
    <ScrollTable {...TABLE}>
      {timesheets.map((timesheet) => (
        <ScrollTableRow key={timesheet.id} onOpen={() => void navigate(timesheetPath(timesheet.id))}>
          <ScrollTableCell>
            <DeveloperCell timesheet={timesheet} selection={selection} />
          </ScrollTableCell>
          <ScrollTableCell>
            <Link component={RouterLink} to={contractPath(timesheet.contract.id)}>
              {timesheet.contract.number}
            </Link>
            <span className={scrollTableClasses.secondary}>{timesheet.contract.role_title}</span>
          </ScrollTableCell>
          <ScrollTableCell>{timesheet.vendor.name}</ScrollTableCell>
          <ScrollTableCell title>
            <WeekCellContent timesheet={timesheet} />
          </ScrollTableCell>
          <ScrollTableCell>
            <HoursCellContent timesheet={timesheet} />
          </ScrollTableCell>
          <ScrollTableCell>
            <StatusCellContent timesheet={timesheet} />
          </ScrollTableCell>
        </ScrollTableRow>
      ))}
    </ScrollTable>
  );
}
