import { expect, test } from '@playwright/test';
import { LOGINS, openSignedIn } from './support';

test('personal settings show the signed-in user and reject a wrong current password', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeFinance);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Personal Settings' }).click();
  await expect(page).toHaveURL(/\/users\/[\w-]+\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal settings' })).toBeVisible();
  await expect(page.getByRole('main').getByText(LOGINS.acmeFinance).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Password' }).click();
  await expect(page).toHaveURL(/\/users\/[\w-]+\/password$/);
  await page.getByLabel(/^Current password/).fill('not-the-password-1');
  await page.getByLabel(/^New password/).fill('another-passphrase-2026');
  await page.getByLabel(/^Repeat the new password/).fill('another-passphrase-2026');
  await page.getByRole('button', { name: 'Change password' }).click();

  const current = page.getByLabel(/^Current password/);
  await expect(current).toHaveAccessibleDescription('The current password is incorrect.');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
});
