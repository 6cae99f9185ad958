import { expect, type Page, test } from '@playwright/test';
import { LOGINS, mainMenu, signInByKeyboard, tabTo } from './support';

// Many single key presses, each a round trip: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

// Keyboard only: Tab, Shift+Tab, Enter, Space, arrows, Escape and typing; never a click.

/** Moves through an open menu with the arrow keys until the item has the focus. */
async function arrowTo(page: Page, item: ReturnType<Page['getByRole']>, key: 'ArrowDown' | 'ArrowUp' = 'ArrowDown'): Promise<void> {
  for (let presses = 0; presses < 15; presses += 1) {
    if (await item.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(item).toBeFocused();
}

test('signs in and logs out through the account menu by keyboard', async ({ page }) => {
  await signInByKeyboard(page, LOGINS.acmeAdmin);

  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await tabTo(page, accountMenu);
  await page.keyboard.press('Enter');
  const logOut = page.getByRole('menuitem', { name: 'Log Out' });
  await expect(logOut).toBeVisible();

  // Escape closes the menu and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(logOut).toBeHidden();
  await expect(accountMenu).toBeFocused();

  await page.keyboard.press('Enter');
  await arrowTo(page, logOut);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
});

test('a skip link leads past the header to the main content', async ({ page }) => {
  await signInByKeyboard(page, LOGINS.acmeAdmin);
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('asks for a password reset by keyboard', async ({ page }) => {
  await page.goto('/login');
  await tabTo(page, page.getByRole('link', { name: /forgot/i }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await tabTo(page, page.getByLabel('E-mail', { exact: true }));
  await page.keyboard.type(LOGINS.acmeFinance);
  await page.keyboard.press('Enter');
  await expect(page.getByText('If an account exists for that address')).toBeVisible();
});

test('the main menu is used by keyboard at 1280 px', async ({ page }) => {
  await signInByKeyboard(page, LOGINS.acmeAdmin);
  // The header stays, so the focus stays on the chosen entry: the next one is a Tab or Shift+Tab away.
  const steps = [
    ['Invoices', /\/invoices$/, false],
    ['Contracts', /\/contracts$/, true],
    ['Users', /\/users\/list$/, false],
  ] as const;
  for (const [name, url, backwards] of steps) {
    await tabTo(page, mainMenu(page).getByRole('link', { name }), { backwards });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url);
  }
  // Shift+Tab reaches a menu entry behind the focus.
  await tabTo(page, mainMenu(page).getByRole('link', { name: 'Overview' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the burger menu is used by keyboard at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByKeyboard(page, LOGINS.acmeAdmin);
  const burger = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, burger);
  await page.keyboard.press('Enter');
  const invoices = page.getByRole('link', { name: 'Invoices' }).last();
  await expect(invoices).toBeVisible();
  await tabTo(page, invoices);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/invoices$/);

  // Escape closes the menu without choosing, and the focus returns to the burger.
  await tabTo(page, burger);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Contracts' }).last()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Contracts' }).last()).toBeHidden();
  await expect(burger).toBeFocused();
});
