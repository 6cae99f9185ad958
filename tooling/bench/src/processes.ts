import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

export interface Running {
  url: string;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
// A run that is interrupted must not leave servers holding the benchmark's ports.
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nothing answered at ${url}`);
}

/**
 * Where the processes run: each server under test alone on the first CPU, the load generator on the
 * others (the database floats). Left to the scheduler on a two-core machine, the same pair of
 * servers measured up to a third apart from one run to the next; pinned, the runs agreed.
 * Null where taskset or a second CPU is missing: then nothing is pinned.
 */
const cpuPlacement: { server: string; loadGenerator: string } | null = (() => {
  const cpus = availableParallelism();
  if (cpus < 2 || spawnSync('taskset', ['--version']).status !== 0) return null;
  return { server: '0', loadGenerator: cpus === 2 ? '1' : `1-${cpus - 1}` };
})();

/** Moves this process (and so the load generator in it) off the servers' CPU. */
export function pinLoadGenerator(): string {
  if (!cpuPlacement) return 'no CPU pinning (taskset or a second CPU missing)';
  const result = spawnSync('taskset', ['-cp', cpuPlacement.loadGenerator, String(process.pid)]);
  if (result.status !== 0) throw new Error(`taskset failed: ${result.stderr.toString()}`);
  return `servers on CPU ${cpuPlacement.server}, load generator on CPU ${cpuPlacement.loadGenerator}, the database on any`;
}

/** Starts a Node server in its own process so that the load generator does not share its event loop. */
export async function startNodeServer(
  script: string,
  options: { port: number; readyPath: string; env?: Record<string, string>; cwd?: string },
): Promise<Running> {
  const [command, args] = cpuPlacement ? ['taskset', ['-c', cpuPlacement.server, process.execPath, script]] : [process.execPath, [script]];
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...options.env, PORT: String(options.port) },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const url = `http://127.0.0.1:${options.port}`;
  await waitFor(`${url}${options.readyPath}`);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
