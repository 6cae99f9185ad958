import type { ScheduledJob } from '../../platform/schedule';
import { type ContractScheduleDeps, runContractSchedule } from './run-contract-schedule';

/**
 * The contract schedule as the platform runs it in every process: contracts start and end on their
 * days and the ending-soon reminders go out, each change and reminder claimed once in the database.
 */
export function contractScheduleJob(deps: ContractScheduleDeps, intervalMs: number): ScheduledJob {
  return {
    name: 'Contract schedule',
    intervalMs,
    run: async (now) => ({ ...(await runContractSchedule(deps, { now })) }),
  };
}
