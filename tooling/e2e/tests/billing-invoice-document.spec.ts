import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoSidewaysScroll, LOGINS, openDemoInvoice } from './support';

// An invoice as a business document: its page lists what it bills and names both parties, and its
// PDF, read back as a PDF reader reads it, says the same.

/** The whole text of a PDF, each page's runs joined by spaces. */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return { pages: texts.length, text: texts.join(' ').replace(/\s+/g, ' ') };
}

test('the invoice page lists its line items and parties, and its PDF downloads with the same', async ({ page }) => {
  const invoice = await openDemoInvoice(page, LOGINS.acmeFinance, 1);

  const lines = page.getByRole('table', { name: 'Line items' });
  await expect(lines).toBeVisible();
  await expect(lines.getByRole('columnheader')).toHaveText(['Developer or item', 'Period', 'Hours / qty', 'Rate', 'Amount']);
  const rows = lines.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  const amounts = await rows.locator('td:last-child').allTextContents();

  const from = page.getByRole('region', { name: 'From' });
  await expect(from).toContainText('Northwind Dev Studio LLC');
  await expect(from).toContainText('Seattle, WA 98101');
  await expect(from).toContainText('Tax ID: EIN 91-2234871');
  const billTo = page.getByRole('region', { name: 'Bill to' });
  await expect(billTo).toContainText('Acme Robotics, Inc.');
  await expect(billTo).toContainText('PO Box 7731');
  await expect(billTo).toContainText('Tax ID: 94-3187642');
  await expect(page.getByText('PO-2026-0415', { exact: true })).toBeVisible();
  await expect(page.getByText('CC-4100 Engineering', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await pdfText(new Uint8Array(file));
  expect(pdf.text).toContain(invoice.number);
  for (const expected of [
    'Northwind Dev Studio LLC',
    'EIN 91-2234871',
    'Acme Robotics, Inc.',
    'PO Box 7731',
    'PO number',
    'PO-2026-0415',
    'CC-4100 Engineering',
  ]) {
    expect(pdf.text).toContain(expected);
  }
  // Every line's amount, as the PDF writes money: digits and the currency's code.
  for (const amount of amounts) expect(pdf.text).toContain(`${amount.replace(/[^\d.,]/g, '')} USD`);
  expect(pdf.text).toContain(`Page 1 of ${pdf.pages}`);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the line items are stacked rows that fit the phone', async ({ page }) => {
    await openDemoInvoice(page, LOGINS.acmeFinance, 1);
    const lines = page.getByRole('table', { name: 'Line items' });
    await expect(lines).toBeVisible();
    const firstRow = lines.locator('tbody tr').first();
    // A card: its cells one under another (each under its column's label), not side by side.
    await expect(firstRow.locator('td').first()).toHaveCSS('display', 'block');
    const period = await firstRow.locator('td').first().boundingBox();
    const amount = await firstRow.locator('td').last().boundingBox();
    expect(amount?.y ?? 0).toBeGreaterThan(period?.y ?? 0);
    expect(amount?.x).toBe(period?.x);
    await expectNoSidewaysScroll(page);
  });
});
