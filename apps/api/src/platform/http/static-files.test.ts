import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestContext, type TestContext } from '../../testing/test-app';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-3f2a1c.js"></script></body></html>';
const APP_JS = 'console.log("portal");';

let portalDist: string;
let context: TestContext;
beforeAll(async () => {
  portalDist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(portalDist, 'assets'));
  // As the build writes them: each text file with its .br and .gz copies.
  writeFileSync(join(portalDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(portalDist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(join(portalDist, 'index.html.gz'), gzipSync(INDEX_HTML));
  writeFileSync(join(portalDist, 'assets', 'app-3f2a1c.js'), APP_JS);
  writeFileSync(join(portalDist, 'assets', 'app-3f2a1c.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(portalDist, 'assets', 'app-3f2a1c.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(portalDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  context = await createTestContext({ env: { NODE_ENV: 'production', PORTAL_DIST: portalDist } });
});
afterAll(async () => {
  await context?.close();
  rmSync(portalDist, { recursive: true, force: true });
});

const page = (url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8', encoding?: string) =>
  context.app.inject({ method: 'GET', url, headers: { accept, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('the built portal', () => {
  test('index.html is served at / and never cached without revalidation', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  test('hashed assets are cached for a year', async () => {
    const response = await page('/assets/app-3f2a1c.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  test('a browser that accepts brotli or gzip gets the copy compressed at build time, cached as the file itself', async () => {
    const script = await page('/assets/app-3f2a1c.js', '*/*', 'gzip, deflate, br');
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers.vary).toContain('accept-encoding');
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(APP_JS);

    const gzipped = await page('/assets/app-3f2a1c.js', '*/*', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(APP_JS);

    for (const url of ['/', '/invoices/42']) {
      const html = await page(url, undefined, 'br');
      expect(html.headers['content-encoding']).toBe('br');
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(html.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });

  test('other files are cached briefly', async () => {
    const response = await page('/favicon.svg', 'image/*');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  test.each([
    ['/invoices/42', undefined],
    ['/resetting/reset/some-token', undefined],
    ['/hiring/rfp/1?tab=2', undefined],
    ['/login', '*/*'],
  ])('the page %s falls back to index.html', async (url, accept) => {
    const response = await page(url, accept);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('API, sandbox and development paths, missing assets and non-HTML requests still get the JSON 404', async () => {
    for (const response of [
      await page('/api/nothing-here'),
      await page('/api'),
      await page('/sandbox/nothing-here'),
      await page('/sandbox'),
      await page('/dev/nothing-here'),
      await page('/assets/missing-123.js', '*/*'),
      await page('/invoices/42', 'application/json'),
      await page('/reports/summary.pdf'),
      await context.app.inject({ method: 'POST', url: '/invoices/42', headers: { accept: 'text/html' } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ data: { message: 'Not found.' } });
    }
  });

  test('the API keeps working beside it', async () => {
    const response = await page('/api/health', 'application/json');
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });
});
