#!/usr/bin/env node
// The two commands of the README. Needs only Node and npm: pnpm comes through npx when absent.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, hasHeadlessShell } from './chromium-path.mjs';
import { supervise } from './supervise.mjs';
import { formatTimes, takeTurboSummaries, taskTimes } from './test-times.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.0';
// The demo logins, written once in the API's demo data.
const demo = JSON.parse(readFileSync(join(root, 'apps/api/src/demo/demo-accounts.json'), 'utf8'));

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return ['pnpm', []];
  return ['npx', ['--yes', `pnpm@${PNPM_VERSION}`]];
}

const [pnpmBin, pnpmPrefix] = pnpmCommand();
const pnpm = (...args) => must(pnpmBin, [...pnpmPrefix, ...args]);
const pnpmStatus = (...args) => run(pnpmBin, [...pnpmPrefix, ...args]);

function install() {
  pnpm('install', '--frozen-lockfile', '--reporter=append-only');
}

/** Installs Debian packages, when this runs as root on a system that has apt-get; true when done. */
function aptInstall(...packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing ${packages.join(', ')} with apt-get for the browser tests.`);
  if (run('apt-get', ['update', '-qq']) !== 0) return false;
  return run('apt-get', ['install', '-y', '-qq', ...packages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }) === 0;
}

/**
 * The browser tests drive the system Chromium, its headless shell where there is one; install the
 * shell from Debian's packages when we can (the full browser where the shell is not packaged).
 */
function ensureChromium() {
  if (!process.env.CHROMIUM_PATH && !hasHeadlessShell()) {
    const shellInstalled = aptInstall('chromium-headless-shell');
    if (!shellInstalled && !findChromium()) aptInstall('chromium');
  }
  const found = findChromium();
  if (found) return found;
  console.error('The browser tests need Chromium. Install it (Debian: apt-get install chromium-headless-shell) or set CHROMIUM_PATH.');
  process.exit(1);
}

function start() {
  install();
  pnpm('turbo', 'run', 'build', '--filter=@portal/portal', '--filter=@portal/api', '--output-logs=errors-only');
  const port = process.env.PORT ?? '3000';
  const url = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  // Started again if it ever dies, so that a crash does not leave the portal down.
  const server = supervise({
    start: () =>
      spawn(process.execPath, ['apps/api/dist/main.js'], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { PORT: port, DATA_DIR: join(root, '.data'), ...process.env },
      }),
  });
  const stop = (signal) => server.stop(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.done.then(({ code }) => process.exit(code ?? 0));
  waitUntilHealthy(`http://127.0.0.1:${port}/api/health`).then(() => {
    const logins = Object.values(demo.accounts);
    const width = Math.max(...logins.map(({ email }) => email.length));
    console.log(`\nThe client portal is running at ${url}\n`);
    console.log(`Demo logins (password for all: ${demo.password}):`);
    for (const { email, shows } of logins) console.log(`  ${email.padEnd(width)}  ${shows}`);
    console.log(`\nE-mails (password reset links) appear at ${url}/dev/mailbox; API docs at ${url}/api/docs.`);
    console.log('Stop with Ctrl+C.\n');
  });
}

async function waitUntilHealthy(url) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer at ${url}.`);
}

function test() {
  const phases = [];
  const timed = (name, work) => {
    const started = Date.now();
    const result = work();
    phases.push({ name, seconds: (Date.now() - started) / 1000 });
    return result;
  };
  const testStarted = Date.now();
  const finish = (status) => {
    console.log(formatTimes(phases, taskTimes(takeTurboSummaries(join(root, '.turbo', 'runs'), testStarted))));
    process.exit(status);
  };
  timed('install', install);
  const chromium = timed('chromium', ensureChromium);
  // The scripts of the two commands test themselves with Node's own runner (no package of theirs).
  const scripts = timed('scripts (node --test)', () => run(process.execPath, ['--test', 'scripts/']));
  if (scripts !== 0) finish(scripts);
  // One type-check program for the browser packages and one for the API's (`typecheck-workspace`)
  // instead of each package's own: every package's program checks the sources of the packages it
  // imports and loads MUI's types again, a third of the CPU time for the same verdict. Each package
  // keeps its own `typecheck` for working on it alone.
  const unit = timed('lint, typecheck, unit and API tests', () =>
    pnpmStatus('turbo', 'run', 'lint', 'typecheck-workspace', 'test', '--concurrency=2', '--output-logs=new-only', '--summarize'),
  );
  if (unit !== 0) finish(unit);
  const e2e = timed('builds and browser tests', () =>
    run(pnpmBin, [...pnpmPrefix, 'turbo', 'run', 'e2e', '--output-logs=full', '--summarize'], {
      env: { ...process.env, CHROMIUM_PATH: chromium },
    }),
  );
  finish(e2e);
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') test();
else {
  console.error('usage: node scripts/portal.mjs start|test');
  process.exit(2);
}
