import { chromium, type Browser, type Page } from '@playwright/test';

/**
 * How every browser of the bench runs the system Chromium: no sandbox (root), no background
 * traffic, and accepting the certificate the bench makes for its TLS fronts.
 */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--ignore-certificate-errors'];

/** The system Chromium as the page measurements run it through Playwright: headless, no GPU. */
export function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--disable-gpu'] });
}

/** Sets local storage entries (a signed-in user's token) before the page's own scripts run. */
export async function storeBeforeScripts(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  }, entries);
}
