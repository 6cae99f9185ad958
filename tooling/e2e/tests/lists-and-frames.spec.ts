import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll, LOGINS, mainMenu, openSignedIn, toast } from './support';

// How lists and the page frame hold up: tables as cards on a phone and within the frame on a
// laptop, a failed load's toast beside its Try again, and an unknown address with and without a
// session. Reads only.

const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
const AMOUNT = /\d\.\d{2}/;

/** Whether the element lies inside the viewport's width, so it is read without scrolling sideways. */
async function expectWithinWidth(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** The table's frame scrolls no content out of sight sideways. */
async function expectTableFits(table: Locator): Promise<void> {
  await expect
    .poll(() => table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth))
    .toBeLessThanOrEqual(0);
}

test.describe('lists on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the invoices show each invoice as a card whose dates, status and total are in sight', async ({ page }) => {
    await openSignedIn(page, LOGINS.acmeFinance, '/invoices');
    const table = page.getByRole('table', { name: 'Invoices' });
    const card = table.locator('tbody tr').first();
    await expect(card.getByRole('link', { name: /^INV-/ })).toBeVisible();
    const cells = card.locator('td, th');
    // Number, Vendor, Issued, Due, Status, Total.
    await expect(cells.nth(2)).toHaveText(DATE);
    await expect(cells.nth(3)).toHaveText(DATE);
    await expect(cells.nth(4)).not.toBeEmpty();
    await expect(cells.nth(5)).toHaveText(AMOUNT);
    for (const index of [0, 2, 3, 4, 5]) await expectWithinWidth(page, cells.nth(index));
    await expectTableFits(table);
    await expectNoSidewaysScroll(page);
  });

  test('the contracts show each contract as a card whose rate, dates and status are in sight', async ({ page }) => {
    await openSignedIn(page, LOGINS.acmeFinance, '/contracts');
    const table = page.getByRole('table', { name: 'Contracts' });
    const card = table.locator('tbody tr').first();
    await expect(card.getByRole('link', { name: /^CTR-/ })).toBeVisible();
    const cells = card.locator('td, th');
    // Number, Talent, Vendor, Role, Rate, Start, End, Status.
    await expect(cells.nth(4)).toHaveText(AMOUNT);
    await expect(cells.nth(5)).toHaveText(DATE);
    await expect(cells.nth(7)).not.toBeEmpty();
    for (const index of [0, 4, 5, 6, 7]) await expectWithinWidth(page, cells.nth(index));
    await expectTableFits(table);
    await expectNoSidewaysScroll(page);
  });
});

test('at 1280 px the requests table fits its frame, every column in sight', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, LOGINS.acmeAdmin, '/hiring/rfp');
  const table = page.getByRole('table', { name: 'Requests' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expectTableFits(table);
  for (const heading of await table.getByRole('columnheader').all()) await expectWithinWidth(page, heading);
  await expectNoSidewaysScroll(page);
});

test("a list that fails to load shows the server's message as a toast beside its Try again", async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeFinance);
  const message = 'The invoices are being moved; try again in a minute.';
  const invoicesList = (url: URL) => url.pathname === '/api/client-cabinet/invoices';
  await page.route(invoicesList, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ data: { message } }) }),
  );
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'The invoices could not be loaded.' })).toBeVisible();
  await expect(toast(page, message)).toHaveCount(1);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'The invoices could not be loaded.' })).toBeVisible();
  await expect(toast(page, message)).toHaveCount(1);

  await page.unroute(invoicesList);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
});

test.describe('an unknown address', () => {
  test('signed in: the page says so inside the main layout, header and menu kept', async ({ page }) => {
    await openSignedIn(page, LOGINS.acmeAdmin, '/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Invoices' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
    await mainMenu(page).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/invoices$/);
  });

  test('signed out: the bare page with the way to login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to login' })).toBeVisible();
  });
});

test('a page opened while offline keeps the header, says the connection was lost, and loads once back online', async ({
  page,
  context,
}) => {
  await openSignedIn(page, LOGINS.acmeAdmin);
  await expect(mainMenu(page)).toBeVisible();
  await context.setOffline(true);
  await mainMenu(page).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The connection was lost' })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByText(/has been reported/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Still offline: the page loads as soon as the connection is back.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page).toHaveURL(/\/invoices/);
});

const MENU_CHUNK = /mobile-menu[^/]*\.js$/;

/**
 * Resolves once the menu's chunk has arrived and no script has been asked for during a quiet
 * second: the chunk alone is not the menu, which also needs the chunks it imports, and the browser
 * asks for those only once it has parsed the chunk, a moment that a busy machine stretches.
 */
function menuCodeFetched(page: Page): Promise<void> {
  const QUIET_MS = 1_000;
  const pending = new Set<string>();
  let menuArrived = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(quiet);
      if (menuArrived && pending.size === 0) quiet = setTimeout(resolve, QUIET_MS);
    };
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.add(request.url());
      clearTimeout(quiet);
    });
    const done = (request: { url(): string }) => {
      pending.delete(request.url());
      if (MENU_CHUNK.test(request.url())) menuArrived = true;
      settle();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}

test('on a phone the menu opens offline too, and a page opened from it says the connection was lost', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const menuFetched = menuCodeFetched(page);
  await openSignedIn(page, LOGINS.acmeAdmin);
  await menuFetched;
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile menu' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The connection was lost' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await context.setOffline(false);
});

test('on a phone, a menu whose code cannot be fetched says so inside the header and opens on Try again', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(MENU_CHUNK, (route) => route.abort('internetdisconnected'));
  await openSignedIn(page, LOGINS.acmeAdmin);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The menu could not be loaded. Check your connection and try again.' }),
  ).toBeVisible();
  // The page and its header stay.
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();

  await page.unroute(MENU_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile menu' }).getByRole('link', { name: 'Invoices' })).toBeVisible();
});
