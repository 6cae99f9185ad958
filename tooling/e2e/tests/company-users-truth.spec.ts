import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS } from '@portal/api-schema/constants';
import { expectNoSidewaysScroll, LOGINS, openSignedIn, sessionToken } from './support';

/** The id of the demo user who signs in with `email`. */
async function userId(request: APIRequestContext, email: string): Promise<string> {
  const token = await sessionToken(request, email);
  const response = await request.get(API_PATHS.currentUser, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test("another company's user is only not found: no tabs, no user's name, the way back", async ({ page }) => {
  const acmeFinance = await userId(page.request, LOGINS.acmeFinance);
  await openSignedIn(page, LOGINS.globexAdmin, `/users/${acmeFinance}/info`);
  await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to users' }).click();
  await expect(page).toHaveURL(/\/users\/list$/);
});

test("another user's tabs are named as theirs; only one's own page is Personal settings", async ({ page }) => {
  const [admin, finance] = [await userId(page.request, LOGINS.acmeAdmin), await userId(page.request, LOGINS.acmeFinance)];
  await openSignedIn(page, LOGINS.acmeAdmin, `/users/${finance}/info`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Personal settings');
  await expect(page).toHaveTitle('User info · Client Portal');
  for (const [tab, title] of [
    ['Access', 'User access'],
    ['Password', 'User password'],
    ['Disable', 'Disable user'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveTitle(`${title} · Client Portal`);
  }

  await page.goto(`/users/${admin}/info`);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal settings' })).toBeVisible();
  await expect(page).toHaveTitle('Personal settings · Client Portal');
  for (const tab of ['Access', 'Password']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${admin}/${tab.toLowerCase()}$`));
    await expect(page).toHaveTitle('Personal settings · Client Portal');
  }

  // Without the access a tab needs, the refusal names the tab's page.
  await openSignedIn(page, LOGINS.acmeFinance, `/users/${admin}/disable`);
  await expect(page.getByText(/Opening Disable user needs the “Account editor” access/)).toBeVisible();
  await expect(page.getByText(/Personal settings/)).toHaveCount(0);
});

/**
 * Acme's invites, with one more as a company's real ones read: a long address and access that is
 * no group's, besides the demo's.
 */
async function openInvites(page: Page) {
  const token = await sessionToken(page.request, LOGINS.acmeAdmin);
  const created = await page.request.post(API_PATHS.invitations, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      email: `maximilian.oberhauser-${Date.now()}@acme-robotics.test`,
      first_name: 'Maximilian',
      last_name: 'Oberhauser-Lindqvist',
      roles: ['invoices', 'proposals', 'contracts', 'account_editor'],
    },
  });
  expect(created.status()).toBe(201);
  await openSignedIn(page, LOGINS.acmeAdmin, '/users/invites');
  const table = page.getByRole('table', { name: 'Invites' });
  await expect(table.getByRole('button', { name: /^Revoke the invite for / }).first()).toBeVisible();
  return table;
}

type Box = { x: number; y: number; width: number; height: number } | null;

/** `inner`'s box lies within `outer`'s from side to side (to the pixel's rounding). */
function fitsSideways(inner: Box, outer: Box): boolean {
  if (!inner || !outer) return false;
  return inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5;
}

test.describe('the Invites table at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every column fits: the last heading reads in full and no Revoke button is cut off', async ({ page }) => {
    const table = await openInvites(page);
    const container = table.locator('xpath=..');
    const box = await container.boundingBox();
    const lastHeading = table.locator('thead th').last();
    await expect(lastHeading).toHaveText('Actions');
    expect(fitsSideways(await lastHeading.boundingBox(), box)).toBe(true);
    const revokes = table.getByRole('button', { name: /^Revoke the invite for / });
    expect(await revokes.count()).toBeGreaterThan(0);
    for (const revoke of await revokes.all()) expect(fitsSideways(await revoke.boundingBox(), box)).toBe(true);
    // Nothing left to scroll to.
    expect(await container.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('the Invites table at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page does not scroll sideways, and every Revoke button is on the screen', async ({ page }) => {
    const table = await openInvites(page);
    await expectNoSidewaysScroll(page);
    for (const revoke of await table.getByRole('button', { name: /^Revoke the invite for / }).all()) {
      expect(fitsSideways(await revoke.boundingBox(), { x: 0, y: 0, width: 390, height: 844 })).toBe(true);
    }
  });
});
