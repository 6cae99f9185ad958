import type { TimesheetDayQuery, TimesheetDetail } from '@portal/api-schema';
import { ScrollTable, ScrollTableCell, scrollTableClasses, ScrollTableRow } from '@portal/ui';
import { hoursText } from '../team/team-format';
import { dayText } from '../timesheets/timesheet-format';
import { OverWeeklyHoursChip } from '../timesheets/timesheet-status-chip';

const COLUMNS = ['Day', { label: 'Hours', align: 'right' as const }, { label: 'Note', wrap: { minWidth: 200, maxWidth: 480 } }];

export interface TimesheetDaysProps {
  timesheet: TimesheetDetail;
  /** While queried: the reasons given per day, shown under their day's note. */
  queriedDays: readonly TimesheetDayQuery[];
}

/** The seven days, Monday first, with their hours and notes, then the week's total (flagged over the contract's weekly hours). */
export function TimesheetDays({ timesheet, queriedDays }: TimesheetDaysProps) {
  const reasons = new Map(queriedDays.map((query) => [query.day, query.reason]));
  return (
    <ScrollTable label="Hours per day" columns={COLUMNS} minWidth={480}>
      {timesheet.entries.map((entry) => {
        const reason = reasons.get(entry.day);
        return (
          <ScrollTableRow key={entry.day} tone={reason === undefined ? undefined : 'warning'}>
            <ScrollTableCell rowHeader>{dayText(entry.day)}</ScrollTableCell>
            <ScrollTableCell>{hoursText(entry.minutes)}</ScrollTableCell>
            <ScrollTableCell>
              {entry.note}
              {reason !== undefined && (
                <span className={`${scrollTableClasses.warningText} ${scrollTableClasses.below}`}>{`Queried: ${reason}`}</span>
              )}
            </ScrollTableCell>
          </ScrollTableRow>
        );
      })}
      <ScrollTableRow>
        <ScrollTableCell rowHeader>
          <strong>Total</strong>
        </ScrollTableCell>
        <ScrollTableCell>
          <strong>{hoursText(timesheet.total_minutes)}</strong>
        </ScrollTableCell>
        <ScrollTableCell>
          {timesheet.over_weekly_hours ? (
            <OverWeeklyHoursChip hoursPerWeek={timesheet.contract.hours_per_week} />
          ) : (
            <span className={scrollTableClasses.secondary}>{`The contract's weekly hours: ${timesheet.contract.hours_per_week} h`}</span>
          )}
        </ScrollTableCell>
      </ScrollTableRow>
    </ScrollTable>
  );
}
