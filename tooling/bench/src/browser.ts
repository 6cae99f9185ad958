import { chromium, type Browser } from '@playwright/test';

/**
 * The system Chromium as the page measurements run it: headless, no sandbox (root), no background
 * traffic, and accepting the certificate the bench makes for its TLS fronts.
 */
export function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--ignore-certificate-errors'],
  });
}
