import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, LOGINS, mainMenu, openSignedIn } from './support';

// My team, a team member, a talent's profile and the service contract terms as Acme's finance user
// (contracts and invoices, no proposals). Reads only: what the demo data puts on Acme's team.

test.describe('My team', () => {
  test('the team from the header, filtered in the URL, to a member, their full profile and back by reload', async ({ page }) => {
    await openSignedIn(page, LOGINS.acmeFinance);
    await mainMenu(page).getByRole('link', { name: 'My team' }).click();
    await expect(page).toHaveURL(/\/my-team$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My team' })).toBeVisible();
    const table = main.getByRole('table', { name: 'Team members' });
    const hannah = table.getByRole('row', { name: /Hannah Becker/ });
    await expect(hannah).toBeVisible();
    await expect(hannah.getByText(/^Ends in \d+ days?$/)).toBeVisible();
    await expect(table.getByRole('row', { name: /Yuki Tanaka/ }).getByText('Notice given')).toBeVisible();
    await expect(main.getByRole('region', { name: 'People on your team' })).toContainText(/\d+/);
    await expect(main.getByRole('region', { name: 'Monthly cost' })).toContainText('$');

    // Controlled by the URL: the box turns once the navigation lands.
    await main.getByRole('checkbox', { name: 'Ending within 30 days' }).click();
    await expect(page).toHaveURL(/\/my-team\?ending=soon$/);
    await expect(table.getByRole('row', { name: /Omar Farouk/ })).toHaveCount(0);
    await page.reload();
    await expect(main.getByRole('checkbox', { name: 'Ending within 30 days' })).toBeChecked();
    await expect(table.getByRole('row', { name: /Hannah Becker/ })).toBeVisible();

    await hannah.getByRole('link', { name: 'Hannah Becker' }).click();
    await expect(page).toHaveURL(/\/my-team\/candidate\/[0-9a-f-]{36}$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Hannah Becker' })).toBeVisible();
    await expect(main.getByRole('table', { name: 'Contracts' }).getByRole('link', { name: 'CTR-2026-0001' })).toHaveAttribute(
      'href',
      /\/contracts\/[0-9a-f-]{36}$/,
    );
    await expect(main.getByRole('list', { name: 'Hours approved per month' }).getByRole('listitem')).toHaveCount(6);
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(main.getByRole('table', { name: 'Invoices' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /\/(invoices|contracts)\//,
    );
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: 'Hannah Becker' })).toBeVisible();

    await main.getByRole('link', { name: 'View full profile' }).click();
    await expect(page).toHaveURL(/\/talent\/[0-9a-f-]{36}$/);
    await expect(main.getByRole('region', { name: 'Experience' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Profile' }).getByText('English level')).toBeVisible();
  });

  test("another company's talent is not found", async ({ page }) => {
    await openSignedIn(page, LOGINS.acmeFinance);
    // Inès Moreau works for Globex (the hiring demo's talent 19).
    await page.goto('/talent/0b7d6a4e-5d1f-4c1e-9a43-4b0000000013');
    await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await page.goto('/my-team/candidate/0b7d6a4e-5d1f-4c1e-9a43-4b0000000013');
    await expect(page.getByRole('heading', { name: 'Team member not found' })).toBeVisible();
  });
});

test.describe('Standard Service Contract Terms', () => {
  test('a user without the contracts role reads the current version and an earlier one by its link', async ({ page }) => {
    await openSignedIn(page, LOGINS.acmeInterview, '/service-contract-terms');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Standard Service Contract Terms' })).toBeVisible();
    await expect(main.getByText('Version 2.0, published Jun 1, 2026')).toBeVisible();
    await expect(main.getByRole('heading', { name: '1. Scope' })).toBeVisible();
    await main.getByRole('navigation', { name: 'Versions of the terms' }).getByRole('link', { name: /^1\.0/ }).click();
    await expect(page).toHaveURL(/\/service-contract-terms\?version=1\.0$/);
    await expect(main.getByText('Version 1.0, published Jan 15, 2025')).toBeVisible();
    await page.reload();
    await expect(main.getByText('Version 1.0, published Jan 15, 2025')).toBeVisible();
  });
});
