import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TimesheetStatus, TimesheetSummary } from '@portal/api-schema';
import { overWeeklyHoursText, timesheetStatusText } from './timesheet-format';

const STATUS_COLORS: Record<TimesheetStatus, ChipProps['color']> = {
  // The one state that asks something of the reader.
  submitted: 'warning',
  queried: 'info',
  approved: 'success',
};

/** A timesheet's state as a chip: "To approve", "Queried", "Approved", "Approved automatically". */
export function TimesheetStatusChip({ timesheet }: { timesheet: Pick<TimesheetSummary, 'status' | 'approved_automatically'> }) {
  return (
    <Chip
      // A span, so that it may sit in a line of text (the timesheet page's subtitle).
      component="span"
      size="small"
      variant={timesheet.status === 'submitted' ? 'filled' : 'outlined'}
      color={STATUS_COLORS[timesheet.status]}
      label={timesheetStatusText(timesheet)}
    />
  );
}

/** "Over 40 h/week": more hours than the contract's weekly hours. */
export function OverWeeklyHoursChip({ hoursPerWeek }: { hoursPerWeek: number }) {
  return <Chip component="span" size="small" color="warning" variant="outlined" label={overWeeklyHoursText(hoursPerWeek)} />;
}
