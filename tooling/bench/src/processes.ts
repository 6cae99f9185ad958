import { spawn, type ChildProcess } from 'node:child_process';

export interface Running {
  url: string;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
// A run that is interrupted must not leave servers holding the benchmark's ports.
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
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

/** Starts a Node server in its own process so that the load generator does not share its event loop. */
export async function startNodeServer(
  script: string,
  options: { port: number; readyPath: string; env?: Record<string, string>; cwd?: string },
): Promise<Running> {
  const child: ChildProcess = spawn(process.execPath, [script], {
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
