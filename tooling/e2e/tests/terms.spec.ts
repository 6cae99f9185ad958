import { expect, type Page, test } from '@playwright/test';
import { LOGINS, signInAndWait, signInByKeyboard, storedToken, tabTo, toast } from './support';

const TERMS_NOT_AGREED_CODE = 'terms_not_agreed';

/** The invoices as the API answers the signed-in user of the page. */
async function invoicesCall(page: Page) {
  const token = await storedToken(page);
  return page.request.get('/api/client-cabinet/invoices', { headers: { authorization: `Bearer ${token}` } });
}

// Before the test that accepts them: the demo user agrees once.
test('a user who does not agree can log out from the terms modal', async ({ page }) => {
  await signInAndWait(page, LOGINS.acmeTerms);
  const dialog = page.getByRole('dialog', { name: 'Please accept our terms' });
  await dialog.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('a user who has not agreed must accept the terms, once, by keyboard; the API refuses them until then', async ({ page }) => {
  // Single key presses, each a round trip: room for a loaded machine.
  test.setTimeout(90_000);
  await signInByKeyboard(page, LOGINS.acmeTerms);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);

  const refused = await invoicesCall(page);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { data: { code?: string } }).data.code).toBe(TERMS_NOT_AGREED_CODE);
  // The calls the API refused for the page behind the modal show no error toast, and its cards
  // wait for the agreement, loading, rather than fail.
  await expect(toast(page, /./)).toHaveCount(0);
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again', includeHidden: true })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  // Keyboard only: the focus stays in the modal, Space ticks the box and Enter submits.
  const agree = dialog.getByRole('checkbox');
  await tabTo(page, agree);
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await expect(submit).toBeEnabled();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect((await invoicesCall(page)).status()).toBe(200);
  // Once agreed, what the API refused is asked again: the page behind fills in without errors.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Needs your action' })).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('users who agreed and sandbox users never see the terms modal', async ({ page }) => {
  await signInAndWait(page, LOGINS.acmeAdmin);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
