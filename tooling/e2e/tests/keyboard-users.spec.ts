import { expect, test } from '@playwright/test';
import { LOGINS, shownToast, signInByKeyboard, tabTo, toast } from './support';

// Many single key presses, each a round trip: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

// Keyboard only. The legal user's access is narrowed and restored, so later specs see it as seeded.

test('invites a user by keyboard', async ({ page }) => {
  const email = `keyboard-${Date.now()}@acme.test`;
  await signInByKeyboard(page, LOGINS.acmeAdmin);
  await page.goto('/users/invites');
  await expect(page.getByRole('table', { name: 'Invites' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Invite user' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/invite\/create$/);

  await tabTo(page, page.getByRole('textbox', { name: 'E-mail' }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('textbox', { name: 'First name' }));
  await page.keyboard.type('Kim');
  await tabTo(page, page.getByRole('textbox', { name: 'Last name' }));
  await page.keyboard.type('Keyboard');
  await tabTo(page, page.getByRole('button', { name: 'Interview', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Hiring (proposals)' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Send invite' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/users\/invites$/);
  await expect(shownToast(page, `The invite was sent to ${email}.`)).toBeVisible();
});

test('changes a user’s access by keyboard and restores it', async ({ page }) => {
  await signInByKeyboard(page, LOGINS.acmeAdmin);
  await page.goto('/users/list?q=Leah');
  await tabTo(page, page.getByRole('link', { name: 'Leah Novak' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Leah Novak' })).toBeVisible();
  // The tabs: Tab reaches the selected one, the arrow keys move between them.
  const access = page.getByRole('tab', { name: 'Access' });
  await tabTo(page, page.getByRole('tab', { selected: true }));
  for (let presses = 0; presses < 5 && !(await access.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(access).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/access$/);

  const invoices = page.getByRole('checkbox', { name: 'Invoices' });
  for (const granted of [false, true]) {
    await tabTo(page, invoices);
    await page.keyboard.press('Space');
    if (granted) await expect(invoices).toBeChecked();
    else await expect(invoices).not.toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Save access' }));
    await page.keyboard.press('Enter');
    await expect(shownToast(page, 'The access is saved.')).toBeVisible();
    // The same words again are not shown while this toast is still on screen (no duplicate toasts):
    // the next save's own toast can be seen only once this one has gone.
    await expect(toast(page, 'The access is saved.')).toHaveCount(0);
  }
});
