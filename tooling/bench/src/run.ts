// pnpm bench: initial JS of /login next to a floor app, and the authenticated API call next to a
// bare Fastify route, each pair measured in the same run on this machine.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildFloor, initialScriptWeight, serveStatic } from './bundle-size';
import { warmThenLoad, type LoadResult } from './load';
import { startNodeServer } from './processes';

const benchDir = join(import.meta.dirname, '..');
const repoRoot = join(benchDir, '..', '..');
const PORTS = { api: 3201, floor: 3202, bare: 3203 };
const TARGETS = { loginJsOfFloor: 0.75, userRateOfBare: 0.5 };

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'skip-build': { type: 'boolean', default: false },
  },
});

function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  );
  if (!found) throw new Error('The bundle measurement needs the system Chromium: install it or set CHROMIUM_PATH.');
  return found;
}

function buildStack(): void {
  const pnpm = process.env.npm_execpath?.includes('pnpm')
    ? [process.execPath, [process.env.npm_execpath]]
    : ['npx', ['--yes', 'pnpm@10.34.0']];
  const [command, prefix] = pnpm as [string, string[]];
  const result = spawnSync(
    command,
    [...prefix, 'turbo', 'run', 'build', '--filter=@portal/portal', '--filter=@portal/api', '--output-logs=errors-only'],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The build failed.');
}

/** A fresh PostgreSQL database for the run, or the embedded one when no server answers. */
async function benchDatabase(): Promise<{ label: string; env: Record<string, string> }> {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench');
  const name = url.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    await client.query(`CREATE DATABASE "${name}"`);
    return { label: `PostgreSQL (${url.host}/${name})`, env: { DATABASE_URL: url.toString() } };
  } catch {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
    return { label: 'embedded PGlite (no PostgreSQL server answered)', env: { DATA_DIR: dataDir } };
  } finally {
    await client.end().catch(() => undefined);
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES TARGET');

function row(name: string, result: LoadResult): string {
  return `  ${name.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(result.p50Ms).padStart(4)} ms   p99 ${String(result.p99Ms).padStart(4)} ms   non-2xx ${result.non2xx}, errors ${result.errors}`;
}

async function measureBundle(apiUrl: string): Promise<void> {
  const browser = chromiumPath();
  const floorDist = await buildFloor(benchDir);
  const floor = await serveStatic(floorDist, PORTS.floor);
  try {
    const floorWeight = await initialScriptWeight(`${floor.url}/login`, browser);
    const loginWeight = await initialScriptWeight(`${apiUrl}/login`, browser);
    const ratio = loginWeight.gzipBytes / floorWeight.gzipBytes;
    console.log('\nInitial JS (gzip -9 of every script loaded until the network is idle)');
    console.log(`  floor app (React + MUI + router + RTK)   ${kb(floorWeight.gzipBytes)} in ${floorWeight.files} files`);
    console.log(`  portal /login                            ${kb(loginWeight.gzipBytes)} in ${loginWeight.files} files`);
    console.log(`  /login / floor = ${ratio.toFixed(2)} (target <= ${TARGETS.loginJsOfFloor}): ${verdict(ratio <= TARGETS.loginJsOfFloor)}`);
  } finally {
    await floor.close();
  }
}

async function measureApi(apiUrl: string, databaseLabel: string): Promise<void> {
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: 'demo-portal-2026' }),
  });
  if (!login.ok) throw new Error(`Sign-in for the benchmark failed: ${login.status}`);
  const { data } = (await login.json()) as { data: { token: string } };
  const options = { connections: Number(args.connections), durationSeconds: Number(args.seconds) };

  const bare = await startNodeServer(join(benchDir, 'src', 'bare-server.mjs'), { port: PORTS.bare, readyPath: '/bare' });
  let bareResult: LoadResult;
  try {
    bareResult = await warmThenLoad(`${bare.url}/bare`, options);
  } finally {
    await bare.stop();
  }
  const userResult = await warmThenLoad(`${apiUrl}/api/client-cabinet/user`, {
    ...options,
    headers: { authorization: `Bearer ${data.token}` },
  });
  const ratio = userResult.requestsPerSecond / bareResult.requestsPerSecond;
  console.log(`\nAPI under autocannon (${options.connections} connections, ${options.durationSeconds} s, after a 2 s warm-up; database: ${databaseLabel})`);
  console.log(row('bare Fastify route', bareResult));
  console.log(row('GET /api/client-cabinet/user', userResult));
  console.log(`  user / bare = ${ratio.toFixed(2)} (target >= ${TARGETS.userRateOfBare}): ${verdict(ratio >= TARGETS.userRateOfBare)}`);
}

async function main(): Promise<void> {
  if (!args['skip-build']) buildStack();
  const database = await benchDatabase();
  const api = await startNodeServer(join(repoRoot, 'apps', 'api', 'dist', 'main.js'), {
    port: PORTS.api,
    readyPath: '/api/health',
    cwd: repoRoot,
    env: { ...database.env, NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${PORTS.api}` },
  });
  try {
    if (args.only !== 'api') await measureBundle(api.url);
    if (args.only !== 'size') await measureApi(api.url, database.label);
  } finally {
    await api.stop();
  }
}

await main();
