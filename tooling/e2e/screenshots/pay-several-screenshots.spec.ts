import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demoInvoice, LOGINS, openSignedIn } from '../tests/support';

// Three invoices of two vendors (INV-2026-0041 to 0043) paid in one step with Acme's verified
// account ending 6789, on fresh demo data: the dialog's result once the debits settled, at a desktop
// and a phone width (the same result, the window narrowed). ACH_SETTLE_DELAY_MS must be short (5 s
// by default).
const OUT_DIR = process.env.SCREENSHOTS_DIR ?? '';
const INVOICES = [41, 42, 43].map(demoInvoice);

test('pay-several-desktop and pay-several-phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, LOGINS.acmeFinance, '/invoices');
  for (const { number } of INVOICES) await page.getByRole('checkbox', { name: `Select ${number} to pay` }).check();
  await page.getByRole('region', { name: 'Selected invoices' }).getByRole('button', { name: 'Pay selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay selected invoices' });
  await dialog.getByRole('radio', { name: /^Bank account •••• 6789/ }).check();
  await dialog.getByRole('button', { name: 'Pay 3 invoices' }).click();

  const result = page.getByRole('dialog', { name: 'Payment of the selected invoices' });
  const outcomes = result.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
  for (const { number } of INVOICES) await expect(outcomes.filter({ hasText: number })).toContainText(/Paid$/, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.screenshot({ path: join(OUT_DIR, 'pay-several-desktop.png'), animations: 'disabled' });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(result).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT_DIR, 'pay-several-phone.png'), animations: 'disabled' });
});
