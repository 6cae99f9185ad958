import { expect, test } from '@playwright/test';
import { BILLING_TEXTS } from '@portal/api-schema/constants';
import { downloadedText, LOGINS, openDemoInvoice, shownToast } from './support';

// An invoice no other spec changes the references of; the demo company's defaults are Acme's.
const INVOICE = 33;
const PO = 'PO-E2E-7731';
const COST_CENTRE = 'CC 4200/Finance';

test("a finance user sets an invoice's PO number and cost centre, finds it by them in the list and sees them in the CSV", async ({
  page,
}) => {
  const invoice = await openDemoInvoice(page, LOGINS.acmeFinance, INVOICE);
  const references = page.getByRole('region', { name: BILLING_TEXTS.referencesHeading });
  // Until it names its own, the invoice is booked to the company's defaults, and says so.
  await expect(references).toContainText('PO-2026-0415');
  await expect(references).toContainText(BILLING_TEXTS.companyDefault);

  await references.getByRole('button', { name: BILLING_TEXTS.editReferences }).click();
  const dialog = page.getByRole('dialog', { name: BILLING_TEXTS.editReferences });
  await dialog.getByLabel(BILLING_TEXTS.poNumber).fill('<PO>');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use letters, digits, spaces and . / # _ - only.')).toBeVisible();

  await dialog.getByLabel(BILLING_TEXTS.poNumber).fill(PO);
  await dialog.getByLabel(BILLING_TEXTS.costCentre).fill(COST_CENTRE);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(shownToast(page, BILLING_TEXTS.referencesSaved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(references).toContainText(PO);
  await expect(references).toContainText(COST_CENTRE);
  await expect(references).not.toContainText(BILLING_TEXTS.companyDefault);

  // The list, filtered by the PO number (kept in the address), shows that invoice alone, with its PO under its number.
  await page.goto('/invoices');
  await page.getByRole('searchbox', { name: BILLING_TEXTS.poNumber }).fill(PO);
  await expect(page).toHaveURL(/[?&]po_number=PO-E2E-7731(&|$)/);
  const rows = page.getByRole('table', { name: 'Invoices' }).locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link', { name: invoice.number, exact: true })).toBeVisible();
  await expect(rows.first()).toContainText(`PO ${PO}`);
  await expect(page.getByText('1 invoice', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: BILLING_TEXTS.poNumber })).toHaveValue(PO);
  await expect(rows).toHaveCount(1);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const lines = (await downloadedText(await csvDownload))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe('Number,Vendor,Status,Issued on,Due on,Amount,Currency,PO number,Cost centre');
  expect(lines).toHaveLength(2);
  expect(lines[1]?.startsWith(`${invoice.number},`)).toBe(true);
  expect(lines[1]?.endsWith(`,${PO},${COST_CENTRE}`)).toBe(true);

  // Its cost centre finds it too; the company's default cost centre finds the invoices that name none, not this one.
  await page.goto(`/invoices?cost_centre=${encodeURIComponent(COST_CENTRE)}`);
  await expect(rows).toHaveCount(1);
  await page.goto('/invoices?po_number=PO-2026-0415');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ has: page.getByRole('link', { name: invoice.number, exact: true }) })).toHaveCount(0);
});
