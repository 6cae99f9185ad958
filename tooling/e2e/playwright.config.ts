import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from '../../scripts/chromium-path.mjs';

// Each worker drives a stack of its own: an API process on a port of its own, with an embedded
// database of its own, so that what one worker's tests change is never seen by the other's. A test
// waits on the page far more than it computes: on two cores, two workers kept three quarters of
// them busy and three 83 % (a quarter less time); a fourth gained nothing.
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
const repoRoot = join(import.meta.dirname, '..', '..');
// Playwright evaluates this file again in each worker, with the worker's slot (0 to WORKERS - 1) here.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

const DESKTOP = { ...devices['Desktop Chrome'], channel: undefined };
const LONGEST_SPECS = /\/(xss|accessibility)\.spec\.ts$/;

/** The API process (and so the database) of one worker slot. */
function stack(index: number) {
  const port = FIRST_PORT + index;
  const dataDir = join(import.meta.dirname, `.data-${index}`);
  return {
    // A fresh embedded database each run, so the demo data is as the README describes it.
    command: `rm -rf "${dataDir}" && node apps/api/dist/main.js`,
    cwd: repoRoot,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      SESSION_TTL_HOURS: '12',
      // An announced wire is confirmed soon enough for a test to see both its states.
      WIRE_CONFIRM_DELAY_MS: '8000',
      // The sandbox's vendor answers a dispute this long after it is raised: long enough to see it open.
      DISPUTE_ANSWER_DELAY_MS: '8000',
      // The sandbox's vendor revises a queried timesheet this long after the query: long enough to see it queried.
      TIMESHEET_REVISION_DELAY_MS: '8000',
    },
  };
}

function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error('The browser tests need the system Chromium: install it or set CHROMIUM_PATH.');
  return found;
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: WORKERS,
  // A test that fails once is a bug to fix (test or product), not something to run again until green.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${FIRST_PORT + slot}`,
    // Kept for a failing test: every action with the page's DOM before and after it. Without the
    // screencast, which cost more than a third of the suite's time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The two longest specs are queued first, so that the short ones fill the other worker meanwhile
  // rather than one long spec running alone at the end.
  projects: [
    { name: 'desktop-long', testMatch: LONGEST_SPECS, use: DESKTOP },
    { name: 'desktop', testIgnore: LONGEST_SPECS, use: DESKTOP },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => stack(index)),
});
