import { expect, test, type Page } from '@playwright/test';
import { LOGINS, openSignedIn } from './support';

function needsAction(page: Page) {
  return page.getByRole('region', { name: 'Needs your action' });
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an admin sees what needs action first, each item leading to where it is done', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeAdmin);
  const card = needsAction(page);
  await expect(card).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('Needs your action');

  const invoices = card.getByRole('region', { name: /^Invoices to pay/ });
  // Overdue first: the first invoice to pay is marked.
  await expect(invoices.getByRole('listitem').first()).toContainText('Overdue');
  await expect(invoices.getByRole('link').first()).toHaveAttribute('href', /^\/invoices\/[0-9a-f-]{36}$/);
  await expect(
    card
      .getByRole('region', { name: /^Deliveries to accept/ })
      .getByRole('link')
      .first(),
  ).toHaveAttribute('href', /^\/invoices\//);
  await expect(
    card
      .getByRole('region', { name: /^Contracts to sign/ })
      .getByRole('link')
      .first(),
  ).toHaveAttribute('href', /^\/contracts\/[0-9a-f-]{36}$/);
  await expect(
    card
      .getByRole('region', { name: /^Proposals to review/ })
      .getByRole('link')
      .first(),
  ).toHaveAttribute('href', /^\/hiring\/rfp\/[0-9a-f-]{36}$/);

  // Spend, at the foot of the page: its figures (a table beside the chart, in each currency of the
  // demo invoices) are built only once the card comes near the viewport.
  const spend = page.getByRole('region', { name: 'Spend' });
  await expect(spend.getByRole('progressbar', { name: 'Loading spend' })).toBeVisible();
  await expect(spend.getByRole('table')).toHaveCount(0);
  await expect(spend.locator('[data-testid^="spend-chart-"]')).toHaveCount(0);
  await spend.scrollIntoViewIfNeeded();
  await expect(spend.getByRole('table', { name: /^Spend in (EUR|GBP|USD) per month$/ })).toBeVisible();
  for (const currency of ['EUR', 'GBP', 'USD']) await expect(spend.getByRole('button', { name: currency })).toBeVisible();
  await expect(spend.locator('[data-testid^="spend-chart-"] svg').first()).toBeVisible();

  // "Next due" is still to come: never an overdue invoice.
  const nextDue = page
    .getByRole('region', { name: 'Invoices' })
    .locator('dt', { hasText: 'Next due' })
    .locator('xpath=following-sibling::dd[1]');
  const dueText = (await nextDue.textContent()) ?? '';
  const due = /due (\w{3} \d{1,2}, \d{4})/.exec(dueText)?.[1];
  if (due) expect(new Date(`${due} 23:59:59`).getTime()).toBeGreaterThanOrEqual(Date.now() - 24 * 60 * 60 * 1000);

  await invoices.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
});

test('an interview user sees no invoices: neither to pay nor spend', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeInterview);
  const card = needsAction(page);
  await expect(card).toBeVisible();
  await expect(card.getByRole('region', { name: /^Proposals to review/ })).toBeVisible();
  await expect(card.getByRole('region', { name: /^Invoices to pay/ })).toHaveCount(0);
  await expect(card.getByRole('region', { name: /^Contracts to sign/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Spend' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Invoices' })).toHaveCount(0);
});

test('the dashboard fits a phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, LOGINS.acmeAdmin);
  await expect(needsAction(page).getByRole('region', { name: /^Invoices to pay/ })).toBeVisible();
  // The spend card's figures are built once it comes near the viewport.
  const spend = page.getByRole('region', { name: 'Spend' });
  await spend.scrollIntoViewIfNeeded();
  await expect(spend.getByRole('table')).toBeVisible();
  await noSidewaysScroll(page);
  // The card clips what sticks out of it, so the page not scrolling is not enough: every column of
  // the figures (the last is Outstanding) is inside the card.
  const [tableRight, cardRight] = await Promise.all([
    spend.getByRole('table').evaluate((table) => table.getBoundingClientRect().right),
    spend.evaluate((card) => card.getBoundingClientRect().right),
  ]);
  expect(tableRight).toBeLessThanOrEqual(cardRight);
});
