import type { ScheduledJob } from './scheduled-jobs';

interface ScheduleLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RunningSchedule {
  /** Stops the timer and waits for a pass under way to finish. */
  stop(): Promise<void>;
}

/**
 * Runs a job in this process: once now, then every `intervalMs` (0: never). A tick that finds the
 * previous pass still running is skipped, so passes of one process never overlap (those of other
 * processes may: the job claims its work in the database). A failed pass is logged and the next
 * tick tries again. The timer does not keep the process alive.
 */
export function startSchedule(job: ScheduledJob, options: { log: ScheduleLog; now?: () => Date }): RunningSchedule {
  if (job.intervalMs <= 0) return { stop: async () => undefined };
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (current || stopped) return;
    current = job
      .run(options.now ? options.now() : new Date())
      .then((result) => {
        if (Object.values(result).some((count) => count > 0)) options.log.info({ ...result }, `${job.name} ran`);
      })
      .catch((error: unknown) => options.log.error({ err: error }, `${job.name} failed`))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, job.intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}

/** Starts every job; stopping stops them all and waits for each pass under way. */
export function startSchedules(jobs: readonly ScheduledJob[], options: { log: ScheduleLog; now?: () => Date }): RunningSchedule {
  const running = jobs.map((job) => startSchedule(job, options));
  return {
    async stop() {
      await Promise.all(running.map((schedule) => schedule.stop()));
    },
  };
}
