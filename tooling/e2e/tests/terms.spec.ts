import { expect, test } from '@playwright/test';
import { LOGINS, signInAndWait } from './support';

test('a user who has not agreed must accept the terms, once', async ({ page }) => {
  await signInAndWait(page, LOGINS.acmeTerms);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('users who agreed and sandbox users never see the terms modal', async ({ page }) => {
  await signInAndWait(page, LOGINS.acmeAdmin);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
