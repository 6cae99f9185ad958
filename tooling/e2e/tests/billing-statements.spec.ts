import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { demoInvoice, downloadedText, LOGINS, openSignedIn } from './support';

// Paid invoices of Orbital Apps Agency in the demo data: no test pays or changes them.
const ORBITAL = 'Orbital Apps Agency';
const ORBITAL_PAID = [demoInvoice(20).number, demoInvoice(25).number];

function statementLines(page: Page) {
  return page.getByRole('table', { name: 'Statement lines' }).locator('tbody').getByRole('row');
}

function agingRows(page: Page) {
  return page.getByRole('table', { name: 'Aging' }).locator('tbody').getByRole('row');
}

/** The closing balance the screen shows, as a plain decimal ('€1,234.50' is '1234.50'). */
async function shownClosingBalance(page: Page): Promise<string> {
  const text = await page.locator('dt', { hasText: 'Closing balance' }).locator('xpath=following-sibling::dd').textContent();
  return (text ?? '').replace(/[^\d.-]/g, '');
}

interface ZipEntry {
  name: string;
  data: Buffer;
}

/**
 * The entries of a ZIP file whose files are stored as they are, from its central directory (the
 * archive's own index): each entry's name, and its bytes found through its local header.
 */
async function zipEntries(download: Download): Promise<ZipEntry[]> {
  const zip = await readFile(await download.path());
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, data: zip.subarray(dataStart, dataStart + size) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

test('the statement of account: its lines, balances and aging on screen, a period and currency kept in the address, as PDF and CSV', async ({
  page,
}) => {
  await openSignedIn(page, LOGINS.acmeAdmin, '/invoices');
  await page.getByRole('tab', { name: 'Statements' }).click();
  await expect(page).toHaveURL(/\/invoices\/statements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  await expect(statementLines(page).first()).toBeVisible();

  // A year of the demo's invoices, in euros.
  await page.getByLabel('From').fill('2026-01-01');
  await expect(page).toHaveURL(/[?&]from=2026-01-01(&|$)/);
  await page.getByLabel('To', { exact: true }).fill('2026-12-31');
  await expect(page).toHaveURL(/[?&]to=2026-12-31(&|$)/);
  await page.getByRole('combobox', { name: 'Currency' }).click();
  // The demo company's invoices are in three currencies.
  await expect(page.getByRole('option')).toHaveCount(3);
  await page.getByRole('option', { name: 'EUR', exact: true }).click();
  await expect(page).toHaveURL(/[?&]currency=EUR(&|$)/);
  await expect(page.getByRole('heading', { name: 'EUR statement, Jan 1, 2026 to Dec 31, 2026' })).toBeVisible();

  const statementUrl = page.url();
  await page.reload();
  expect(page.url()).toBe(statementUrl);
  await expect(page.getByLabel('From')).toHaveValue('2026-01-01');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('2026-12-31');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveText('EUR');

  // The lines run from the opening to the closing balance; the aging lists every bucket and its total.
  await expect(statementLines(page).first().getByRole('cell').nth(2)).toHaveText('Opening balance');
  await expect(statementLines(page).last().getByRole('cell').nth(2)).toHaveText('Closing balance');
  expect(await statementLines(page).count()).toBeGreaterThan(2);
  await expect(agingRows(page).locator('td:first-child')).toHaveText([
    'Current',
    '1-30 days',
    '31-60 days',
    '61-90 days',
    'Over 90 days',
    'Total',
  ]);
  const closing = await shownClosingBalance(page);
  expect(closing).toMatch(/^\d+\.\d{2}$/);
  await expect(agingRows(page).last().getByRole('cell').last()).toContainText(
    Number(closing).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('statement-EUR-2026-01-01-to-2026-12-31.csv');
  const rows = (await downloadedText(csv))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(rows[0]).toEqual(['Date', 'Type', 'Document', 'Description', 'Charge', 'Credit', 'Balance', 'Currency']);
  expect(rows[1]?.slice(0, 2)).toEqual(['2026-01-01', 'Opening balance']);
  const closingRow = rows.find((row) => row[1] === 'Closing balance');
  expect(closingRow?.[6]).toBe(closing);
  expect(rows.at(-1)?.slice(1, 4)).toEqual(['Outstanding', '', 'Total']);
  expect(rows.at(-1)?.[6]).toBe(closing);
  expect(rows.slice(2).every((row) => row.at(-1) === 'EUR')).toBe(true);

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('statement-EUR-2026-01-01-to-2026-12-31.pdf');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A period that ends before it starts is told beside To and not asked for.
  await page.getByLabel('To', { exact: true }).fill('2025-12-31');
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  await expect(page.getByRole('table', { name: 'Statement lines' })).toHaveCount(0);
});

test('Download PDFs: a ZIP holding the PDF of each invoice the filters match, named by its number', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeAdmin, '/invoices');
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: /^Vendor/ }).click();
  await page.getByRole('option', { name: ORBITAL, exact: true }).click();
  await expect(page).toHaveURL(/[?&]vendor=[\w-]+/);
  await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody').getByRole('row')).toHaveCount(ORBITAL_PAID.length);

  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDFs' }).click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await zipEntries(zip);
  expect(entries.map((entry) => entry.name).sort()).toEqual(ORBITAL_PAID.map((number) => `${number}.pdf`).sort());
  for (const entry of entries) expect(entry.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
