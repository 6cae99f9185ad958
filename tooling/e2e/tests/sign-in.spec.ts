import { expect, test } from '@playwright/test';
import { ALL_MENU_ITEMS, DEMO_PASSWORD, expectNoSidewaysScroll, LOGINS, mainMenu, menuItems, signIn, signInAndWait } from './support';

const MENU_BY_USER: Record<string, string[]> = {
  [LOGINS.acmeAdmin]: ALL_MENU_ITEMS,
  [LOGINS.acmeFinance]: ['Overview', 'My team', 'Contracts', 'Invoices', 'Users', 'My Company'],
  [LOGINS.acmeInterview]: ['Overview', 'Hiring', 'Users', 'My Company'],
  [LOGINS.globexAdmin]: ALL_MENU_ITEMS,
};

for (const [email, expected] of Object.entries(MENU_BY_USER)) {
  test(`${email} sees exactly the menu items its roles allow`, async ({ page }) => {
    await signInAndWait(page, email);
    await expect(mainMenu(page)).toBeVisible();
    expect(await menuItems(page)).toEqual(expected);
    await expect(mainMenu(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });
}

test('the sandbox user gets no menu', async ({ page }) => {
  await signInAndWait(page, LOGINS.sandbox);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
});

test('a disabled account is refused with a clear message', async ({ page }) => {
  await signIn(page, LOGINS.acmeDisabled);
  await expect(page.getByRole('alert')).toContainText('This account has been disabled.');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password is refused and nothing is stored', async ({ page }) => {
  await signIn(page, LOGINS.acmeAdmin, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('The e-mail address or password is incorrect.');
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});

test('a signed-in user opening the login page goes to the dashboard', async ({ page }) => {
  await signInAndWait(page, LOGINS.acmeFinance);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a deep link survives the detour through sign-in', async ({ page }) => {
  await page.goto('/dashboard?from=link');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('E-mail', { exact: true }).fill(LOGINS.acmeAdmin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\?from=link$/);
});

test('the help menu shows the customer success manager, or the generic help card', async ({ page }) => {
  await signInAndWait(page, LOGINS.acmeAdmin);
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.localStorage.clear());

  await signInAndWait(page, LOGINS.acmeFinance);
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('link', { name: /help center/i })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: /chat/i })).toBeVisible();
});

test('on a phone the burger toggles the menu, and a click outside closes it; header and menu say who is signed in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndWait(page, LOGINS.acmeFinance);
  await expect(mainMenu(page)).toBeHidden();
  await expect(page.getByRole('button', { name: /Account menu$/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobileMenu = page.getByRole('navigation', { name: 'Mobile menu' });
  await expect(mobileMenu.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(mobileMenu.getByRole('link', { name: 'Hiring' })).toHaveCount(0);
  await expect(mobileMenu.getByText('Personal Settings')).toBeVisible();
  await expect(mobileMenu.getByText(LOGINS.acmeFinance)).toBeVisible();

  await page.getByRole('heading', { level: 1 }).click();
  await expect(mobileMenu).toBeHidden();
});
