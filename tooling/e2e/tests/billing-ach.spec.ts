import { expect, test, type Locator, type Page } from '@playwright/test';
import { choosePaymentMethod, invoiceStatus, invoiceTotal, LOGINS, openDemoInvoice, toast } from './support';

// Each test pays its own open dollar invoice of the demo data (README.md): admin@acme.test has a
// verified bank account ending 6789 and a new one ending 4444.
const ACH = 'Bank transfer (ACH)';
const ACH_SUCCESS = 'ACH authorization successful! Now we are processing your payment';

function achDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

function receiptValue(dialog: Locator, term: string): Locator {
  return dialog.getByText(term, { exact: true }).locator('xpath=following-sibling::*[1]');
}

async function fillBankAccount(dialog: Locator, vendorName: string) {
  await expect(dialog.getByRole('heading', { name: 'Provide your bank account data' })).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await dialog.getByLabel('First name').fill('Fiona');
  await dialog.getByLabel('Last name').fill('Chen');
  await dialog.getByLabel('Bank routing number').fill('110000000');
  await dialog.getByLabel('Bank account number').fill('000123456789');
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: new RegExp(`^I authorize ${vendorName} to electronically debit my account`) }).check();
  await submit.click();
}

async function expectAchSuccess(page: Page, vendorName: string, total: string) {
  const success = page.getByRole('dialog', { name: ACH_SUCCESS });
  await expect(success).toBeVisible();
  await expect(receiptValue(success, 'Reference')).toHaveText(/\S+/);
  await expect(receiptValue(success, 'Paid to')).toHaveText(vendorName);
  await expect(receiptValue(success, 'Amount')).toHaveText(total);
  await success.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('an ACH payment with the saved verified account pays right away', async ({ page }) => {
  await openDemoInvoice(page, LOGINS.acmeAdmin, 6);
  const total = await invoiceTotal(page);
  await choosePaymentMethod(page, ACH);

  const dialog = achDialog(page);
  const account = dialog.getByRole('combobox', { name: 'Bank account to pay from' });
  await expect(account).toHaveText('•••• 6789 (Verified)');
  await account.click();
  await expect(page.getByRole('option', { name: '•••• 6789 (Verified)' })).toBeVisible();
  await page.getByRole('option', { name: '•••• 4444 (Not verified)' }).click();
  await expect(dialog.getByRole('button', { name: 'Complete ACH authorization' })).toBeVisible();
  await expect(dialog.getByText('take 1-2 business days')).toBeVisible();
  await account.click();
  await page.getByRole('option', { name: '•••• 6789 (Verified)' }).click();
  await dialog.getByRole('button', { name: 'Proceed to payment details' }).click();

  // A reload would forget this mark: the page must turn Paid while it stays open.
  await page.evaluate(() => Object.assign(window, { openSincePayment: true }));
  await expectAchSuccess(page, 'Northwind Dev Studio', total);
  // The sandbox bank settles the debit a few seconds later, and the open page shows it by itself.
  await expect(invoiceStatus(page)).toHaveText('Paid', { timeout: 20_000 });
  expect(await page.evaluate(() => 'openSincePayment' in window)).toBe(true);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  await expect(page.getByText('ACH verification pending')).toHaveCount(0);
});

test('wrong deposit amounts for a new bank account are refused with the attempts left', async ({ page }) => {
  await openDemoInvoice(page, LOGINS.acmeAdmin, 9);
  await choosePaymentMethod(page, ACH);

  const dialog = achDialog(page);
  await expect(dialog.getByRole('combobox', { name: 'Bank account to pay from' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Verify new bank account' }).click();
  await expect(dialog.getByRole('heading', { name: 'ACH authorization' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await fillBankAccount(dialog, 'Lumen Software Collective');

  await expect(dialog.getByRole('heading', { name: 'Deposits are made' })).toBeVisible();
  await dialog.getByLabel('Deposit amount 1').fill('11');
  await dialog.getByLabel('Deposit amount 2').fill('22');
  await dialog.getByRole('button', { name: /^Verify & Pay / }).click();

  await expect(toast(page, 'The amounts do not match the deposits. 2 attempts left.')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Bank account to pay from' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Deposits are made' })).toHaveCount(0);
});


test('a first ACH payment authorizes a new bank account with its deposits, then pays', async ({ page }) => {
  // finance@acme.test has no bank account yet.
  await openDemoInvoice(page, LOGINS.acmeFinance, 12);
  const total = await invoiceTotal(page);
  await choosePaymentMethod(page, ACH);

  const dialog = achDialog(page);
  await expect(dialog.getByRole('heading', { name: 'ACH authorization' })).toBeVisible();
  await expect(receiptValue(dialog, 'Paid to')).toHaveText('Brightpath Engineering');
  await expect(receiptValue(dialog, 'Amount')).toHaveText(total);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await fillBankAccount(dialog, 'Brightpath Engineering');

  await expect(dialog.getByRole('heading', { name: 'Deposits are made' })).toBeVisible();
  await dialog.getByLabel('Deposit amount 1').fill('32');
  await dialog.getByLabel('Deposit amount 2').fill('45');
  await dialog.getByRole('button', { name: `Verify & Pay ${total}` }).click();

  await expectAchSuccess(page, 'Brightpath Engineering', total);
  await expect(async () => {
    await page.reload();
    await expect(invoiceStatus(page)).toHaveText('Paid', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

test('an ACH payment waiting for its deposits is verified from the invoice page', async ({ page }) => {
  // INV-2026-0005 waits for the deposits of admin@acme.test's account ending 4444.
  await openDemoInvoice(page, LOGINS.acmeAdmin, 5);
  const total = await invoiceTotal(page);
  await expect(invoiceStatus(page)).toHaveText('ACH verification pending');
  await page.getByRole('button', { name: 'Verify bank account' }).click();

  const dialog = achDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Deposits are made' })).toBeVisible();
  await dialog.getByLabel('Deposit amount 1').fill('32');
  await dialog.getByLabel('Deposit amount 2').fill('45');
  await dialog.getByRole('button', { name: `Verify & Pay ${total}` }).click();

  await expectAchSuccess(page, 'Northwind Dev Studio', total);
});
