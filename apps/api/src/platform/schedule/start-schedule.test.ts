import { describe, expect, test } from '@jest/globals';
import { createScheduledJobRegistry, type ScheduledJob } from './scheduled-jobs';
import { startSchedule, startSchedules } from './start-schedule';

const HOUR = 60 * 60 * 1000;

function recorder() {
  const logged: Array<[string, object]> = [];
  return {
    logged,
    log: {
      info: (details: object, message: string) => logged.push([message, details]),
      error: (details: object, message: string) => logged.push([message, details]),
    },
  };
}

describe('a scheduled job in a process', () => {
  test('runs a pass at once with the time, logs what it did, and stop waits for the pass under way', async () => {
    const { logged, log } = recorder();
    const seen: Date[] = [];
    let finish: () => void = () => undefined;
    const job: ScheduledJob = {
      name: 'Test job',
      intervalMs: HOUR,
      run: (now) => {
        seen.push(now);
        return new Promise((resolve) => {
          finish = () => resolve({ done: 1, other: 0 });
        });
      },
    };
    const now = new Date('2026-03-02T08:00:00Z');
    const schedule = startSchedule(job, { log, now: () => now });
    const stopped = schedule.stop();
    let over = false;
    void stopped.then(() => (over = true));
    await Promise.resolve();
    expect(over).toBe(false);
    finish();
    await stopped;
    expect(seen).toEqual([now]);
    expect(logged).toEqual([['Test job ran', { done: 1, other: 0 }]]);
  });

  test('a pass that did nothing is not logged; a failed one is logged, not thrown', async () => {
    const { logged, log } = recorder();
    await startSchedule({ name: 'Quiet', intervalMs: HOUR, run: async () => ({ done: 0 }) }, { log }).stop();
    await startSchedule({ name: 'Broken', intervalMs: HOUR, run: () => Promise.reject(new Error('away')) }, { log }).stop();
    expect(logged.map(([message]) => message)).toEqual(['Broken failed']);
  });

  test('a tick while the last pass runs is skipped, and an interval of 0 runs nothing', async () => {
    const { log } = recorder();
    let passes = 0;
    let finish: () => void = () => undefined;
    const slow: ScheduledJob = {
      name: 'Slow',
      intervalMs: 1000,
      run: () => {
        passes += 1;
        return new Promise((resolve) => {
          finish = () => resolve({});
        });
      },
    };
    const schedule = startSchedule(slow, { log });
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    expect(passes).toBe(1);
    finish();
    await schedule.stop();

    let never = 0;
    await startSchedule({ name: 'Off', intervalMs: 0, run: async () => ({ runs: (never += 1) }) }, { log }).stop();
    expect(never).toBe(0);
  });

  test('every registered job starts; a name is registered once', async () => {
    const registry = createScheduledJobRegistry();
    const ran: string[] = [];
    for (const name of ['One', 'Two']) registry.register({ name, intervalMs: HOUR, run: async () => (ran.push(name), {}) });
    expect(() => registry.register({ name: 'One', intervalMs: HOUR, run: async () => ({}) })).toThrow('Scheduled job One registered twice');
    await startSchedules(registry.list(), { log: recorder().log }).stop();
    expect(ran.sort()).toEqual(['One', 'Two']);
  });
});
