import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_SIGNED_IN_PATH, sameOriginPath } from '@portal/auth/next-path';
import { hostileNextPaths } from '@portal/auth/testing/hostile-next-paths';
import { DEMO_PASSWORD, LOGINS } from './support';

// The login's own choice of the page after sign-in, run in Chromium against Chromium's URL parser:
// a `next` crafted to be read as another site by the browser (but not by a careless check) must
// never take the browser off the portal's origin.

/** Navigations that left the portal's origin; they are stopped before they go out. */
async function watchForLeaving(page: Page, origin: string): Promise<string[]> {
  const left: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin,
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.continue();
      left.push(route.request().url());
      return route.abort();
    },
  );
  return left;
}

test('signing in with a next that normalises to another host stays on the portal', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const left = await watchForLeaving(page, origin);
  await page.goto('/login?next=%2F..%2F%2Fexample.org%2Fx');
  await page.getByLabel('E-mail', { exact: true }).fill(LOGINS.acmeAdmin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${origin}${DEFAULT_SIGNED_IN_PATH}`);
  expect(left).toEqual([]);
});

test('no hostile next takes the browser off the origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const values = hostileNextPaths();
  const searches = values.flatMap((value) => [`?next=${value}`, `?next=${encodeURIComponent(value)}`]);
  await page.goto('/login');

  // The login's function itself, in the page (the evaluation is the test's, not the page's script,
  // so the portal's CSP does not stand in its way).
  const chosen = (await page.evaluate(`(() => {
    const sameOriginPath = ${sameOriginPath.toString()};
    const anchor = document.createElement('a');
    return ${JSON.stringify(searches)}.map((search) => {
      const next = new URLSearchParams(search).get('next');
      const path = (next === null ? null : sameOriginPath(next, location.href)) ?? ${JSON.stringify(DEFAULT_SIGNED_IN_PATH)};
      anchor.href = path;
      return { search, path, anchor: anchor.origin, parsed: new URL(path, location.href).origin };
    });
  })()`)) as { search: string; path: string; anchor: string; parsed: string }[];
  expect(chosen).toHaveLength(searches.length);
  expect(chosen.filter((entry) => entry.anchor !== origin || entry.parsed !== origin)).toEqual([]);

  // And a real navigation to a spread of them: each page load is answered by a stub, so only
  // where the browser went counts.
  const left = await watchForLeaving(page, origin);
  await page.route(
    (url) => url.origin === origin && url.pathname !== '/login',
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
  const sample = chosen.filter((_entry, index) => index % 100 === 0);
  for (const { path } of sample) {
    const navigated = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page.evaluate((target) => window.location.assign(target), path);
    await navigated;
    expect(new URL(page.url()).origin).toBe(origin);
  }
  expect(left).toEqual([]);
  console.log(`next: ${chosen.length} values chosen in Chromium, ${sample.length} followed, 0 left the origin`);
});
