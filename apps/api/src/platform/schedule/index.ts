export { createScheduledJobRegistry, type ScheduledJob, type ScheduledJobRegistry } from './scheduled-jobs';
export { type RunningSchedule, startSchedules } from './start-schedule';
