import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOGINS, openSignedIn } from './support';

// Billing › Payment methods of admin@acme.test: Acme keeps the sandbox's test account ending 6789
// (verified) and one ending 4444 (README.md). The accounts this spec adds end 3335 and 0440, which
// no other spec uses.
const PAGE = '/invoices/payment-methods';

function account(page: Page, last4: string): Locator {
  return page.getByRole('listitem', { name: `Bank account •••• ${last4}` });
}

async function addBankAccount(page: Page, accountNumber: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add bank account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a bank account' });
  await dialog.getByLabel('First name').fill('Fiona');
  await dialog.getByLabel('Last name').fill('Chen');
  await dialog.getByLabel('Bank routing number').fill('110000000');
  await dialog.getByLabel('Bank account number').fill(accountNumber);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

test('add an account, see the duplicate refused, verify it, make it default, remove another', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeAdmin, PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Payment methods' })).toHaveAttribute('aria-current', 'page');
  await expect(account(page, '6789')).toContainText('Verified');

  // The account Acme keeps already is refused beside its number.
  const dialog = await addBankAccount(page, '000123456789');
  const accountNumber = dialog.getByLabel('Bank account number');
  await expect(accountNumber).toHaveAccessibleDescription(
    'Your company already has this bank account (•••• 6789). Choose it from the saved bank accounts instead.',
  );
  await expect(accountNumber).toBeFocused();
  await accountNumber.fill('000333333335');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0);
  const added = account(page, '3335');
  await expect(added).toContainText('Waiting for the two deposits');
  await expect(added.getByRole('button', { name: /Make .* default/ })).toHaveCount(0);

  // Verified with its two deposits, a wrong try first, with the keyboard.
  await added.getByRole('button', { name: 'Verify bank account •••• 3335' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify bank account •••• 3335' });
  await verify.getByLabel('Deposit amount 1').fill('11');
  await verify.getByLabel('Deposit amount 2').fill('12');
  await verify.getByLabel('Deposit amount 2').press('Enter');
  await expect(verify.getByText('The amounts do not match the deposits. 2 attempts left.')).toBeVisible();
  await verify.getByLabel('Deposit amount 1').fill('32');
  await verify.getByLabel('Deposit amount 2').fill('45');
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify).toHaveCount(0);
  await expect(added).toContainText('Verified');

  await added.getByRole('button', { name: 'Make default: bank account •••• 3335' }).click();
  await expect(added.getByText('Default', { exact: true })).toBeVisible();
  await expect(account(page, '6789').getByText('Default', { exact: true })).toHaveCount(0);

  // Another account, removed after a confirmation.
  await expect(await addBankAccount(page, '000444440440')).toHaveCount(0);
  const other = account(page, '0440');
  await expect(other).toBeVisible();
  await other.getByRole('button', { name: 'Remove bank account •••• 0440' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove bank account •••• 0440?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(other).toHaveCount(0);

  // What changed is what the server keeps.
  await page.reload();
  await expect(account(page, '3335').getByText('Default', { exact: true })).toBeVisible();
  await expect(account(page, '0440')).toHaveCount(0);
});
