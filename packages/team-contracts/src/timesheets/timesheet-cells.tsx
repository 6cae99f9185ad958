import Link from '@mui/material/Link';
import type { TimesheetSummary } from '@portal/api-schema';
import { formatDate, scrollTableClasses } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { hoursText } from '../team/team-format';
import { timesheetPath, weekText } from './timesheet-format';
import { OverWeeklyHoursChip, TimesheetStatusChip } from './timesheet-status-chip';

// The cells a timesheet's row shows, in the list and in the cards of a contract and a team member.

/** The week, Monday to Sunday: the row's link to the timesheet. */
export function WeekCellContent({ timesheet }: { timesheet: TimesheetSummary }) {
  return (
    <Link component={RouterLink} to={timesheetPath(timesheet.id)}>
      {weekText(timesheet.week_start, timesheet.week_end)}
    </Link>
  );
}

/** The week's hours, flagged when more than the contract's weekly hours. */
export function HoursCellContent({ timesheet }: { timesheet: TimesheetSummary }) {
  return (
    <>
      {hoursText(timesheet.total_minutes)}
      {timesheet.over_weekly_hours && (
        <span className={scrollTableClasses.below}>
          <OverWeeklyHoursChip hoursPerWeek={timesheet.contract.hours_per_week} />
        </span>
      )}
    </>
  );
}

/** The state, and while it waits for review the day it is approved automatically. */
export function StatusCellContent({ timesheet }: { timesheet: TimesheetSummary }) {
  return (
    <>
      <TimesheetStatusChip timesheet={timesheet} />
      {timesheet.status === 'submitted' && timesheet.auto_approves_at && (
        <span className={`${scrollTableClasses.secondary} ${scrollTableClasses.below}`}>
          {`Auto-approves ${formatDate(timesheet.auto_approves_at, timesheet.time_zone)}`}
        </span>
      )}
    </>
  );
}
