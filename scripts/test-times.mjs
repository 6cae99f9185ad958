// Where `npm test` spent its time: each phase's wall time, and inside the turbo phases each
// task's, read from the run summaries turbo writes with --summarize.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Reads and removes the run summaries turbo wrote into `runsDir` since `sinceMs`. */
export function takeTurboSummaries(runsDir, sinceMs) {
  let files;
  try {
    files = readdirSync(runsDir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  const summaries = [];
  for (const file of files) {
    const path = join(runsDir, file);
    try {
      const summary = JSON.parse(readFileSync(path, 'utf8'));
      if ((summary.execution?.startTime ?? 0) >= sinceMs) {
        summaries.push(summary);
        rmSync(path, { force: true });
      }
    } catch {
      // A summary being written or not turbo's: not ours to read.
    }
  }
  return summaries;
}

/** The tasks of turbo summaries: id, seconds, and whether turbo replayed it from its cache. */
export function taskTimes(summaries) {
  return summaries
    .flatMap((summary) => summary.tasks ?? [])
    .filter((task) => task.execution?.startTime && task.execution?.endTime)
    .map((task) => ({
      task: task.taskId,
      seconds: (task.execution.endTime - task.execution.startTime) / 1000,
      cached: task.cache?.status === 'HIT',
      failed: task.execution.exitCode !== 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

const formatSeconds = (seconds) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s` : `${seconds.toFixed(1)}s`;

/** The report: phases in order with their wall time, then the tasks, longest first. */
export function formatTimes(phases, tasks) {
  const lines = ['', 'Where the time went', ''];
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  const width = Math.max(...phases.map((phase) => phase.name.length), ...tasks.map((task) => task.task.length), 'total'.length);
  for (const phase of phases) lines.push(`  ${phase.name.padEnd(width)}  ${formatSeconds(phase.seconds).padStart(8)}`);
  lines.push(`  ${'total'.padEnd(width)}  ${formatSeconds(total).padStart(8)}`);
  if (tasks.length > 0) {
    lines.push('', 'Turbo tasks (each one alone; two run at a time)', '');
    for (const task of tasks) {
      const note = task.failed ? '  failed' : task.cached ? '  from cache' : '';
      lines.push(`  ${task.task.padEnd(width)}  ${formatSeconds(task.seconds).padStart(8)}${note}`);
    }
  }
  return lines.join('\n');
}
