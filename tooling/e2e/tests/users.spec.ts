import { expect, type Page, test } from '@playwright/test';
import { LOGINS, mailbox, mainMenu, menuItems, openSignedIn, shownToast } from './support';

// The legal demo user's access is changed and restored here: later specs see the demo data as seeded.
// Two browsers, two sign-ins and five saved changes in one test: room for a loaded machine.
test.describe.configure({ timeout: 60_000 });
const LEGAL_MENU = ['Overview', 'My team', 'Contracts', 'Invoices', 'Users', 'My Company'];
const NARROWED_MENU = ['Overview', 'My team', 'Contracts', 'Users', 'My Company'];

async function openLegalUser(page: Page, tab: 'Access' | 'Disable' | 'Info') {
  await mainMenu(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users\/list$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill('Leah');
  await expect(page).toHaveURL(/\?q=Leah$/);
  await page.getByRole('link', { name: 'Leah Novak' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leah Novak' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

async function setInvoicesRole(page: Page, granted: boolean) {
  const invoices = page.getByRole('checkbox', { name: 'Invoices' });
  await invoices.setChecked(granted);
  await page.getByRole('button', { name: 'Save access' }).click();
  await expect(shownToast(page, 'The access is saved.')).toBeVisible();
}

test('an account editor narrows a colleague’s access and disables them; the colleague’s open pages follow', async ({ page, browser }) => {
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  try {
    await openSignedIn(colleague, LOGINS.acmeLegal);
    await expect(mainMenu(colleague)).toBeVisible();
    expect(await menuItems(colleague)).toEqual(LEGAL_MENU);

    await openSignedIn(page, LOGINS.acmeAdmin);
    await openLegalUser(page, 'Access');
    await setInvoicesRole(page, false);

    // The colleague's next navigation shows the narrowed menu.
    await mainMenu(colleague).getByRole('link', { name: 'Users' }).click();
    await expect(colleague).toHaveURL(/\/users\/list$/);
    await expect.poll(() => menuItems(colleague)).toEqual(NARROWED_MENU);

    await page.getByRole('tab', { name: 'Disable' }).click();
    await page.getByRole('button', { name: 'Disable user' }).click();
    const disable = page.getByRole('dialog', { name: 'Disable Leah Novak?' });
    await expect(disable).toContainText('will no longer be able to log in or use the features');
    await disable.getByRole('button', { name: 'Disable' }).click();
    await expect(shownToast(page, 'Leah Novak is disabled.')).toBeVisible();

    // The colleague's open page: its next request ends at Login.
    await mainMenu(colleague).getByRole('link', { name: 'Overview' }).click();
    await expect(colleague).toHaveURL(/\/login/);

    await page.getByRole('button', { name: 'Enable user' }).click();
    const enable = page.getByRole('dialog', { name: 'Enable Leah Novak?' });
    await expect(enable).toContainText('will be able to log in and use the features again');
    await enable.getByRole('button', { name: 'Enable' }).click();
    await expect(shownToast(page, 'Leah Novak is enabled again.')).toBeVisible();
    await page.getByRole('tab', { name: 'Access' }).click();
    await setInvoicesRole(page, true);

    await openSignedIn(colleague, LOGINS.acmeLegal);
    await expect(mainMenu(colleague)).toBeVisible();
    expect(await menuItems(colleague)).toEqual(LEGAL_MENU);
  } finally {
    await colleagueContext.close();
  }
});

test('a new e-mail address changes nothing until the link sent to it is opened', async ({ page, request }) => {
  const newAddress = `leah.novak.${Date.now()}@acme.test`;
  await openSignedIn(page, LOGINS.acmeLegal);

  async function changeAddress(to: string) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Personal Settings' }).click();
    const email = page.getByLabel(/^E-mail/);
    await email.fill(to);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: `New e-mail address ${to} waits for confirmation` })).toBeVisible();
  }

  async function openLinkSentTo(to: string) {
    await expect.poll(async () => (await mailbox(request)).some((mail) => mail.to === to)).toBe(true);
    const mail = (await mailbox(request)).find((entry) => entry.to === to && entry.subject === 'Confirm your new e-mail address');
    const link = mail?.text.match(/https?:\/\/\S+\/confirm-email\/\S+/)?.[0] ?? '';
    await page.goto(new URL(link).pathname);
    await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
    await expect(page.getByRole('status')).toContainText(`Your e-mail address is now ${to}.`);
  }

  await changeAddress(newAddress);
  // The old address still is the account's, and was told.
  await expect(page.getByRole('main').getByText(LOGINS.acmeLegal).first()).toBeVisible();
  expect((await mailbox(request)).some((mail) => mail.to === LOGINS.acmeLegal && mail.text.includes(newAddress))).toBe(true);
  await openLinkSentTo(newAddress);

  // Back to the seeded address, the same way.
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await changeAddress(LOGINS.acmeLegal);
  await openLinkSentTo(LOGINS.acmeLegal);
});
