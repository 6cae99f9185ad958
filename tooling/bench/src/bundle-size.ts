import type { Response } from '@playwright/test';
import { launchBrowser, storeBeforeScripts } from './browser';

export interface ScriptWeight {
  files: number;
  /** Bytes of script bodies as sent (brotli where the server compressed them), headers not counted. */
  transferredBytes: number;
  urls: string[];
  /** Where the page ended, to tell a measured page from a redirect. */
  finalPath: string;
}

/**
 * The script a page transfers until its heading shows and the network is idle: what the first
 * visit costs. `localStorage` entries are set before the page's own scripts run (e.g. a signed-in
 * user's token).
 */
export async function initialScriptWeight(
  url: string,
  chromiumPath: string,
  localStorage: Record<string, string> = {},
): Promise<ScriptWeight> {
  const browser = await launchBrowser(chromiumPath);
  try {
    const page = await browser.newPage();
    await storeBeforeScripts(page, localStorage);
    const sizes: Promise<number>[] = [];
    const urls: string[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      urls.push(response.url());
      // Read once the body has arrived: the encoded body size is known only then.
      sizes.push(response.finished().then(async () => (await response.request().sizes()).responseBodySize));
    };
    page.on('response', collect);
    await page.goto(url, { waitUntil: 'networkidle' });
    // A pause while the API answers can look idle before the page's screen has loaded: the page
    // counts as loaded once its heading shows and the network is idle again.
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    const transferred = await Promise.all(sizes);
    return {
      files: transferred.length,
      urls,
      finalPath: new URL(page.url()).pathname,
      transferredBytes: transferred.reduce((sum, bytes) => sum + bytes, 0),
    };
  } finally {
    await browser.close();
  }
}
