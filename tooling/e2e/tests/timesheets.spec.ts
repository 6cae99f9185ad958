import { expect, type Page, test } from '@playwright/test';
import { downloadedText, expectNoSidewaysScroll, LOGINS, openSignedIn, shownToast, tabTo } from './support';

// Timesheets under My team as Acme's finance user (contracts and invoices). The demo data holds
// Acme's timesheets in every state: some waiting for review, one queried, some approved (one of
// them automatically). The sandbox's vendor answers a query TIMESHEET_REVISION_DELAY_MS (8 s in this
// stack) after it is sent, by revising the week and submitting it again. Only Acme's timesheets are
// changed here; the XSS spec queries one of Globex's.

const WEEK_LINK = / – /;

function timesheetsTable(page: Page) {
  return page.getByRole('main').getByRole('table', { name: 'Timesheets' });
}

/** The rows of the list (its header row left out). */
function rows(page: Page) {
  return timesheetsTable(page).locator('tbody tr');
}

test('the list under My team: waiting for review first, the filters in the address, the CSV of the filter', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeFinance, '/my-team');
  const main = page.getByRole('main');
  await main.getByRole('tablist', { name: 'My team sections' }).getByRole('tab', { name: 'Timesheets' }).click();
  await expect(page).toHaveURL(/\/my-team\/timesheets$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();

  // Waiting for review first: the first row is to approve, with the day it is approved automatically.
  await expect(rows(page).first()).toContainText('To approve');
  await expect(rows(page).first()).toContainText(/Auto-approves \w{3} \d{1,2}, \d{4}/);
  await expect(main.getByText(/^\d+ timesheets?$/)).toBeVisible();

  // State, in the address and the list; a reload keeps it.
  await main.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\?status=approved$/);
  await expect(rows(page).first()).toContainText('Approved');
  await expect(rows(page).filter({ hasText: 'To approve' })).toHaveCount(0);
  // One of them was approved automatically, as the terms have it.
  await expect(rows(page).filter({ hasText: 'Approved automatically' }).first()).toBeVisible();
  await page.reload();
  await expect(main.getByRole('combobox', { name: 'Status' })).toHaveText('Approved');

  // A developer of the filter's options.
  await main.getByRole('combobox', { name: 'Developer' }).click();
  const developer = page.getByRole('option').nth(1);
  const name = (await developer.innerText()).trim();
  await developer.click();
  await expect(page).toHaveURL(/&talent=[0-9a-f-]{36}$/);
  for (const row of await rows(page).all()) await expect(row).toContainText(name);

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  expect((await downloadedText(file)).trim().split('\n').length).toBeGreaterThan(1);

  await main.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/my-team\/timesheets$/);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
});

test('a timesheet queried, revised by the vendor, then approved: read-only once approved', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, LOGINS.acmeFinance, '/my-team/timesheets?status=submitted');
  const main = page.getByRole('main');
  await rows(page).first().getByRole('link', { name: WEEK_LINK }).click();
  await expect(page).toHaveURL(/\/my-team\/timesheets\/[0-9a-f-]{36}$/);
  await expect(main.getByRole('heading', { level: 1, name: /^Timesheet / })).toBeVisible();
  await expect(main.getByText(/^Approved automatically on .+ \(.+ time\) unless you query it\.$/)).toBeVisible();
  const details = main.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Revision1');
  await expect(main.getByRole('table', { name: 'Hours per day' }).locator('tbody tr')).toHaveCount(8);

  // The query: refused empty, then a reason for the week and for the Monday.
  await main.getByRole('button', { name: 'Query' }).click();
  const dialog = page.getByRole('dialog', { name: 'Query this timesheet' });
  const weekReason = dialog.getByRole('textbox', { name: 'What is wrong with this week?' });
  await expect(weekReason).toBeFocused();
  await dialog.getByRole('button', { name: 'Send query' }).click();
  await expect(dialog.getByText('Say what is wrong with the timesheet')).toBeVisible();
  await weekReason.fill('More hours than we agreed for this week.');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('textbox', { name: /^Reason for Monday/ }).fill('Nobody was working on the Monday morning.');
  await dialog.getByRole('button', { name: 'Send query' }).click();
  await expect(dialog).toBeHidden();
  await expect(shownToast(page, /^Query sent to /)).toBeVisible();
  await expect(main.getByText("Waiting for the vendor's revision")).toBeVisible();
  await expect(main.getByText('Your reason: More hours than we agreed for this week.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const history = main.getByRole('list', { name: 'Timesheet history' });
  await expect(history).toContainText('Nobody was working on the Monday morning.');

  // The vendor's revision arrives as a live change: waiting for review again, revision 2.
  await expect(history.getByText('Revised and resubmitted')).toBeVisible({ timeout: 30_000 });
  await expect(details).toContainText('Revision2');
  await expect(main.getByRole('table', { name: 'Hours per day' })).toContainText('Corrected after your query');

  // Approve: one click, then read-only.
  await main.getByRole('button', { name: 'Approve' }).click();
  await expect(shownToast(page, 'Timesheet approved')).toBeVisible();
  await expect(main.getByText(/^Approved by .+\. Approved timesheets are final/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Query' })).toHaveCount(0);
  await page.reload();
  await expect(main.getByText(/Approved timesheets are final/)).toBeVisible();
  await expect(history.getByText('Approved', { exact: true })).toBeVisible();
});

test('on a phone, by keyboard: two timesheets selected and approved at once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, LOGINS.acmeFinance, '/my-team/timesheets?status=submitted');
  const main = page.getByRole('main');
  const boxes = main.getByRole('checkbox', { name: /^Select the timesheet of / });
  await expect(boxes.first()).toBeVisible();
  expect(await boxes.count()).toBeGreaterThanOrEqual(2);

  // The page's box selects every one, and Clear leaves none.
  await main.getByRole('checkbox', { name: 'Select all timesheets to approve on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected timesheets' });
  await expect(bar.getByRole('status')).toHaveText(`${await boxes.count()} selected`);
  await bar.getByRole('button', { name: 'Clear' }).click();
  await expect(bar).toBeHidden();

  for (const index of [0, 1]) {
    await tabTo(page, boxes.nth(index));
    await page.keyboard.press('Space');
    await expect(boxes.nth(index)).toBeChecked();
  }
  await expect(bar.getByRole('status')).toHaveText('2 selected');
  await tabTo(page, bar.getByRole('button', { name: 'Approve 2 timesheets' }));
  await page.keyboard.press('Enter');
  await expect(shownToast(page, '2 timesheets approved')).toBeVisible();
  await expect(bar).toBeHidden();
  await expectNoSidewaysScroll(page);
});

test("a team member's hours are their approved timesheets', and their card leads to their timesheets", async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeFinance, '/my-team');
  const main = page.getByRole('main');
  await main.getByRole('table', { name: 'Team members' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/my-team\/candidate\/[0-9a-f-]{36}$/);
  const hours = main.getByRole('region', { name: 'Hours approved' });
  await expect(hours.getByRole('list', { name: 'Hours approved per month' }).getByRole('listitem')).toHaveCount(6);
  await expect(hours).toContainText(/[\d.,]+ h approved in total · [\d.,]+ h waiting for approval · [\d.,]+ h billed on invoices/);

  const timesheets = main.getByRole('region', { name: 'Timesheets' });
  await expect(timesheets.getByRole('table', { name: 'Latest timesheets' }).getByRole('link', { name: WEEK_LINK }).first()).toBeVisible();
  await timesheets.getByRole('link', { name: /^(All \d+ timesheets|Open in Timesheets)$/ }).click();
  await expect(page).toHaveURL(/\/my-team\/timesheets\?talent=[0-9a-f-]{36}$/);
  await expect(rows(page).first()).toBeVisible();
});
