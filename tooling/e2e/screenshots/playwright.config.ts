import { defineConfig, devices } from '@playwright/test';
import { findChromium } from '../../../scripts/chromium-path.mjs';

// Shoots a portal that is already running (SCREENSHOTS_URL), so that the same screens can be taken
// of any version of it: no server of its own, and one worker so that the shots never compete.
const baseURL = process.env.SCREENSHOTS_URL;
if (!baseURL) throw new Error('Set SCREENSHOTS_URL to the running portal, e.g. http://localhost:3700.');
if (!process.env.SCREENSHOTS_DIR) throw new Error('Set SCREENSHOTS_DIR to the folder the PNGs go into.');

function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error('The screenshots need the system Chromium: install it or set CHROMIUM_PATH.');
  return found;
}

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: '../test-results/screenshots',
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL,
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
