import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { packageRoot } from '../platform/paths';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  /** What the process wrote, for the failure message of a test. */
  output(): string;
  /** How the process ended (`code` or `signal`), or null while it runs. */
  exited(): string | null;
  /** SIGTERM, then SIGKILL if it has not stopped within a few seconds. */
  stop(): Promise<void>;
}

const TSX = ['--import', 'tsx'];

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited(child);
  clearTimeout(timer);
}

/** Runs a command of `src/cli.ts` to its end with the environment given; answers its output. */
export async function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...TSX, join('src', 'cli.ts'), ...args], {
    cwd: packageRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  await exited(child);
  clearTimeout(timer);
  return { code: child.exitCode, output };
}

/**
 * Starts `src/main.ts` as its own process (as `pnpm dev` does, without the reload) on a free port,
 * and answers once its health check does.
 */
export async function startApiProcess(env: Record<string, string>, options: { timeoutMs?: number } = {}): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...TSX, join('src', 'main.ts')], {
    cwd: packageRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const apiProcess: ApiProcess = {
    url,
    output: () => output,
    exited: () => (child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode !== null ? `signal ${child.signalCode}` : null),
    stop: () => stopChild(child),
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API process exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return apiProcess;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await apiProcess.stop();
      throw new Error(`The API process did not answer its health check in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface RoundRobinProxy {
  url: string;
  /** Requests handed to each target, in the order of the targets. */
  counts: number[];
  close(): Promise<void>;
}

/** A load balancer in miniature: each request goes to the next target in turn. */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const counts = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(incoming.url ?? '/', targets[index]);
    const forwarded = httpRequest(target, { method: incoming.method, headers: { ...incoming.headers, host: target.host } }, (response) => {
      outgoing.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(outgoing);
    });
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  // Many concurrent requests: keep-alive sockets of the test's client are served as they come.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
