import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LOGINS, openSignedIn } from '../tests/support';

// Billing › Payment methods of admin@acme.test on fresh demo data, at a desktop and a phone width.
const OUT_DIR = process.env.SCREENSHOTS_DIR ?? '';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { name: size, viewport } of SIZES) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`payment-methods-${size}`, async ({ page }) => {
      await openSignedIn(page, LOGINS.acmeAdmin, '/invoices/payment-methods');
      await expect(page.getByRole('listitem', { name: 'Bank account •••• 6789' })).toBeVisible();
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await page.screenshot({ path: join(OUT_DIR, `payment-methods-${size}.png`), fullPage: true, animations: 'disabled' });
    });
  });
}
