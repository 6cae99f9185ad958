import { expect, test } from '@playwright/test';
import { LOGINS, mainMenu, shownToast, signInByKeyboard, tabTo } from './support';

// Many single key presses, each a round trip: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

// Keyboard only. Globex's GLX-CTR-0002 (awaiting signature, starting in ten days; the contracts
// demo data) is signed here: Acme's two awaiting contracts belong to contracts.spec.ts, and no
// other browser test reads Globex's contracts.
const CONTRACT = 'GLX-CTR-0002';

test('accepts a contract by keyboard', async ({ page }) => {
  await signInByKeyboard(page, LOGINS.globexAdmin);
  await tabTo(page, mainMenu(page).getByRole('link', { name: 'Contracts' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  await tabTo(page, page.getByRole('main').getByRole('link', { name: CONTRACT }));
  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Contract ${CONTRACT}` })).toBeVisible();

  const accept = main.getByRole('button', { name: 'Accept contract' });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Are you sure you want to sign the contract with / });
  await expect(dialog).toBeVisible();
  // Escape leaves it unsigned and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(accept).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Accept contract' }));
  await page.keyboard.press('Enter');
  await expect(shownToast(page, 'Contract signed')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Accept contract' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Signature' })).toBeVisible();
});
