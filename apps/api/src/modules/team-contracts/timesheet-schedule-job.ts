import type { ScheduledJob } from '../../platform/schedule';
import type { TimesheetDeps } from './contracts-deps';
import { runTimesheetSchedule } from './run-timesheet-schedule';

/**
 * The timesheet schedule as the platform runs it in every process: timesheets nobody queried within
 * five business days are approved automatically and the day-before reminders go out, each claimed
 * once in the database.
 */
export function timesheetScheduleJob(deps: TimesheetDeps, intervalMs: number): ScheduledJob {
  return {
    name: 'Timesheet schedule',
    intervalMs,
    run: async (now) => ({ ...(await runTimesheetSchedule(deps, { now })) }),
  };
}
