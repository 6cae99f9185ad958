import { expect, test, type Locator, type Page } from '@playwright/test';
import { choosePaymentMethod, invoiceStatus, invoiceTotal, LOGINS, openDemoInvoice, shownToast } from './support';

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

test('wrong deposit amounts are refused with the attempts left, and the account being verified stays selected', async ({ page }) => {
  await openDemoInvoice(page, LOGINS.acmeAdmin, 9);
  await choosePaymentMethod(page, ACH);

  const dialog = achDialog(page);
  const account = dialog.getByRole('combobox', { name: 'Bank account to pay from' });
  await expect(account).toBeVisible();
  await dialog.getByRole('button', { name: 'Verify new bank account' }).click();
  await expect(dialog.getByRole('heading', { name: 'ACH authorization' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await fillBankAccount(dialog, 'Lumen Software Collective');

  // The verify step names the new account (its number also ends 6789, but it is not verified).
  await expect(dialog.getByRole('heading', { name: 'Deposits are made' })).toBeVisible();
  await expect(dialog.getByText('Bank account •••• 6789', { exact: true })).toBeVisible();
  await dialog.getByLabel('Deposit amount 1').fill('11');
  await dialog.getByLabel('Deposit amount 2').fill('22');
  await dialog.getByRole('button', { name: /^Verify & Pay / }).click();

  await expect(shownToast(page, 'The amounts do not match the deposits. 2 attempts left.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Deposits are made' })).toHaveCount(0);
  // Back at the chooser with the same account, not the verified one.
  await expect(account).toHaveText('•••• 6789 (Not verified)');
  await expect(dialog.getByRole('button', { name: 'Complete ACH authorization' })).toBeVisible();

  // Back to its deposits, then closed by the title's button: the payment waits for them.
  await dialog.getByRole('button', { name: 'Complete ACH authorization' }).click();
  await expect(dialog.getByText('Bank account •••• 6789', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(shownToast(page, /^Your payment is saved\./)).toBeVisible();
  await expect(invoiceStatus(page)).toHaveText('ACH verification pending');
  await page.getByRole('button', { name: 'Verify bank account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Deposits are made' })).toBeVisible();
  await expect(dialog.getByText('Bank account •••• 6789', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const timeline = page.getByRole('region', { name: 'Payment timeline' });
  await expect(timeline.getByText('Payment started: Bank transfer (ACH)')).toBeVisible();
  await expect(timeline.getByText('Two deposits sent to bank account •••• 6789 to verify it')).toBeVisible();
  await expect(timeline.getByText('The deposit amounts for bank account •••• 6789 did not match')).toBeVisible();
  await expect(timeline.getByText('The amounts do not match the deposits. 2 attempts left.')).toBeVisible();
});

test('Cancel and the close button end every ACH step before anything is paid', async ({ page }) => {
  // finance@acme.test has no bank account: the flow starts at the authorization intro.
  await openDemoInvoice(page, LOGINS.acmeFinance, 12);
  await choosePaymentMethod(page, ACH);
  const dialog = achDialog(page);
  await expect(dialog.getByRole('heading', { name: 'ACH authorization' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await choosePaymentMethod(page, ACH);
  await expect(dialog.getByRole('heading', { name: 'ACH authorization' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await choosePaymentMethod(page, ACH);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog.getByRole('heading', { name: 'Provide your bank account data' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await choosePaymentMethod(page, ACH);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(invoiceStatus(page)).toHaveText('Open');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
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

  const timeline = page.getByRole('region', { name: 'Payment timeline' });
  await expect(timeline.getByRole('listitem').locator('p:first-child')).toHaveText([
    'Invoice issued',
    'Payment started: Bank transfer (ACH)',
    'Two deposits sent to bank account •••• 6789 to verify it',
    'Status changed to ACH verification pending',
    'Bank account •••• 6789 verified',
    'Payment processing',
    'Payment succeeded',
    'Invoice paid',
  ]);
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
