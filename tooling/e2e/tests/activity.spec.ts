import { expect, type Page, test } from '@playwright/test';
import { downloadedText, LOGINS, openSignedIn, storedToken } from './support';

// A viewer away from UTC: the page shows, filters and exports the log in their own time zone.
const TIME_ZONE = 'America/New_York';
test.use({ timezoneId: TIME_ZONE });

const CSV_HEADER = `Time (${TIME_ZONE}),Time (UTC),Person,E-mail,Action,Category,Subject type,Subject,Subject id,Client address,Details`;

function activityRows(page: Page) {
  return page.getByRole('table', { name: 'Activity' }).locator('tbody').getByRole('row');
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${select}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Today in the viewer's time zone, as a date field takes it. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

test("an admin filters the company's activity log, pages it and exports the same filters as CSV", async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeAdmin, '/company/activity');
  await expect(page.getByRole('heading', { level: 2, name: 'Activity log' })).toBeVisible();
  await expect(page.getByText(`Times and dates are in ${TIME_ZONE}.`)).toBeVisible();
  // The demo's week: the disabled user, disabled by the admin, among others.
  await expect(activityRows(page).first()).toBeVisible();
  await choose(page, 'Action', 'User disabled');
  await expect(page).toHaveURL(/[?&]action=user\.disabled(&|$)/);
  const disabled = activityRows(page).filter({ hasText: 'Dana Whitfield' });
  await expect(disabled).toHaveCount(1);
  await expect(disabled.getByRole('cell').nth(1)).toContainText('Ada Lindqvist');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/company\/activity$/);

  // Farid's sign-ins and their failures: person, then category, then action.
  await choose(page, 'Person', 'Farid Haddad');
  await expect(page).toHaveURL(/[?&]person=[\w-]+/);
  await choose(page, 'Category', 'Sign-in and account');
  await choose(page, 'Action', 'Sign-in failed');
  await expect(page).toHaveURL(/[?&]category=account&action=auth\.login_failed(&|$)/);
  const failed = activityRows(page);
  await expect(failed.first()).toContainText('Wrong password');
  for (const row of await failed.all()) {
    await expect(row.getByRole('cell').nth(1)).toContainText('Farid Haddad');
    await expect(row.getByRole('cell').nth(2)).toContainText('Sign-in failed');
  }

  // A period of today only, in the viewer's zone: Ada has just signed in.
  await choose(page, 'Person', 'Ada Lindqvist');
  await choose(page, 'Action', 'Signed in');
  await page.getByLabel('From', { exact: true }).fill(today());
  await page.getByLabel('To', { exact: true }).fill(today());
  await expect(page).toHaveURL(new RegExp(`from=${today()}&to=${today()}`));
  const todays = activityRows(page);
  const day = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, dateStyle: 'medium' }).format(new Date());
  // The list keeps the rows of the previous filters until the new ones arrive: wait until no row is
  // of another day before reading them one by one.
  await expect(todays.filter({ has: page.locator('td:first-child', { hasNotText: day }) })).toHaveCount(0);
  await expect(todays.first()).toBeVisible();
  for (const row of await todays.all()) await expect(row.getByRole('cell').first()).toContainText(day);

  // The filters live in the URL: a reload shows the same list.
  const filtered = page.url();
  await page.reload();
  expect(page.url()).toBe(filtered);
  await expect(page.getByRole('combobox', { name: /^Person/ })).toHaveText('Ada Lindqvist');
  await expect(page.getByRole('combobox', { name: /^Action/ })).toHaveText('Signed in');
  await expect(activityRows(page).first()).toBeVisible();

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await csvDownload;
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await downloadedText(download))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines.length).toBe((await activityRows(page).count()) + 1);
  for (const line of lines.slice(1)) {
    expect(line.startsWith(today())).toBe(true);
    expect(line).toContain(',Ada Lindqvist,admin@acme.test,Signed in,Sign-in and account,');
  }

  // Every page of the whole log, one after the other, never shows Globex.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(activityRows(page).first()).toBeVisible();
  const everything = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const all = await downloadedText(await everything);
  expect(all).toContain('Ada Lindqvist');
  expect(all).not.toContain('globex');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]after=/);
  await expect(activityRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
});

test('finance@acme.test, not an admin, neither sees the log nor reads it from the API', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeFinance, '/company/activity');
  await expect(page.getByRole('heading', { name: 'You don’t have access to this page' })).toBeVisible();
  await expect(page.getByText('Activity log is only available to administrators of your company')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Activity' })).toHaveCount(0);

  const token = await storedToken(page);
  for (const path of ['/api/client-cabinet/company/activity', '/api/client-cabinet/company/activity/export.csv']) {
    const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(403);
  }
});
