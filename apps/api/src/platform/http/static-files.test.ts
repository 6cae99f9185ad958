import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestContext, type TestContext } from '../../testing/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-3f2a1c.js"></script></body></html>';

let portalDist: string;
let context: TestContext;
beforeAll(async () => {
  portalDist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(portalDist, 'assets'));
  writeFileSync(join(portalDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(portalDist, 'assets', 'app-3f2a1c.js'), 'console.log("portal");');
  writeFileSync(join(portalDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  context = await createTestContext({ env: { NODE_ENV: 'production', PORTAL_DIST: portalDist } });
});
afterAll(async () => {
  await context?.close();
  rmSync(portalDist, { recursive: true, force: true });
});

const page = (url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
  context.app.inject({ method: 'GET', url, headers: { accept } });

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

  test('other files are cached briefly', async () => {
    const response = await page('/favicon.svg', 'image/*');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  test.each([
    ['/invoices/42', undefined],
    ['/resetting/reset/some-token', undefined],
    ['/hiring/rfp/1?tab=2', undefined],
    ['/login', '*/*'],
  ])(
    'the page %s falls back to index.html',
    async (url, accept) => {
      const response = await page(url, accept);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

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
