import { expect, test, type Locator, type Page } from '@playwright/test';
import { choosePaymentMethod, invoiceStatus, invoiceTotal, LOGINS, openDemoInvoice, openSignedIn, shownToast } from './support';

// Each test pays its own open dollar invoice of the demo data (README.md): Acme keeps a verified
// bank account ending 6789 and a new one ending 4444, which every Acme user with the invoices role
// pays with; Globex keeps none. The sandbox's test bank takes any account number starting 000.
const ACH = 'Bank transfer (ACH)';
const ACH_SUCCESS = 'ACH authorization successful! Now we are processing your payment';

function achDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

function receiptValue(dialog: Locator, term: string): Locator {
  return dialog.getByText(term, { exact: true }).locator('xpath=following-sibling::*[1]');
}

/** Globex's open dollar invoice: Globex keeps no bank account, so its ACH flow starts at the authorization. */
const GLOBEX_INVOICE = { number: 'GLX-2026-0001', path: '/invoices/0b7d6a4e-5d1f-4c1e-9a43-3b0000000001' };

async function fillBankAccount(dialog: Locator, vendorName: string, accountNumber: string) {
  await expect(dialog.getByRole('heading', { name: 'Provide your bank account data' })).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await dialog.getByLabel('First name').fill('Fiona');
  await dialog.getByLabel('Last name').fill('Chen');
  await dialog.getByLabel('Bank routing number').fill('110000000');
  await dialog.getByLabel('Bank account number').fill(accountNumber);
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

test('an account the company already keeps is refused beside its number; another one is added', async ({ page }) => {
  await openDemoInvoice(page, LOGINS.acmeAdmin, 9);
  await choosePaymentMethod(page, ACH);

  const dialog = achDialog(page);
  await dialog.getByRole('button', { name: 'Verify new bank account' }).click();
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  // Acme keeps the test bank's account ending 6789 already.
  await fillBankAccount(dialog, 'Lumen Software Collective', '000123456789');
  const accountNumber = dialog.getByLabel('Bank account number');
  await expect(accountNumber).toHaveAccessibleDescription(
    'Your company already has this bank account (•••• 6789). Choose it from the saved bank accounts instead.',
  );
  await expect(accountNumber).toBeFocused();
  await expect(dialog.getByRole('heading', { name: 'Provide your bank account data' })).toBeVisible();
  await accountNumber.fill('000111111116');
  await expect(accountNumber).not.toHaveAccessibleDescription(/already has/);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('heading', { name: 'Deposits are made' })).toBeVisible();
  await expect(dialog.getByText('Bank account •••• 1116', { exact: true })).toBeVisible();
});

test('wrong deposit amounts are refused with the attempts left, and the account being verified stays selected', async ({ page }) => {
  await openDemoInvoice(page, LOGINS.acmeAdmin, 9);
  // The payment of the test before waits for the deposits of the account ending 1116.
  await expect(invoiceStatus(page)).toHaveText('ACH verification pending');
  await page.getByRole('button', { name: 'Verify bank account' }).click();

  const dialog = achDialog(page);
  const account = dialog.getByRole('combobox', { name: 'Bank account to pay from' });
  await expect(dialog.getByRole('heading', { name: 'Deposits are made' })).toBeVisible();
  await expect(dialog.getByText('Bank account •••• 1116', { exact: true })).toBeVisible();
  await dialog.getByLabel('Deposit amount 1').fill('11');
  await dialog.getByLabel('Deposit amount 2').fill('22');
  await dialog.getByRole('button', { name: /^Verify & Pay / }).click();

  await expect(shownToast(page, 'The amounts do not match the deposits. 2 attempts left.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Deposits are made' })).toHaveCount(0);
  // Back at the chooser with the same account, not the verified one.
  await expect(account).toHaveText('•••• 1116 (Not verified)');
  await expect(dialog.getByRole('button', { name: 'Complete ACH authorization' })).toBeVisible();

  // Back to its deposits, then closed by the title's button: the payment waits for them.
  await dialog.getByRole('button', { name: 'Complete ACH authorization' }).click();
  await expect(dialog.getByText('Bank account •••• 1116', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(shownToast(page, /^Your payment is saved\./)).toBeVisible();
  await expect(invoiceStatus(page)).toHaveText('ACH verification pending');
  await page.getByRole('button', { name: 'Verify bank account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Deposits are made' })).toBeVisible();
  await expect(dialog.getByText('Bank account •••• 1116', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const timeline = page.getByRole('region', { name: 'Payment timeline' });
  await expect(timeline.getByText('Payment started: Bank transfer (ACH)')).toBeVisible();
  await expect(timeline.getByText('Two deposits sent to bank account •••• 1116 to verify it')).toBeVisible();
  await expect(timeline.getByText('The deposit amounts for bank account •••• 1116 did not match')).toBeVisible();
  // The deposits are awaited: nothing was cancelled.
  await expect(timeline.getByText('Payment cancelled')).toHaveCount(0);
  await expect(timeline.getByText('The amounts do not match the deposits. 2 attempts left.')).toBeVisible();
});

test('Cancel and the close button end every ACH step before anything is paid, and cancel its payment', async ({ page }) => {
  await openSignedIn(page, LOGINS.globexAdmin, GLOBEX_INVOICE.path);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${GLOBEX_INVOICE.number}` })).toBeVisible();
  const dialog = achDialog(page);
  // Each payment the dialog started is closed on the timeline, as a card checkout left is.
  const timeline = page.getByRole('region', { name: 'Payment timeline' });
  const cancelled = timeline.getByText('Payment cancelled', { exact: true });
  async function closedWith(button: 'Close' | 'Cancel', times: number) {
    await dialog.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cancelled).toHaveCount(times);
  }

  await choosePaymentMethod(page, ACH);
  await expect(dialog.getByRole('heading', { name: 'ACH authorization' })).toBeVisible();
  await closedWith('Close', 1);

  await choosePaymentMethod(page, ACH);
  await expect(dialog.getByRole('heading', { name: 'ACH authorization' })).toBeVisible();
  await closedWith('Cancel', 2);

  await choosePaymentMethod(page, ACH);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog.getByRole('heading', { name: 'Provide your bank account data' })).toBeVisible();
  await closedWith('Cancel', 3);

  await choosePaymentMethod(page, ACH);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await closedWith('Close', 4);
  await expect(invoiceStatus(page)).toHaveText('Open');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await expect(timeline.getByText('Payment started: Bank transfer (ACH)')).toHaveCount(4);
});

test('a new bank account is authorized with its deposits, then pays', async ({ page }) => {
  // finance@acme.test pays with the accounts Acme keeps, and adds another.
  await openDemoInvoice(page, LOGINS.acmeFinance, 12);
  const total = await invoiceTotal(page);
  await choosePaymentMethod(page, ACH);

  const dialog = achDialog(page);
  await expect(dialog.getByRole('combobox', { name: 'Bank account to pay from' })).toHaveText('•••• 6789 (Verified)');
  await dialog.getByRole('button', { name: 'Verify new bank account' }).click();
  await expect(dialog.getByRole('heading', { name: 'ACH authorization' })).toBeVisible();
  await expect(receiptValue(dialog, 'Paid to')).toHaveText('Brightpath Engineering');
  await expect(receiptValue(dialog, 'Amount')).toHaveText(total);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await fillBankAccount(dialog, 'Brightpath Engineering', '000222222227');

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
    'Two deposits sent to bank account •••• 2227 to verify it',
    'Status changed to ACH verification pending',
    'Bank account •••• 2227 verified',
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
