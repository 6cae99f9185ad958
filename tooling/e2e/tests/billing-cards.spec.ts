import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOGINS, openSignedIn } from './support';

// Billing › Payment methods › Cards of admin@acme.test, saved through the sandbox's card setup page
// (Stripe's test cards). Acme keeps no cards in the demo data; the bank account ending 6789 is its
// default, and is made the default again at the end, as the other specs find it.
const PAGE = '/invoices/payment-methods';

function card(page: Page, label: string): Locator {
  return page.getByRole('listitem', { name: label });
}

/** Add card leaves for the sandbox's setup page; answers the page's form once it is there. */
async function openCardSetup(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add card' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  return page.locator('form#card-setup');
}

async function enterCard(form: Locator, number: string, expiry: string): Promise<void> {
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill(expiry);
  await form.getByLabel('CVC').fill('123');
  // The keyboard submits, as a person would after the last field.
  await form.getByLabel('CVC').press('Enter');
}

test('add a card with 4242, make it the default, remove it', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeAdmin, PAGE);
  await expect(page.getByRole('heading', { name: 'No cards saved yet' })).toBeVisible();

  const form = await openCardSetup(page);
  // An expiry in the past is refused beside its field.
  await enterCard(form, '4242 4242 4242 4242', '01/20');
  await expect(form.getByLabel('Expiry (MM/YY)')).toHaveAccessibleDescription('Your card has expired.');
  await expect(form.getByLabel('Expiry (MM/YY)')).toBeFocused();
  await enterCard(form, '4242 4242 4242 4242', '10/39');

  // Back on the payment methods page, which saved the card.
  await expect(page).toHaveURL(PAGE);
  await expect(page.getByText('Card saved: Visa •••• 4242.')).toBeVisible();
  const visa = card(page, 'Visa •••• 4242');
  await expect(visa).toContainText('Expires 10/2039');

  await visa.getByRole('button', { name: 'Make default: card Visa •••• 4242' }).click();
  await expect(visa.getByText('Default', { exact: true })).toBeVisible();
  const bankAccount = page.getByRole('listitem', { name: 'Bank account •••• 6789' });
  await expect(bankAccount.getByText('Default', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(card(page, 'Visa •••• 4242').getByText('Default', { exact: true })).toBeVisible();

  await card(page, 'Visa •••• 4242').getByRole('button', { name: 'Remove card Visa •••• 4242' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove card Visa •••• 4242?' });
  await expect(confirm).toContainText('stops being the default payment method');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card(page, 'Visa •••• 4242')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No cards saved yet' })).toBeVisible();

  // The bank account is the default again, as the demo data has it.
  await bankAccount.getByRole('button', { name: 'Make default: bank account •••• 6789' }).click();
  await expect(bankAccount.getByText('Default', { exact: true })).toBeVisible();
});

test('a card declined at setup shows its message and saves nothing', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeAdmin, PAGE);
  const form = await openCardSetup(page);
  await enterCard(form, '4000 0000 0000 0002', '11/39');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByRole('link', { name: 'Back to payment methods' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No cards saved yet' })).toBeVisible();
});
