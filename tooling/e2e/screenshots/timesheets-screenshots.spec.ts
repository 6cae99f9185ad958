import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { LOGINS, openSignedIn } from '../tests/support';

// Timesheets under My team as Acme's finance user, on fresh demo data: the list; one timesheet
// queried (the dialog, then waiting for the vendor), revised by the sandbox's vendor and approved;
// one approved automatically; a team member's hours beside their timesheets. Each at 1280 px
// (-desktop) and 390 px (-phone): the same state, the window narrowed. TIMESHEET_REVISION_DELAY_MS
// must be short (10 s by default).
const OUT_DIR = process.env.SCREENSHOTS_DIR ?? '';

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // A whole page is shot from its top, so that the sticky header stays where it belongs.
  if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT_DIR, `${name}-desktop.png`), animations: 'disabled', ...options });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT_DIR, `${name}-phone.png`), animations: 'disabled', ...options });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const rows = (page: Page) => page.getByRole('main').getByRole('table', { name: 'Timesheets' }).locator('tbody tr');

test('timesheets-list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, LOGINS.acmeFinance, '/my-team/timesheets');
  await expect(rows(page).first()).toContainText('To approve');
  await shoot(page, 'timesheets-list');
});

test('timesheet-query, -queried, -revised and -approved', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, LOGINS.acmeFinance, '/my-team/timesheets?status=submitted');
  await rows(page).first().getByRole('link', { name: / – / }).click();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Query' }).click();
  const dialog = page.getByRole('dialog', { name: 'Query this timesheet' });
  await dialog.getByRole('textbox', { name: 'What is wrong with this week?' }).fill('More hours than we agreed for this week.');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('textbox', { name: /^Reason for Monday/ }).fill('Nobody was working on the Monday morning.');
  await shoot(page, 'timesheet-query');

  await dialog.getByRole('button', { name: 'Send query' }).click();
  await expect(main.getByText("Waiting for the vendor's revision")).toBeVisible();
  await shoot(page, 'timesheet-queried', { fullPage: true });

  const history = main.getByRole('list', { name: 'Timesheet history' });
  await expect(history.getByText('Revised and resubmitted')).toBeVisible({ timeout: 60_000 });
  await shoot(page, 'timesheet-revised', { fullPage: true });

  await main.getByRole('button', { name: 'Approve' }).click();
  await expect(main.getByText(/Approved timesheets are final/)).toBeVisible();
  await shoot(page, 'timesheet-approved', { fullPage: true });
});

test('timesheet-auto-approved', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, LOGINS.acmeFinance, '/my-team/timesheets?status=approved');
  await rows(page).filter({ hasText: 'Approved automatically' }).first().getByRole('link', { name: / – / }).click();
  await expect(page.getByRole('main').getByRole('list', { name: 'Timesheet history' })).toContainText('Approved automatically');
  await shoot(page, 'timesheet-auto-approved', { fullPage: true });
});

test("team-member-hours and the same member's approved timesheets", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, LOGINS.acmeFinance, '/my-team');
  const main = page.getByRole('main');
  await main
    .getByRole('table', { name: 'Team members' })
    .getByRole('link', { name: /Hannah Becker/ })
    .first()
    .click();
  const hours = main.getByRole('region', { name: 'Hours approved' });
  await expect(hours).toContainText(/h approved in total/);
  await expect(main.getByRole('table', { name: 'Latest timesheets' })).toBeVisible();
  await shoot(page, 'team-member-hours', { fullPage: true });

  const talent = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.goto(`/my-team/timesheets?talent=${talent}&status=approved`);
  await expect(rows(page).first()).toContainText('Approved');
  await shoot(page, 'team-member-approved-timesheets', { fullPage: true });
});
