import type { Browser } from '@playwright/test';
import { storeBeforeScripts } from './browser';
import { median } from './median';

/**
 * A phone as Lighthouse's mobile profile describes it (CPU 4x slower, 150 ms round trips,
 * 1.6 Mb/s down), applied by the browser to a real load instead of simulated afterwards.
 */
const PHONE = { cpuSlowdown: 4, latencyMs: 150, downloadBytesPerSecond: 1.6e6 / 8, uploadBytesPerSecond: 750e3 / 8 };

/** What one throttled load of a page showed, in ms from the start of its navigation. */
export interface ThrottledLoad {
  /** The page's first heading is in the document: on the portal, its first signed-in render. */
  headingMs: number;
  /** The list's first row with data (not a skeleton) is in the document. */
  firstRowMs: number;
  /** The blocking part (over 50 ms) of the long tasks after the first paint. */
  blockingMs: number;
}

/** What the page records of itself while it loads, read back at the end. */
interface Marks {
  heading: number;
  firstRow: number;
  longTasks: Array<[start: number, duration: number]>;
}

/** The page's marks; the functions that read them run in the page, so they name the global there. */
type MarkedWindow = Window & { __throttledLoad: Marks };

/**
 * One load of `url` in a fresh context, throttled as a phone. `localStorage` entries are set before
 * the page's own scripts run (a signed-in user's token), as for the script measurement.
 */
export async function throttledLoad(browser: Browser, url: string, localStorage: Record<string, string> = {}): Promise<ThrottledLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await storeBeforeScripts(page, localStorage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await page.addInitScript(() => {
      const marks: Marks = { heading: Number.NaN, firstRow: Number.NaN, longTasks: [] };
      Object.assign(window, { __throttledLoad: marks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      // A mutation observer sees the nodes as they are inserted, whatever the frame rate.
      new MutationObserver(() => {
        if (Number.isNaN(marks.heading) && document.querySelector('h1')) marks.heading = performance.now();
        if (Number.isNaN(marks.firstRow) && document.querySelector('tbody tr:not(:has(.MuiSkeleton-root)) td')) {
          marks.firstRow = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor({ state: 'attached', timeout: 60_000 });
    // On a throttled network the list's request can leave after the first idle spell; a page
    // without a list has no row to wait for.
    await page
      .waitForFunction(() => !Number.isNaN((window as unknown as MarkedWindow).__throttledLoad.firstRow), undefined, { timeout: 5_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const marks = (window as unknown as MarkedWindow).__throttledLoad;
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const blockingMs = marks.longTasks
        .filter(([start]) => start >= firstPaint)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { headingMs: marks.heading, firstRowMs: marks.firstRow, blockingMs };
    });
  } finally {
    await context.close();
  }
}

/** Each figure's median over the loads; a row that never showed (a page without a list) stays NaN. */
export function medianLoad(loads: ThrottledLoad[]): ThrottledLoad {
  const of = (pick: (load: ThrottledLoad) => number) => median(loads.map(pick).filter((value) => !Number.isNaN(value)));
  return { headingMs: of((load) => load.headingMs), firstRowMs: of((load) => load.firstRowMs), blockingMs: of((load) => load.blockingMs) };
}
