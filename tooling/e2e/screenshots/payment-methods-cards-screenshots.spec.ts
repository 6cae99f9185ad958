import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOGINS, openSignedIn } from '../tests/support';

// Billing › Payment methods of admin@acme.test with a saved card, its default, beside the bank
// accounts, at a desktop and a phone width. The card is saved through the sandbox's card setup page
// the first time (a portal that already shows it keeps it).
const OUT_DIR = process.env.SCREENSHOTS_DIR ?? '';
const PAGE = '/invoices/payment-methods';
const CARD = 'Visa •••• 4242';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function withDefaultCard(page: Page): Promise<void> {
  await openSignedIn(page, LOGINS.acmeAdmin, PAGE);
  await expect(page.getByRole('listitem', { name: 'Bank account •••• 6789' })).toBeVisible();
  const card = page.getByRole('listitem', { name: CARD });
  if ((await card.count()) === 0) {
    await page.getByRole('button', { name: 'Add card' }).first().click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('10/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(card).toBeVisible();
  }
  const makeDefault = card.getByRole('button', { name: `Make default: card ${CARD}` });
  if ((await makeDefault.count()) > 0) await makeDefault.click();
  await expect(card.getByText('Default', { exact: true })).toBeVisible();
  // The toasts of saving and of the default are gone before the shot.
  await page.reload();
  await expect(card.getByText('Default', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

for (const { name: size, viewport } of SIZES) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`payment-methods-cards-${size}`, async ({ page }) => {
      await withDefaultCard(page);
      await page.screenshot({ path: join(OUT_DIR, `payment-methods-cards-${size}.png`), fullPage: true, animations: 'disabled' });
    });
  });
}
