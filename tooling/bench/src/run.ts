// pnpm bench: the script each page transfers and its Lighthouse figures (mobile and desktop) next
// to a floor app on the same stack, the authenticated API call next to a bare Fastify route, and
// the invoice list at 100,000 invoices next to its raw keyset query, each pair measured in the
// same run on this machine; it exits non-zero when a budget or target is missed.
// `--only=size|lighthouse|api|invoices` runs one part, and `--only=throttled` real throttled loads
// (not part of the default run, see measureThrottled); `--compare-dist=<dir>` measures an earlier
// build of the portal (its `dist` folder) beside this one in the same run, for a before/after table;
// pages load through TLS fronts with HTTP/2 as behind a load balancer, `--http1` straight from the servers;
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
import { launchBrowser } from './browser';
import { initialScriptWeight } from './bundle-size';
import { buildFloor, FLOOR_PATH, serveFloor } from './floor';
import { type FormFactor, type LighthouseFigures, type LighthouseRoute, lighthouseRun, medianFigures } from './lighthouse';
import { load, warmUp, type LoadResult } from './load';
import { median } from './median';
import { pinLoadGenerator, startNodeServer } from './processes';
import { benchCertificate, startTlsFront } from './tls-front';
import { medianLoad, throttledLoad, type ThrottledLoad } from './throttled';

const benchDir = join(import.meta.dirname, '..');
const repoRoot = join(benchDir, '..', '..');
// BENCH_PORT_BASE moves the three ports, so that two runs on one machine do not collide.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3201);
const PORTS = {
  api: PORT_BASE,
  floor: PORT_BASE + 1,
  bare: PORT_BASE + 2,
  compare: PORT_BASE + 3,
  // The TLS fronts (HTTP/2) the pages are measured through.
  apiFront: PORT_BASE + 4,
  floorFront: PORT_BASE + 5,
  compareFront: PORT_BASE + 6,
};
/** What each page may cost against the floor app, measured in the same run. */
const BUDGETS = {
  scriptOfFloor: 1.3,
  loginScriptOfFloor: 0.5,
  mobileScoreBelowFloor: 5,
  mobileTbtOfFloor: 1.5,
  mobileLcpOfFloor: 1.25,
  desktopScore: 99,
};
const TARGETS = { userRateOfBare: 0.6, invoicesRateOfFloor: 0.8, firstPageP50Growth: 1.2 };
/** Scripts that only a started payment may load. */
const PAYMENT_SCRIPT = /stripe|pay-invoice|payment/i;

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '8' },
    'round-seconds': { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '5' },
    'throttled-runs': { type: 'string', default: '8' },
    // A comma-separated subset of the measured routes (say /dashboard,/invoices), to look into one.
    'lighthouse-routes': { type: 'string' },
    // An earlier build's dist folder, served by a second API on the same database.
    'compare-dist': { type: 'string' },
    // Pages straight from the servers' HTTP/1.1 ports instead of through TLS fronts with HTTP/2.
    http1: { type: 'boolean', default: false },
  },
});

function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
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

/** Every budget and target missed in this run: the bench exits non-zero when there is one. */
const misses: string[] = [];
function check(ok: boolean, what: string): string {
  if (!ok) misses.push(what);
  return ok ? 'within' : 'MISSED';
}

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

/**
 * The signed-in routes with budgets: where each entry of the header lands, an invoice, a contract
 * and the company page (the header's My Company).
 */
async function budgetedRoutes(apiUrl: string, token: string): Promise<string[]> {
  const [invoice, contract] = await Promise.all([API_PATHS.invoices, API_PATHS.contracts].map((path) => firstId(apiUrl, path, token)));
  return [
    '/dashboard',
    '/hiring/rfp',
    '/my-team',
    '/contracts',
    `/contracts/${contract}`,
    '/invoices',
    `/invoices/${invoice}`,
    '/users/list',
    '/company/information',
  ];
}

const routeName = (route: string) => route.replace(/[0-9a-f-]{36}/, ':id');

/** What the page measurements share: the floor app being served, a signed-in token, the budgeted routes. */
interface PageBench {
  floorUrl: string;
  token: string;
  routes: string[];
  /** The earlier build's server, when one is compared; its figures are shown, not budgeted. */
  compare?: PortalServer;
}

/** A server of the portal and a token it knows. */
interface PortalServer {
  url: string;
  token: string;
}

const EARLIER = '(earlier build)';

/** What a signed-in page finds in local storage before its scripts run. */
const signedInStorage = (token: string): Record<string, string> => ({ [CLIENT_ACCESS_TOKEN_KEY]: token });

async function measureBundle(apiUrl: string, { floorUrl, token, routes, compare }: PageBench): Promise<void> {
  const browser = chromiumPath();
  const floorWeight = await initialScriptWeight(`${floorUrl}${FLOOR_PATH}`, browser);
  const line = (name: string, bytes: number, files: number) =>
    `  ${name.padEnd(50)} ${kb(bytes).padStart(10)} in ${String(files).padStart(3)} files`;
  const ratioLine = (name: string, bytes: number, budget: number) => {
    const ratio = bytes / floorWeight.transferredBytes;
    return `${ratio.toFixed(2)} of the floor (budget <= ${budget}): ${check(ratio <= budget, `script of ${name}`)}`;
  };
  console.log('\nScript transferred (bodies as sent, brotli, until the page shows its heading and the network is idle)');
  console.log(line(`floor app ${FLOOR_PATH} (reference)`, floorWeight.transferredBytes, floorWeight.files));
  // A page that ended elsewhere (say, on the login page) is not the one to measure.
  const pageWeight = async (server: PortalServer, route: string, signedIn: boolean) => {
    const weight = await initialScriptWeight(`${server.url}${route}`, browser, signedIn ? signedInStorage(server.token) : {});
    if (weight.finalPath !== route)
      throw new Error(`${route} on ${server.url} ended on ${weight.finalPath}: the page measured is not the one asked for`);
    return weight;
  };
  const earlierLine = async (route: string, signedIn: boolean) => {
    if (!compare) return;
    const earlier = await pageWeight(compare, route, signedIn);
    const ratio = earlier.transferredBytes / floorWeight.transferredBytes;
    console.log(`${line(`  ${EARLIER}`, earlier.transferredBytes, earlier.files)}   ${ratio.toFixed(2)} of the floor`);
  };
  const current: PortalServer = { url: apiUrl, token };
  const loginWeight = await pageWeight(current, '/login', false);
  console.log(
    `${line('portal /login', loginWeight.transferredBytes, loginWeight.files)}   ${ratioLine('/login', loginWeight.transferredBytes, BUDGETS.loginScriptOfFloor)}`,
  );
  await earlierLine('/login', false);

  for (const route of routes) {
    const weight = await pageWeight(current, route, true);
    const name = routeName(route);
    console.log(
      `${line(`${name} (signed in)`, weight.transferredBytes, weight.files)}   ${ratioLine(name, weight.transferredBytes, BUDGETS.scriptOfFloor)}`,
    );
    await earlierLine(route, true);
    if (route === '/invoices') {
      const paymentScripts = weight.urls.filter((url) => PAYMENT_SCRIPT.test(new URL(url).pathname));
      console.log(
        `    payment code loaded by /invoices: ${paymentScripts.length === 0 ? 'none' : paymentScripts.join(', ')} (budget: none until a payment starts): ${check(paymentScripts.length === 0, 'payment code on /invoices')}`,
      );
    }
  }
}

/** /login and the budgeted routes, or those of them that --lighthouse-routes names. */
function chosenRoutes(budgeted: string[]): Array<{ path: string; signedIn: boolean }> {
  const only = args['lighthouse-routes']?.split(',').map((path) => path.trim());
  return [{ path: '/login', signedIn: false }, ...budgeted.map((path) => ({ path, signedIn: true }))].filter(
    (route) => !only || only.includes(routeName(route.path)) || only.includes(route.path),
  );
}

/**
 * Real loads on a throttled phone (see ./throttled), for comparing two designs: Lighthouse's mobile
 * figures are simulated from an unthrottled trace and their blocking times vary by a third from run
 * to run here; of the same build served twice, these headings came within 5% and the blocking times
 * within 10%. The floor, this build and the earlier one load in turn, round after round;
 * each figure is the median. Not budgeted: the budgets are Lighthouse's.
 */
async function measureThrottled(apiUrl: string, { floorUrl, token, routes: budgeted, compare }: PageBench): Promise<void> {
  const runs = Number(args['throttled-runs']);
  const routes = chosenRoutes(budgeted);
  const browser = await launchBrowser(chromiumPath());
  const floorLoads: ThrottledLoad[] = [];
  const loads = new Map<string, ThrottledLoad[]>();
  const load = async (key: string, server: PortalServer, route: (typeof routes)[number]) => {
    const result = await throttledLoad(browser, `${server.url}${route.path}`, route.signedIn ? signedInStorage(server.token) : {});
    loads.set(key, [...(loads.get(key) ?? []), result]);
  };
  try {
    for (let round = 1; round <= runs; round += 1) {
      floorLoads.push(await throttledLoad(browser, `${floorUrl}${FLOOR_PATH}`));
      for (const route of routes) {
        await load(route.path, { url: apiUrl, token }, route);
        if (compare) await load(`${route.path} ${EARLIER}`, compare, route);
      }
    }
  } finally {
    await browser.close();
  }
  const floor = medianLoad(floorLoads);
  const ms = (value: number) => (Number.isNaN(value) ? '     -' : `${value.toFixed(0).padStart(6)}`);
  const line = (name: string, figures: ThrottledLoad, ratios: boolean) =>
    `  ${name.padEnd(40)} heading ${ms(figures.headingMs)} ms   first row ${ms(figures.firstRowMs)} ms   blocking ${ms(figures.blockingMs)} ms` +
    (ratios ? `   (heading ${(figures.headingMs / floor.headingMs).toFixed(2)} of the floor's)` : '');
  console.log(
    `\nThrottled loads (CPU 4x, 150 ms, 1.6 Mb/s; median of ${runs} rounds; blocking: long tasks over 50 ms after the first paint)`,
  );
  console.log(`${line(`floor ${FLOOR_PATH}`, floor, false)}   (reference)`);
  for (const [key, results] of loads) console.log(line(routeName(key), medianLoad(results), true));
}

/**
 * Lighthouse (performance) on the built stack and on the floor, mobile and desktop. The runs go in
 * rounds, the floor first and then every route once, so that a slow spell of this shared machine
 * lands on the floor and the portal alike; each figure is the median of its runs.
 */
async function measureLighthouse(apiUrl: string, { floorUrl, token, routes: budgeted, compare }: PageBench): Promise<void> {
  const browser = chromiumPath();
  const routes = chosenRoutes(budgeted);
  const on = (server: PortalServer, route: (typeof routes)[number]): LighthouseRoute => ({
    path: route.path,
    localStorage: route.signedIn ? signedInStorage(server.token) : {},
  });
  if (routes.length === 0) throw new Error(`--lighthouse-routes names none of the measured routes`);
  const runs = Number(args['lighthouse-runs']);
  const reportDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  console.log(`\nLighthouse (performance; median of ${runs} runs in alternating rounds, each in a fresh browser; reports in ${reportDir})`);
  // Lighthouse's simulated throttling slows this machine's CPU down further (4x on mobile): on a
  // busy or slow machine (a CPU index far under 1000) the blocking times come out inflated.
  console.log("  CPU index: Lighthouse's benchmark of this machine during the run; under about 1000 the figures are inflated");
  const floorRoute: LighthouseRoute = { path: FLOOR_PATH, localStorage: {} };
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const floorRuns: LighthouseFigures[] = [];
    const routeRuns = new Map<string, LighthouseFigures[]>(routes.map((route) => [route.path, []]));
    const earlierRuns = new Map<string, LighthouseFigures[]>(routes.map((route) => [route.path, []]));
    for (let round = 1; round <= runs; round += 1) {
      floorRuns.push(await lighthouseRun(floorUrl, floorRoute, formFactor, browser, join(reportDir, `floor-${formFactor}-${round}.json`)));
      for (const route of routes) {
        const report = join(reportDir, `${formFactor}${routeName(route.path).replace(/[/:]/g, '-')}-${round}.json`);
        routeRuns.get(route.path)?.push(await lighthouseRun(apiUrl, on({ url: apiUrl, token }, route), formFactor, browser, report));
        if (compare) {
          earlierRuns
            .get(route.path)
            ?.push(await lighthouseRun(compare.url, on(compare, route), formFactor, browser, report.replace(/\.json$/, '-earlier.json')));
        }
      }
    }
    const reference = medianFigures(floorRuns);
    console.log(`${lighthouseRow(formFactor, `floor ${FLOOR_PATH}`, reference, floorRuns)}   (reference)`);
    for (const route of routes) {
      const figures = routeRuns.get(route.path) ?? [];
      const result = medianFigures(figures);
      const name = routeName(route.path);
      console.log(`${lighthouseRow(formFactor, name, result, figures)}`);
      for (const verdictLine of lighthouseBudgets(formFactor, name, result, reference)) console.log(`      ${verdictLine}`);
      const earlierFigures = earlierRuns.get(route.path) ?? [];
      if (earlierFigures.length > 0) {
        const earlier = medianFigures(earlierFigures);
        const ratios = floorRatios(earlier, reference);
        console.log(
          `${lighthouseRow(formFactor, `  ${EARLIER}`, earlier, earlierFigures)}   (LCP ${ratios.lcp.toFixed(2)}, TBT ${ratios.tbt.toFixed(2)} of the floor's)`,
        );
      }
    }
  }
}

/** A page's LCP and TBT as shares of the floor's. */
function floorRatios(figures: LighthouseFigures, floor: LighthouseFigures): { lcp: number; tbt: number } {
  return { lcp: figures.lcpMs / floor.lcpMs, tbt: figures.tbtMs / Math.max(floor.tbtMs, 1) };
}

/** The budgets of one route's Lighthouse figures against the floor's, each with its verdict. */
function lighthouseBudgets(formFactor: FormFactor, name: string, result: LighthouseFigures, floor: LighthouseFigures): string[] {
  if (formFactor === 'desktop') {
    return [
      `score ${result.score} (budget >= ${BUDGETS.desktopScore}): ${check(result.score >= BUDGETS.desktopScore, `desktop score of ${name}`)}`,
    ];
  }
  const minimumScore = floor.score - BUDGETS.mobileScoreBelowFloor;
  const { tbt: tbtRatio, lcp: lcpRatio } = floorRatios(result, floor);
  return [
    `score ${result.score} (budget >= floor - ${BUDGETS.mobileScoreBelowFloor} = ${minimumScore}): ${check(result.score >= minimumScore, `mobile score of ${name}`)}`,
    `TBT ${tbtRatio.toFixed(2)} of the floor's (budget <= ${BUDGETS.mobileTbtOfFloor}): ${check(tbtRatio <= BUDGETS.mobileTbtOfFloor, `mobile TBT of ${name}`)}`,
    `LCP ${lcpRatio.toFixed(2)} of the floor's (budget <= ${BUDGETS.mobileLcpOfFloor}): ${check(lcpRatio <= BUDGETS.mobileLcpOfFloor, `mobile LCP of ${name}`)}`,
  ];
}

function lighthouseRow(formFactor: string, name: string, figures: LighthouseFigures, runs: LighthouseFigures[]): string {
  return `  ${formFactor.padEnd(7)} ${name.padEnd(22)} score ${String(figures.score).padStart(3)} (runs ${runs.map((run) => run.score).join(', ')})   LCP ${(figures.lcpMs / 1000).toFixed(2)} s   TBT ${figures.tbtMs.toFixed(0).padStart(4)} ms   CLS ${figures.cls.toFixed(3)}   CPU index ${figures.benchmarkIndex.toFixed(0)}`;
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
    `  user / bare, median of ${rounds} rounds = ${ratio.toFixed(2)} (target >= ${TARGETS.userRateOfBare}): ${check(ratio >= TARGETS.userRateOfBare, 'API user / bare rate')}`,
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
    `  list / raw query, median of ${rounds} rounds = ${rateRatio.toFixed(2)} (target >= ${TARGETS.invoicesRateOfFloor}): ${check(rateRatio >= TARGETS.invoicesRateOfFloor, 'invoice list / raw query rate')}`,
  );
  console.log(`  first page p50, one request at a time: ${largeP50.toFixed(2)} ms at 100,000 invoices, ${smallP50.toFixed(2)} ms at 1,000`);
  console.log(
    `  100,000 / 1,000 = ${growth.toFixed(2)} (target <= ${TARGETS.firstPageP50Growth}): ${check(growth <= TARGETS.firstPageP50Growth, 'invoice list first page growth')}`,
  );
}

async function main(): Promise<void> {
  if (!args['skip-build']) buildStack();
  const database = await benchDatabase();
  // The API and its commands run in production mode, whatever the bench's own process has set.
  const apiEnv = {
    ...database.env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${PORTS.api}`,
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    TWO_FACTOR_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  const startApi = (port: number, env: Record<string, string> = {}) =>
    startNodeServer(join(repoRoot, 'apps', 'api', 'dist', 'main.js'), {
      port,
      readyPath: '/api/health',
      cwd: repoRoot,
      env: { ...apiEnv, PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    });
  const api = await startApi(PORTS.api);
  const compareDist = args['compare-dist'];
  if (compareDist && !existsSync(join(compareDist, 'index.html')))
    throw new Error(`--compare-dist ${compareDist} holds no built portal (index.html)`);
  const earlierApi = compareDist ? await startApi(PORTS.compare, { PORTAL_DIST: compareDist }) : null;
  const runs = (part: 'size' | 'lighthouse' | 'api' | 'invoices') => args.only === undefined || args.only === part;
  const throttled = args.only === 'throttled';
  let floor: Awaited<ReturnType<typeof serveFloor>> | null = null;
  const fronts: Array<{ close(): Promise<void> }> = [];
  try {
    if (runs('size') || runs('lighthouse') || throttled) {
      // The page measurements share one build of the floor, one sign-in and one list of routes.
      floor = await serveFloor(await buildFloor(benchDir), PORTS.floor);
      const token = await signIn(api.url, demo.accounts.acmeAdmin.email);
      // The earlier build's pages run with a session made by their own server.
      const compare = earlierApi ? { url: earlierApi.url, token: await signIn(earlierApi.url, demo.accounts.acmeAdmin.email) } : undefined;
      const pages: PageBench = { floorUrl: floor.url, token, routes: await budgetedRoutes(api.url, token), compare };
      // The script a page moves is the build's, whatever the protocol: counted straight on the servers.
      if (runs('size')) await measureBundle(api.url, pages);
      if (runs('lighthouse') || throttled) {
        // Loads are measured as production serves them: through a TLS front with HTTP/2, as a load
        // balancer does, the floor alike. --http1 loads them straight from the servers' ports.
        const certificate = args.http1 ? null : await benchCertificate();
        const front = async (url: string, port: number) => {
          if (!certificate) return url;
          const started = await startTlsFront(url, port, certificate);
          fronts.push(started);
          return started.url;
        };
        const served: PageBench = {
          ...pages,
          floorUrl: await front(floor.url, PORTS.floorFront),
          compare: compare && { ...compare, url: await front(compare.url, PORTS.compareFront) },
        };
        const portalUrl = await front(api.url, PORTS.apiFront);
        console.log(
          `\nPage loads ${certificate ? 'through TLS fronts with HTTP/2, as behind a load balancer' : 'straight from the servers (HTTP/1.1)'}`,
        );
        if (runs('lighthouse')) await measureLighthouse(portalUrl, served);
        if (throttled) await measureThrottled(portalUrl, served);
      }
    }
    // Only the load tests pin this process (and so the browser it starts) off the servers' CPU. The
    // page measurements leave the browser every CPU: Lighthouse scales the main-thread time it
    // observes by four, and on one CPU shared with the browser's other processes and Lighthouse
    // itself, a page's tasks stretch with the number of its requests (the portal's mobile blocking
    // time measured about three times as long pinned, the single-script floor's about the same).
    if (runs('api') || runs('invoices')) console.log(`\nPlacement for the load tests: ${pinLoadGenerator()}`);
    if (runs('api')) await measureApi(api.url, database.label);
    if (runs('invoices')) await measureInvoices(api.url, { label: database.label, env: apiEnv });
  } finally {
    await Promise.all(fronts.map((started) => started.close()));
    await floor?.close();
    await earlierApi?.stop();
    await api.stop();
  }
  if (misses.length > 0) {
    console.log(`\n${misses.length} budget(s) or target(s) missed:\n${misses.map((miss) => `  - ${miss}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery budget and target met.');
  }
}

await main();
