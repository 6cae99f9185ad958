export { createScheduledJobRegistry, type ScheduledJob, type ScheduledJobRegistry } from './scheduled-jobs';
export { startSchedules } from './start-schedule';
