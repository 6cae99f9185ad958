import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BILLING_TEXTS } from '@portal/api-schema/constants';
import { demoInvoice, LOGINS, openSignedIn } from '../tests/support';

// An invoice page with its References, the PO number its own and the cost centre the company's
// default, at a desktop and a phone width. Run against a portal on fresh demo data:
// the first shot sets the invoice's PO number through the dialog.
const OUT_DIR = process.env.SCREENSHOTS_DIR ?? '';
const INVOICE = demoInvoice(12);

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function shoot(page: Page, size: string): Promise<void> {
  await page.screenshot({ path: join(OUT_DIR, `invoice-references-${size}.png`), fullPage: true, animations: 'disabled' });
}

for (const { name: size, viewport } of SIZES) {
  test(`invoice-references-${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, LOGINS.acmeFinance, INVOICE.path);
    const references = page.getByRole('region', { name: BILLING_TEXTS.referencesHeading });
    await expect(references).toBeVisible();
    await page.getByRole('region', { name: 'Payment timeline' }).getByRole('listitem').first().waitFor();

    await references.getByRole('button', { name: BILLING_TEXTS.editReferences }).click();
    const dialog = page.getByRole('dialog', { name: BILLING_TEXTS.editReferences });
    await dialog.getByLabel(BILLING_TEXTS.poNumber).fill('PO-2026-0977');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(references).toContainText('PO-2026-0977');
    await expect(references).toContainText(BILLING_TEXTS.companyDefault);
    // The page as it stays: the saved toast gone, scrolled to the top (the header is sticky).
    await expect(page.getByText(BILLING_TEXTS.referencesSaved)).toBeHidden({ timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, size);
  });
}
