/**
 * Work a module has done in every API process on a timer (the contract schedule, autopay). Each job
 * must be safe to run in several processes at once: whatever it changes it claims in the database
 * (a conditional update, or a row inserted once), so that the process that claims it first does it.
 */
export interface ScheduledJob {
  /** How the log names it: 'Contract schedule' ran / failed. */
  readonly name: string;
  /** How often each process runs it (and once at start); 0: never in this process. */
  readonly intervalMs: number;
  /** One pass; what it did as counts, logged when any is above 0. */
  run(now: Date): Promise<Record<string, number>>;
}

/** Where a module registers its jobs; main starts them (startSchedules) once the app is built. */
export interface ScheduledJobRegistry {
  register(job: ScheduledJob): void;
  list(): readonly ScheduledJob[];
}

export function createScheduledJobRegistry(): ScheduledJobRegistry {
  const jobs: ScheduledJob[] = [];
  return {
    register(job) {
      if (jobs.some((known) => known.name === job.name)) throw new Error(`Scheduled job ${job.name} registered twice`);
      jobs.push(job);
    },
    list: () => jobs,
  };
}
