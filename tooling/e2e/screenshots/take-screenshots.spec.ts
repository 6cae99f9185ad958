import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOGINS, openSignedIn } from '../tests/support';

// The screens whose words and states are compared before and after a change, each at a desktop and
// a phone width, shot from whichever portal SCREENSHOTS_URL runs.
const OUT_DIR = process.env.SCREENSHOTS_DIR ?? '';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

type Size = (typeof SIZES)[number]['name'];

async function shoot(page: Page, screen: string, size: Size, fullPage = true): Promise<void> {
  await page.screenshot({ path: join(OUT_DIR, `${screen}-${size}.png`), fullPage, animations: 'disabled' });
}

/**
 * Waits until the page stops loading: the network quiet (a live-updates stream may keep it from
 * ever being, hence the bound) and no spinner or skeleton left. Cards that load only once near the
 * viewport are scrolled past first, as a full-page shot does not scroll.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const { name: size, viewport } of SIZES) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`dashboard-${size}`, async ({ page }) => {
      await openSignedIn(page, LOGINS.acmeAdmin, '/dashboard');
      await expect(page.getByRole('heading').first()).toBeVisible();
      await settle(page);
      await shoot(page, 'dashboard', size);
    });

    test(`terms-modal-${size}`, async ({ page }) => {
      await openSignedIn(page, LOGINS.acmeTerms, '/dashboard');
      await expect(page.getByRole('dialog', { name: 'Please accept our terms' })).toBeVisible();
      // What the cards behind the modal settle to is the point of this shot.
      await page.waitForTimeout(4_000);
      await shoot(page, 'terms-modal', size, false);
    });

    test(`offline-navigation-${size}`, async ({ page, context }) => {
      await openSignedIn(page, LOGINS.acmeAdmin, '/dashboard');
      await settle(page);
      await context.setOffline(true);
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        // A menu loaded on demand may itself fail offline: then that failure is the shot.
        const invoices = page.getByRole('navigation', { name: 'Mobile menu' }).getByRole('link', { name: 'Invoices' });
        const menuShown = await invoices
          .waitFor({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
        if (menuShown) await invoices.click();
      } else {
        await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Invoices' }).click();
      }
      // Long enough for a failed load to give up and show whatever replaces the page.
      await page.waitForTimeout(3_000);
      await shoot(page, 'offline-navigation', size);
    });

    test(`dead-reset-link-${size}`, async ({ page }) => {
      await page.goto('/resetting/reset/no-such-token');
      await expect(
        page
          .getByRole('heading', { level: 1 })
          .or(page.getByRole('heading', { level: 2 }))
          .first(),
      ).toBeVisible();
      // A portal that checks the token on opening has answered by then; nothing is typed.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await shoot(page, 'dead-reset-link', size);
    });

    test(`auth-phone-${size}`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await shoot(page, 'auth-phone', size);
    });
  });
}
