import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoInvoice, LOGINS, openSignedIn } from '../tests/support';

// A wire announced with Done, then confirmed by the vendor, on fresh demo data, at a desktop and a
// phone width. The portal must confirm wires within a minute (WIRE_CONFIRM_DELAY_MS).
const OUT_DIR = process.env.SCREENSHOTS_DIR ?? '';

const CASES = [
  { size: 'desktop', viewport: { width: 1280, height: 800 }, invoice: 1, method: /^Local bank transfer \(Payoneer\)/ },
  { size: 'phone', viewport: { width: 390, height: 844 }, invoice: 10, method: /^Wire transfer/ },
] as const;

async function shoot(page: Page, name: string, size: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(OUT_DIR, `${name}-${size}.png`), fullPage: true, animations: 'disabled' });
}

for (const { size, viewport, invoice, method } of CASES) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`wire-announced-${size} and wire-confirmed-${size}`, async ({ page }) => {
      test.setTimeout(120_000);
      const { number, path } = demoInvoice(invoice);
      await openSignedIn(page, LOGINS.acmeAdmin, path);
      await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      const chooser = page.getByRole('dialog');
      await chooser.getByRole('radio', { name: method }).check();
      await chooser.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('dialog', { name: /: pay/ }).getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const timeline = page.getByRole('region', { name: 'Payment timeline' });
      await expect(page.getByTestId('payment-on-its-way')).toBeVisible();
      await expect(timeline.getByText(/^Wire announced/)).toBeVisible();
      // The toast of Done has gone before the shot.
      await expect(page.getByText(/the wire is on its way/)).toHaveCount(0, { timeout: 15_000 });
      await shoot(page, 'wire-announced', size);

      await expect(timeline.getByText('Wire received')).toBeVisible({ timeout: 90_000 });
      await expect(page.getByTestId('payment-on-its-way')).toHaveCount(0);
      await shoot(page, 'wire-confirmed', size);
    });
  });
}
