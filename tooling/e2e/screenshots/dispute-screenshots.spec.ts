import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoInvoice, LOGINS, openSignedIn } from '../tests/support';

// A disputed invoice while it waits for the vendor, and once the vendor has answered with a credit
// note, at a desktop and a phone width. Run against a portal on fresh demo data whose sandbox vendor
// answers after a few seconds (DISPUTE_ANSWER_DELAY_MS=15000):
//   SCREENSHOTS_URL=http://localhost:3700 SCREENSHOTS_DIR=../../docs/screenshots/billing \
//     npx playwright test --config screenshots/playwright.config.ts dispute-screenshots
const OUT_DIR = process.env.SCREENSHOTS_DIR ?? '';

const SIZES = [
  // Acme's overdue INV-2026-0008 and INV-2026-0006, one for each width.
  { name: 'desktop', viewport: { width: 1280, height: 800 }, invoice: 8 },
  { name: 'phone', viewport: { width: 390, height: 844 }, invoice: 6 },
] as const;

const PDF = { name: 'timesheet-october.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% October timesheet\n') };

async function shoot(page: Page, screen: string, size: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(OUT_DIR, `${screen}-${size}.png`), fullPage: true, animations: 'disabled' });
}

for (const { name: size, viewport, invoice } of SIZES) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`dispute-${size}`, async ({ page }) => {
      const { number, path } = demoInvoice(invoice);
      await openSignedIn(page, LOGINS.acmeFinance, path);
      await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
      await page.getByRole('button', { name: 'Dispute invoice' }).click();
      const dialog = page.getByRole('dialog', { name: 'Dispute this invoice' });
      await dialog.getByRole('combobox', { name: /Reason/ }).click();
      await page.getByRole('option', { name: 'Hours or rate billed wrongly' }).click();
      await dialog
        .getByRole('textbox', { name: /What is wrong/ })
        .fill('We were billed 168 hours for October, but the signed timesheet (attached) shows 152. Please correct the invoice.');
      await dialog.getByLabel('Attachment file').setInputFiles(PDF);
      await dialog.getByRole('button', { name: 'Send dispute' }).click();
      await expect(dialog).toBeHidden();

      const panel = page.getByRole('region', { name: 'Dispute' });
      await expect(panel.getByText(/Disputed: waiting for/)).toBeVisible();
      // The toast has gone, so the shot shows the page.
      await expect(page.getByText('Dispute sent to the vendor')).toBeHidden({ timeout: 10_000 });
      await shoot(page, 'dispute-raised', size);

      await expect(panel.getByText(`Adjusted by credit note CN-${number}`)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('region', { name: 'Payment timeline' })).toContainText(`Adjusted by credit note CN-${number}`);
      await shoot(page, 'dispute-resolved', size);
    });
  });
}
