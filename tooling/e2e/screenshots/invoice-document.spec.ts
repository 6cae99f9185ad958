import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demoInvoice, LOGINS, openSignedIn } from '../tests/support';

// An invoice page with its line items and parties (docs/screenshots/billing), at a desktop and a
// phone width, of whichever portal SCREENSHOTS_URL runs. INVOICE picks Acme's demo invoice.
const OUT_DIR = process.env.SCREENSHOTS_DIR ?? '';
const INVOICE = Number(process.env.INVOICE ?? 1);

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`invoice-line-items-${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const invoice = demoInvoice(INVOICE);
    await openSignedIn(page, LOGINS.acmeFinance, invoice.path);
    await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment timeline' }).getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await page.screenshot({ path: join(OUT_DIR, `invoice-line-items-${size}.png`), fullPage: true, animations: 'disabled' });
  });
}
