import { expect, test } from '@playwright/test';
import { LOGINS, openSignedIn } from './support';

// Billing › Payment methods › Autopay of Acme, whose test account ending 6789 is verified (README.md).
// The stack's autopay pass runs at its start only (AUTOPAY_INTERVAL_MS is an hour), so turning it on
// here pays nothing that other specs use; it is turned off again at the end all the same.
const PAGE = '/invoices/payment-methods';
const SHOTS = '../../docs/screenshots/billing';

test('an account editor turns autopay on with a verified account and a limit, a finance user sees it read-only, and it is turned off', async ({
  page,
}) => {
  await openSignedIn(page, LOGINS.acmeAdmin, PAGE);
  const settings = page.getByRole('form', { name: 'Autopay settings' });
  const toggle = settings.getByRole('switch', { name: 'Pay due invoices automatically' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  const method = settings.getByRole('combobox', { name: /Pay with/ });
  await method.click();
  await page.getByRole('option', { name: /Bank account •••• 6789/ }).click();
  const limit = settings.getByRole('textbox', { name: /Limit per invoice/ });
  await limit.fill('0');
  await settings.getByRole('button', { name: 'Save autopay' }).click();
  await expect(limit).toHaveAccessibleDescription('Enter a limit above zero, or leave it empty');
  await limit.fill('20000');
  await settings.getByRole('button', { name: 'Save autopay' }).click();
  await expect(page.getByText('Autopay is on.')).toBeVisible();
  await expect(settings.getByText(/^Turned on by .+: its payments are made in their name\.$/)).toBeVisible();

  // What the server keeps, after a reload.
  await page.reload();
  await expect(toggle).toBeChecked();
  await expect(limit).toHaveValue('20000.00');
  await expect(method).toContainText('6789');
  // The whole page from its top, so the sticky header stays where it is drawn.
  const shoot = async (path: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path, fullPage: true });
  };
  await shoot(`${SHOTS}/autopay-desktop.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(`${SHOTS}/autopay-phone.png`);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Finance holds the invoices role but is no account editor: the settings, read-only with the reason.
  await openSignedIn(page, LOGINS.acmeFinance, PAGE);
  await expect(page.getByText('Only an account editor with the Invoices role can change autopay.')).toBeVisible();
  await expect(settings.getByRole('switch', { name: 'Pay due invoices automatically' })).toBeChecked();
  await expect(settings.getByRole('switch', { name: 'Pay due invoices automatically' })).toBeDisabled();
  await expect(settings.getByRole('button', { name: 'Save autopay' })).toHaveCount(0);

  // The account autopay pays with cannot be removed while it is on.
  await openSignedIn(page, LOGINS.acmeAdmin, PAGE);
  await page.getByRole('button', { name: 'Remove bank account •••• 6789' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove bank account •••• 6789?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(
    confirm.getByText('Autopay pays with this bank account. Choose another method for autopay or turn it off first.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await toggle.uncheck();
  await settings.getByRole('button', { name: 'Save autopay' }).click();
  await expect(page.getByText('Autopay is off.')).toBeVisible();
  await page.reload();
  await expect(toggle).not.toBeChecked();
});
