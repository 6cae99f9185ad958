import { type ContractScheduleDeps, type ContractScheduleResult, runContractSchedule } from './run-contract-schedule';

interface ScheduleLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ContractSchedule {
  /** Stops the timer and waits for a pass under way to finish. */
  stop(): Promise<void>;
}

/**
 * Runs the contract schedule in this process: once now, then every `intervalMs` (0: never). Every
 * API process may run it, since each change and each reminder is claimed in the database; a tick
 * that finds the previous pass still running is skipped. A failed pass is logged and the next tick
 * tries again. The timer does not keep the process alive.
 */
export function startContractSchedule(
  deps: ContractScheduleDeps,
  options: { intervalMs: number; log: ScheduleLog; now?: () => Date },
): ContractSchedule {
  if (options.intervalMs <= 0) return { stop: async () => undefined };
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (current || stopped) return;
    current = runContractSchedule(deps, options.now ? { now: options.now() } : {})
      .then((result: ContractScheduleResult) => {
        if (result.started + result.ended + result.reminders > 0) options.log.info({ ...result }, 'Contract schedule ran');
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'Contract schedule failed'))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
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
