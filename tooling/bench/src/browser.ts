import { chromium, type Browser } from '@playwright/test';

/** The system Chromium as the page measurements run it: headless, no sandbox (root), no background traffic. */
export function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking'],
  });
}
