import { expect, test, type Page } from '@playwright/test';
import { demoInvoice, downloadedText, LOGINS, openSignedIn } from './support';

// Paid invoices of Orbital Apps Agency in the demo data: no test pays or changes them.
const ORBITAL = 'Orbital Apps Agency';
const ORBITAL_PAID = [demoInvoice(20).number, demoInvoice(25).number];
const CSV_HEADER = 'Number,Vendor,Status,Issued on,Due on,Amount,Currency,PO number,Cost centre';

function invoiceRows(page: Page) {
  return page.getByRole('table', { name: 'Invoices' }).locator('tbody').getByRole('row');
}

async function expectOrbitalPaidRows(page: Page) {
  const rows = invoiceRows(page);
  await expect(rows).toHaveCount(ORBITAL_PAID.length);
  for (const number of ORBITAL_PAID) {
    await expect(rows.filter({ has: page.getByRole('link', { name: number, exact: true }) })).toHaveCount(1);
  }
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(1)).toHaveText(ORBITAL);
    await expect(row.getByRole('cell').nth(4)).toHaveText('Paid');
  }
}

async function chooseOption(page: Page, select: RegExp, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('invoices filtered by status and vendor keep their filters in the URL, export them as CSV and open by keyboard', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeAdmin);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(invoiceRows(page).first()).toBeVisible();

  await chooseOption(page, /^Status/, 'Paid');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]status=paid(&|$)/);
  await chooseOption(page, /^Vendor/, ORBITAL);
  await expect(page).toHaveURL(/[?&]vendor=[\w-]+/);
  const filteredUrl = page.url();
  await expectOrbitalPaidRows(page);

  await page.reload();
  expect(page.url()).toBe(filteredUrl);
  await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText('Paid');
  await expect(page.getByRole('combobox', { name: /^Vendor/ })).toHaveText(ORBITAL);
  await expectOrbitalPaidRows(page);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = (await downloadedText(await csvDownload)).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toBe(CSV_HEADER);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual([...ORBITAL_PAID].sort());

  const first = demoInvoice(20);
  await page.getByRole('link', { name: first.number, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${first.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${first.number}` })).toBeVisible();

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await downloadedText(pdf)).startsWith('%PDF')).toBe(true);
});

test('a later page of invoices survives a reload, and Back returns to the page before', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeAdmin, '/invoices');
  const firstNumber = () => invoiceRows(page).first().getByRole('link').first().textContent();
  await expect(invoiceRows(page).first()).toBeVisible();
  const pageOneFirst = await firstNumber();

  await page.getByRole('navigation', { name: 'Invoice pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]after=[\w-]+/);
  await expect(invoiceRows(page).first().getByRole('link').first()).not.toHaveText(pageOneFirst ?? '');
  const pageTwoUrl = page.url();
  const pageTwoFirst = await firstNumber();

  await page.reload();
  expect(page.url()).toBe(pageTwoUrl);
  await expect(invoiceRows(page).first().getByRole('link').first()).toHaveText(pageTwoFirst ?? '');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();

  await page.goBack();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(invoiceRows(page).first().getByRole('link').first()).toHaveText(pageOneFirst ?? '');
});
