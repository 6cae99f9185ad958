// pnpm bench: initial JS of /login and of every signed-in screen next to a floor app, Lighthouse on
// the built stack (mobile and desktop), the authenticated API call next to a bare Fastify route,
// and the invoice list at 100,000 invoices next to its raw keyset query, each pair measured in the
// same run on this machine. `--only=size|lighthouse|api|invoices` runs one part;
// BENCH_DATABASE_URL names the database the run creates afresh, BENCH_PORT_BASE the first of its
// three ports.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import demo from '@portal/api/demo-accounts.json' with { type: 'json' };
import { API_PATHS, CLIENT_ACCESS_TOKEN_KEY } from '@portal/api-schema/constants';
import { buildFloor, initialScriptWeight, serveStatic } from './bundle-size';
import { type LighthouseFigures, lighthouseMedian, type LighthouseRoute } from './lighthouse';
import { load, warmUp, type LoadResult } from './load';
import { pinLoadGenerator, startNodeServer } from './processes';

const benchDir = join(import.meta.dirname, '..');
const repoRoot = join(benchDir, '..', '..');
// BENCH_PORT_BASE moves the three ports, so that two runs on one machine do not collide.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3201);
const PORTS = { api: PORT_BASE, floor: PORT_BASE + 1, bare: PORT_BASE + 2 };
const PAGE_TARGETS = { signedInJsOfFloor: 0.75, lighthouseMobile: 95, lighthouseDesktop: 100 };
const TARGETS = { loginJsOfFloor: 0.75, userRateOfBare: 0.6, invoicesRateOfFloor: 0.8, firstPageP50Growth: 1.2 };
/** Scripts that only a started payment may load. */
const PAYMENT_SCRIPT = /stripe|pay-invoice|payment/i;

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '8' },
    'round-seconds': { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
    // A comma-separated subset of the measured routes (say /dashboard,/invoices), to look into one.
    'lighthouse-routes': { type: 'string' },
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

/** The first item's id of a signed-in list, for the page of one item. */
async function firstId(apiUrl: string, path: string, token: string): Promise<string> {
  const response = await fetch(`${apiUrl}${path}?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const { data } = (await response.json()) as { data: { items: Array<{ id: string }> } };
  const id = data.items[0]?.id;
  if (!id) throw new Error(`${path} has no item for the benchmark`);
  return id;
}

/** Every signed-in screen of the demo company's admin, items' pages included. */
async function signedInRoutes(apiUrl: string, token: string): Promise<string[]> {
  const [invoice, contract, rfp, member, user] = await Promise.all(
    [API_PATHS.invoices, API_PATHS.contracts, API_PATHS.rfps, API_PATHS.team, API_PATHS.companyUsers].map((path) =>
      firstId(apiUrl, path, token),
    ),
  );
  return [
    '/dashboard',
    '/hiring/rfp',
    '/hiring/interviews',
    `/hiring/rfp/${rfp}`,
    '/my-team',
    `/my-team/candidate/${member}`,
    '/contracts',
    `/contracts/${contract}`,
    '/invoices',
    `/invoices/${invoice}`,
    '/users/list',
    `/users/${user}`,
    '/company/information',
    '/company/activity',
  ];
}

async function measureBundle(apiUrl: string): Promise<void> {
  const browser = chromiumPath();
  const floorDist = await buildFloor(benchDir);
  const floor = await serveStatic(floorDist, PORTS.floor);
  try {
    const floorWeight = await initialScriptWeight(`${floor.url}/login`, browser);
    const line = (name: string, bytes: number, files: number) =>
      `  ${name.padEnd(50)} ${kb(bytes).padStart(10)} in ${String(files).padStart(3)} files`;
    const ratioLine = (bytes: number, target: number) => {
      const ratio = bytes / floorWeight.gzipBytes;
      return `${ratio.toFixed(2)} of the floor (target <= ${target}): ${verdict(ratio <= target)}`;
    };
    console.log('\nInitial JS (gzip -9 of every script loaded until the page shows its heading and the network is idle)');
    console.log(line('floor app (React + MUI + router + RTK)', floorWeight.gzipBytes, floorWeight.files));
    const loginWeight = await initialScriptWeight(`${apiUrl}/login`, browser);
    console.log(`${line('portal /login', loginWeight.gzipBytes, loginWeight.files)}   ${ratioLine(loginWeight.gzipBytes, TARGETS.loginJsOfFloor)}`);

    const token = await signIn(apiUrl, demo.accounts.acmeAdmin.email);
    const storage = { [CLIENT_ACCESS_TOKEN_KEY]: token };
    let worst = 0;
    for (const route of await signedInRoutes(apiUrl, token)) {
      const weight = await initialScriptWeight(`${apiUrl}${route}`, browser, storage);
      const name = `${route.replace(/[0-9a-f-]{36}/, ':id')} (signed in)${weight.finalPath === route ? '' : ` -> ${weight.finalPath}`}`;
      worst = Math.max(worst, weight.gzipBytes);
      console.log(`${line(name, weight.gzipBytes, weight.files)}   ${ratioLine(weight.gzipBytes, PAGE_TARGETS.signedInJsOfFloor)}`);
      if (route === '/invoices') {
        const paymentScripts = weight.urls.filter((url) => PAYMENT_SCRIPT.test(new URL(url).pathname));
        console.log(
          `    payment code loaded by /invoices: ${paymentScripts.length === 0 ? 'none' : paymentScripts.join(', ')} (target: none until a payment starts): ${verdict(paymentScripts.length === 0)}`,
        );
      }
    }
    console.log(`  heaviest signed-in route: ${kb(worst)}, ${ratioLine(worst, PAGE_TARGETS.signedInJsOfFloor)}`);
  } finally {
    await floor.close();
  }
}

/** Lighthouse on the built stack: mobile and desktop, the median of `--lighthouse-runs` runs each. */
async function measureLighthouse(apiUrl: string): Promise<void> {
  const browser = chromiumPath();
  const token = await signIn(apiUrl, demo.accounts.acmeAdmin.email);
  const signedIn = { [CLIENT_ACCESS_TOKEN_KEY]: token };
  const only = args['lighthouse-routes']?.split(',').map((path) => path.trim());
  const routes: LighthouseRoute[] = [
    { path: '/login', localStorage: {} },
    ...['/dashboard', '/invoices', '/hiring/rfp', '/contracts'].map((path) => ({ path, localStorage: signedIn })),
  ].filter((route) => !only || only.includes(route.path));
  if (routes.length === 0) throw new Error(`--lighthouse-routes names none of the measured routes`);
  const runs = Number(args['lighthouse-runs']);
  const reportDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  console.log(`\nLighthouse (performance; median of ${runs} runs, each in a fresh browser; reports in ${reportDir})`);
  // Lighthouse's simulated throttling slows this machine's CPU down further (4x on mobile): on a
  // busy or slow machine (a CPU index far under 1000) the blocking times come out inflated.
  console.log('  CPU index: Lighthouse\'s benchmark of this machine during the run; under about 1000 the figures are inflated');
  // Beside the portal: the floor app's one sign-in form, what the same libraries score with
  // nothing of the portal on them.
  const floor = await serveStatic(await buildFloor(benchDir), PORTS.floor);
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const target = formFactor === 'mobile' ? PAGE_TARGETS.lighthouseMobile : PAGE_TARGETS.lighthouseDesktop;
      const floorRun = await lighthouseMedian(floor.url, { path: '/login', localStorage: {} }, formFactor, browser, runs, join(reportDir, 'floor'));
      console.log(`${lighthouseRow(formFactor, 'floor app', floorRun)}   (reference)`);
      for (const route of routes) {
        const run = await lighthouseMedian(apiUrl, route, formFactor, browser, runs, reportDir);
        console.log(`${lighthouseRow(formFactor, route.path, run)}   target >= ${target}: ${verdict(run.median.score >= target)}`);
      }
    }
  } finally {
    await floor.close();
  }
}

function lighthouseRow(formFactor: string, name: string, { median: figures, scores }: { median: LighthouseFigures; scores: number[] }): string {
  return `  ${formFactor.padEnd(7)} ${name.padEnd(12)} score ${String(figures.score).padStart(3)} (runs ${scores.join(', ')})   LCP ${(figures.lcpMs / 1000).toFixed(2)} s   TBT ${figures.tbtMs.toFixed(0).padStart(4)} ms   CLS ${figures.cls.toFixed(3)}   CPU index ${figures.benchmarkIndex.toFixed(0)}`;
}

async function signIn(apiUrl: string, email: string): Promise<string> {
  const login = await fetch(`${apiUrl}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demo.password }),
  });
  if (!login.ok) throw new Error(`Sign-in of ${email} for the benchmark failed: ${login.status}`);
  const { data } = (await login.json()) as { data: { token: string } };
  return data.token;
}

async function measureApi(apiUrl: string, databaseLabel: string): Promise<void> {
  const headers = { authorization: `Bearer ${await signIn(apiUrl, demo.accounts.acmeAdmin.email)}` };
  const userUrl = `${apiUrl}${API_PATHS.currentUser}`;
  const options = { connections: Number(args.connections), durationSeconds: Number(args['round-seconds']) };
  const rounds = Number(args.rounds);

  const bare = await startNodeServer(join(benchDir, 'src', 'bare-server.mjs'), { port: PORTS.bare, readyPath: '/bare' });
  // Alternating rounds, as for the invoice list: a slow spell of this shared machine lands on both.
  const results: Array<{ bare: LoadResult; user: LoadResult; ratio: number }> = [];
  try {
    const bareUrl = `${bare.url}/bare`;
    await warmUp(bareUrl, options);
    await warmUp(userUrl, { ...options, headers });
    for (let round = 0; round < rounds; round += 1) {
      const bareResult = await load(bareUrl, options);
      const userResult = await load(userUrl, { ...options, headers });
      results.push({ bare: bareResult, user: userResult, ratio: userResult.requestsPerSecond / bareResult.requestsPerSecond });
    }
  } finally {
    await bare.stop();
  }
  const ratio = median(results.map((result) => result.ratio));
  console.log(
    `\nAPI under autocannon (${options.connections} connections, ${rounds} alternating rounds of ${options.durationSeconds} s each, after a warm-up; database: ${databaseLabel}; both log one line per request with the API's logger)`,
  );
  results.forEach((result, index) => {
    console.log(`  round ${index + 1}`);
    console.log(row('  bare Fastify route', result.bare));
    console.log(row('  GET /api/client-cabinet/user', result.user));
    console.log(`    user / bare = ${result.ratio.toFixed(2)}`);
  });
  console.log(
    `  user / bare, median of ${rounds} rounds = ${ratio.toFixed(2)} (target >= ${TARGETS.userRateOfBare}): ${verdict(ratio >= TARGETS.userRateOfBare)}`,
  );
}

/** A company with one user and `invoices` invoices, made by the API's own command; returns its id. */
function loadCompany(email: string, invoices: number, env: Record<string, string>): string {
  const result = spawnSync(process.execPath, [join(repoRoot, 'apps', 'api', 'dist', 'cli.js'), 'load-company', email, String(invoices)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Creating the load company failed: ${result.stderr}`);
  return result.stdout.trim().split('\n').pop() ?? '';
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Median time of `count` sequential requests: one request's own latency, without queueing. */
async function medianLatencyMs(url: string, headers: Record<string, string>, count: number): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < count + 20; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (index >= 20) times.push(performance.now() - started);
  }
  return median(times);
}

/** A CHECKPOINT, so that writing out the freshly loaded rows does not fall inside a measurement. */
async function settleDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

async function measureInvoices(apiUrl: string, database: { label: string; env: Record<string, string> }): Promise<void> {
  const databaseUrl = database.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('\nInvoice list: skipped, it is measured on PostgreSQL only (no server answered).');
    return;
  }
  const largeCompanyId = loadCompany('load-100k@bench.test', 100_000, database.env);
  loadCompany('load-1k@bench.test', 1_000, database.env);
  await settleDatabase(databaseUrl);
  const largeHeaders = { authorization: `Bearer ${await signIn(apiUrl, 'load-100k@bench.test')}` };
  const smallHeaders = { authorization: `Bearer ${await signIn(apiUrl, 'load-1k@bench.test')}` };
  const listUrl = `${apiUrl}${API_PATHS.invoices}?limit=25`;
  const options = { connections: Number(args.connections), durationSeconds: Number(args['round-seconds']) };
  const rounds = Number(args.rounds);

  const floor = await startNodeServer(join(benchDir, 'src', 'bare-server.mjs'), {
    port: PORTS.bare,
    readyPath: '/bare',
    env: { DATABASE_URL: databaseUrl, FLOOR_COMPANY_ID: largeCompanyId },
  });
  // Rounds alternate between the two, so that a slow spell of this shared machine lands on both
  // rather than on whichever happened to run during it; the verdict takes the median round.
  const results: Array<{ floor: LoadResult; list: LoadResult; ratio: number }> = [];
  try {
    const floorUrl = `${floor.url}/bare-invoices`;
    await warmUp(floorUrl, options);
    await warmUp(listUrl, { ...options, headers: largeHeaders });
    for (let round = 0; round < rounds; round += 1) {
      const floorResult = await load(floorUrl, options);
      const listResult = await load(listUrl, { ...options, headers: largeHeaders });
      results.push({ floor: floorResult, list: listResult, ratio: listResult.requestsPerSecond / floorResult.requestsPerSecond });
    }
  } finally {
    await floor.stop();
  }
  const rateRatio = median(results.map((result) => result.ratio));
  const largeP50 = await medianLatencyMs(listUrl, largeHeaders, 300);
  const smallP50 = await medianLatencyMs(listUrl, smallHeaders, 300);
  const growth = largeP50 / smallP50;

  console.log(
    `\nInvoice list, first page of 25 (${options.connections} connections, ${rounds} alternating rounds of ${options.durationSeconds} s each, after a warm-up; database: ${database.label})`,
  );
  results.forEach((result, index) => {
    console.log(`  round ${index + 1}`);
    console.log(row('  raw keyset query (100,000 invoices)', result.floor));
    console.log(row('  GET invoices (100,000 invoices)', result.list));
    console.log(`    list / raw query = ${result.ratio.toFixed(2)}`);
  });
  console.log(
    `  list / raw query, median of ${rounds} rounds = ${rateRatio.toFixed(2)} (target >= ${TARGETS.invoicesRateOfFloor}): ${verdict(rateRatio >= TARGETS.invoicesRateOfFloor)}`,
  );
  console.log(`  first page p50, one request at a time: ${largeP50.toFixed(2)} ms at 100,000 invoices, ${smallP50.toFixed(2)} ms at 1,000`);
  console.log(`  100,000 / 1,000 = ${growth.toFixed(2)} (target <= ${TARGETS.firstPageP50Growth}): ${verdict(growth <= TARGETS.firstPageP50Growth)}`);
}

async function main(): Promise<void> {
  if (!args['skip-build']) buildStack();
  console.log(`Placement: ${pinLoadGenerator()}`);
  const database = await benchDatabase();
  // The API and its commands run in production mode, whatever the bench's own process has set.
  const apiEnv = {
    ...database.env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${PORTS.api}`,
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    TWO_FACTOR_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  const api = await startNodeServer(join(repoRoot, 'apps', 'api', 'dist', 'main.js'), {
    port: PORTS.api,
    readyPath: '/api/health',
    cwd: repoRoot,
    env: apiEnv,
  });
  try {
    const runs = (part: 'size' | 'lighthouse' | 'api' | 'invoices') => args.only === undefined || args.only === part;
    if (runs('size')) await measureBundle(api.url);
    if (runs('lighthouse')) await measureLighthouse(api.url);
    if (runs('api')) await measureApi(api.url, database.label);
    if (runs('invoices')) await measureInvoices(api.url, { label: database.label, env: apiEnv });
  } finally {
    await api.stop();
  }
}

await main();
