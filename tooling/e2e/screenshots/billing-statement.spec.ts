import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LOGINS, openSignedIn } from '../tests/support';

// Billing › Statements: the demo company's euro statement of 2026, with its lines and aging, at a
// desktop and a phone width, into SCREENSHOTS_DIR (docs/screenshots/billing).
const OUT_DIR = process.env.SCREENSHOTS_DIR ?? '';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { name: size, viewport } of SIZES) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`statement-${size}`, async ({ page }) => {
      await openSignedIn(page, LOGINS.acmeAdmin, '/invoices/statements?currency=EUR&from=2026-01-01&to=2026-12-31');
      await expect(page.getByRole('table', { name: 'Aging' })).toBeVisible();
      await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
      await page.screenshot({ path: join(OUT_DIR, `statement-${size}.png`), fullPage: true, animations: 'disabled' });
    });
  });
}
