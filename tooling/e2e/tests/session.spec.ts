import { expect, test } from '@playwright/test';
import { LOGINS, shownToast, signInAndWait, storedToken, storeToken } from './support';

test('the sandbox user is sent to the dashboard from company routes, and has no menu', async ({ page }) => {
  await signInAndWait(page, LOGINS.sandbox);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/users/00000000-0000-4000-8000-000000000000/info');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue the setup' })).toBeVisible();
});

test('log out ends the session on the server and in the browser', async ({ page }) => {
  await signInAndWait(page, LOGINS.acmeFinance);
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedToken(page)).toBeNull();

  const response = await page.request.get('/api/client-cabinet/user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(401);
});

test('an expired token lands on Login with the toast', async ({ page }) => {
  await page.goto('/login');
  await storeToken(page, 'expired-or-forged-token');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(shownToast(page, 'Your session has expired. Please sign in again.')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
