import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOGINS, mailbox, mainMenu, menuItems, openSignedIn, shownToast, storedToken } from './support';

const PASSWORD = 'a-colleague-passphrase-2026';

/** The link of the newest invitation e-mailed to the address, as the dev mailbox shows it. */
async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  const mail = (await mailbox(request)).find((entry) => entry.to === to && entry.subject.startsWith('Join '));
  const link = mail?.text.match(/https?:\/\/\S+\/invitation\/[\w-]+/)?.[0];
  if (!link) throw new Error(`No invitation link was sent to ${to}`);
  return link;
}

async function openInvites(page: Page): Promise<void> {
  await page.goto('/users/invites');
  await expect(page.getByRole('table', { name: 'Invites' })).toBeVisible();
}

test('an admin invites a colleague as Interview; the colleague accepts from the e-mailed link and sees exactly that menu', async ({
  page,
  browser,
}) => {
  const email = `colleague-${Date.now()}@acme.test`;
  await openSignedIn(page, LOGINS.acmeAdmin);
  await openInvites(page);
  await page.getByRole('link', { name: 'Invite user' }).first().click();
  await expect(page).toHaveURL(/\/invite\/create$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Iris');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Interviewer');
  await page.getByRole('button', { name: 'Interview', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Hiring (proposals)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'My Company' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Invoices' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Send invite' }).click();

  await expect(page).toHaveURL(/\/users\/invites$/);
  await expect(shownToast(page, `The invite was sent to ${email}.`)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
  await expect(row.getByRole('cell')).toHaveText([
    email,
    'Iris Interviewer',
    'Interview',
    'Ada Lindqvist',
    /\w+ \d+, \d{4}/,
    /\w+ \d+, \d{4}/,
    /Edit/,
  ]);

  // The colleague opens the link in a browser of their own.
  const link = await invitationLink(page.request, email);
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await colleague.goto(new URL(link).pathname);
  await expect(colleague.getByRole('heading', { level: 1, name: 'Join Acme Robotics' })).toBeVisible();
  await expect(colleague.getByText('Ada Lindqvist invited you to join Acme Robotics')).toBeVisible();
  await expect(colleague.getByText(email)).toBeVisible();
  await colleague.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await colleague.getByLabel('Repeat the password', { exact: true }).fill(PASSWORD);
  await colleague.getByRole('button', { name: 'Accept invitation' }).click();

  await expect(colleague).toHaveURL(/\/dashboard$/);
  const terms = colleague.getByRole('dialog');
  await expect(terms).toBeVisible();
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Submit' }).click();
  await expect(terms).toBeHidden();
  await expect(mainMenu(colleague)).toBeVisible();
  expect(await menuItems(colleague)).toEqual(['Overview', 'Hiring', 'Users', 'My Company']);
  await colleague.getByRole('button', { name: 'Account menu' }).click();
  await expect(colleague.getByRole('menuitem', { name: 'Personal Settings' })).toBeVisible();
  await colleague.keyboard.press('Escape');

  // The link worked once.
  await colleague.goto(new URL(link).pathname);
  await expect(colleague.getByRole('heading', { name: 'This invitation link no longer works' })).toBeVisible();
  await expect(colleague.getByText(/Ask the person who invited you to send a new invitation\./)).toBeVisible();
  await colleagueContext.close();

  // The colleague is a user now: the invite left the list.
  await openInvites(page);
  await expect(page.getByRole('cell', { name: email, exact: true })).toHaveCount(0);
});

test('the admin revokes an invite through the confirmation dialog', async ({ page }) => {
  const email = `revoked-${Date.now()}@acme.test`;
  await openSignedIn(page, LOGINS.acmeAdmin);
  const token = await storedToken(page);
  const created = await page.request.post('/api/client-cabinet/invitations', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, first_name: 'Rex', last_name: 'Revoked', roles: ['invoices', 'contracts', 'my_company'] },
  });
  expect(created.status()).toBe(201);
  const link = await invitationLink(page.request, email);

  await openInvites(page);
  const revoke = page.getByRole('button', { name: `Revoke the invite for ${email}` });
  await revoke.click();
  const dialog = page.getByRole('dialog', { name: `Are you sure you want to delete the invite for ${email}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveText(['Cancel', 'Delete']);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

  await revoke.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(shownToast(page, `The invite for ${email} was deleted.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: email, exact: true })).toHaveCount(0);

  // Its link no longer works.
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'This invitation link no longer works' })).toBeVisible();
});
