import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

export interface ScriptWeight {
  files: number;
  gzipBytes: number;
  urls: string[];
  /** Where the page ended, to tell a measured page from a redirect. */
  finalPath: string;
}

/**
 * Gzip bytes of every script a page loads until the network is idle: what the first visit costs.
 * `localStorage` entries are set before the page's own scripts run (e.g. a signed-in user's token).
 */
export async function initialScriptWeight(
  url: string,
  chromiumPath: string,
  localStorage: Record<string, string> = {},
): Promise<ScriptWeight> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, localStorage);
    const bodies: Promise<Buffer>[] = [];
    const urls: string[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      urls.push(response.url());
      bodies.push(response.body());
    };
    page.on('response', collect);
    await page.goto(url, { waitUntil: 'networkidle' });
    // A pause while the API answers can look idle before the page's screen has loaded: the page
    // counts as loaded once its heading shows and the network is idle again.
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    const scripts = await Promise.all(bodies);
    return {
      files: scripts.length,
      urls,
      finalPath: new URL(page.url()).pathname,
      gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  } finally {
    await browser.close();
  }
}

/** Builds the floor app (React + MUI + router + RTK, nothing else) into floor/dist. */
export async function buildFloor(benchDir: string): Promise<string> {
  const root = join(benchDir, 'floor');
  const outDir = join(root, 'dist');
  await build({ root, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });
  return outDir;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * A static server with the SPA fallback, for the floor app. Brotli to a browser that accepts it,
 * as the API serves the portal, so that Lighthouse compares like with like.
 */
export async function serveStatic(dir: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const compressed = new Map<string, Buffer>();
  const server: Server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      file = join(dir, 'index.html');
      body = await readFile(file);
    }
    const type = TYPES[extname(file)];
    if (type && String(request.headers['accept-encoding'] ?? '').includes('br')) {
      let brotli = compressed.get(file);
      if (!brotli) compressed.set(file, (brotli = brotliCompressSync(body)));
      response.writeHead(200, { 'content-type': type, 'content-encoding': 'br', vary: 'accept-encoding' });
      response.end(brotli);
      return;
    }
    response.writeHead(200, { 'content-type': type ?? 'application/octet-stream' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
