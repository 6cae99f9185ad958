import { writeFileSync } from 'node:fs';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from './browser';
import { median } from './median';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU at the time (a slow or busy one scores low). */
  benchmarkIndex: number;
}

export interface LighthouseRoute {
  path: string;
  /** Stored in local storage before the page loads (a signed-in user's token), or nothing. */
  localStorage: Record<string, string>;
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * One Lighthouse run (performance only) in a fresh browser with an empty cache. Mobile is
 * Lighthouse's default (an emulated Moto G Power on a throttled network and CPU), desktop its
 * desktop configuration. A signed-in route gets its token the way the portal keeps it: the
 * browser first opens the API's health URL on the same origin, which loads none of the portal's
 * code, stores the token there, and Lighthouse then loads the route in that tab with the storage
 * kept (`disableStorageReset`); the cache still holds nothing of the portal. A run whose trace came
 * out unusable (Lighthouse's NO_NAVSTART and kin) is run once more, as Lighthouse asks.
 */
export async function lighthouseRun(
  origin: string,
  route: LighthouseRoute,
  formFactor: FormFactor,
  chromiumPath: string,
  reportFile: string,
): Promise<LighthouseFigures> {
  try {
    return await lighthouseRunOnce(origin, route, formFactor, chromiumPath, reportFile);
  } catch (error) {
    if (!(error instanceof TraceError)) throw error;
    return lighthouseRunOnce(origin, route, formFactor, chromiumPath, reportFile);
  }
}

class TraceError extends Error {}

async function lighthouseRunOnce(
  origin: string,
  route: LighthouseRoute,
  formFactor: FormFactor,
  chromiumPath: string,
  reportFile: string,
): Promise<LighthouseFigures> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    // The bench's TLS fronts use a certificate made for the run.
    acceptInsecureCerts: true,
    args: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    if (Object.keys(route.localStorage).length > 0) {
      await page.goto(`${origin}/api/health`);
      await page.evaluate((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, route.localStorage);
    }
    const flags: Flags = { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error', output: 'json' };
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(`${origin}${route.path}`, flags, config, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const message = `Lighthouse failed on ${route.path}: ${lhr.runtimeError.message}`;
      throw /TRACE|NAVSTART/.test(lhr.runtimeError.code) ? new TraceError(message) : new Error(message);
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== route.path) {
      throw new Error(`${route.path} ended on ${lhr.finalDisplayedUrl}: the page measured is not the one asked for`);
    }
    writeFileSync(reportFile, JSON.stringify(lhr));
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.close();
  }
}

/** Each figure's median over `runs`, as Lighthouse advises for a noisy machine. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('No Lighthouse run');
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
  };
}
