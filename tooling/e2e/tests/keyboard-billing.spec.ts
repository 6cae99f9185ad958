import { expect, type Page, test } from '@playwright/test';
import { demoInvoice, invoiceStatus, LOGINS, shownToast, signInByKeyboard, tabTo } from './support';

// Many single key presses, each a round trip: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

// Keyboard only, on demo invoices no other spec uses (README.md, billing demo data):
// INV-2026-0010 (open, USD) is paid by wire, INV-2026-0007 (overdue) by card, and
// INV-2026-0014 (in escrow) has its delivery accepted.

async function openInvoice(page: Page, n: number): Promise<void> {
  await signInByKeyboard(page, LOGINS.acmeAdmin);
  await page.goto(demoInvoice(n).path);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${demoInvoice(n).number}` })).toBeVisible();
}

/** Opens the pay chooser with Enter and chooses a method with the arrow keys, then Continue. */
async function chooseByKeyboard(page: Page, method: RegExp): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('dialog');
  await expect(chooser.getByText('I would like to pay via:')).toBeVisible();
  const radios = chooser.getByRole('radio');
  await tabTo(page, radios.first());
  await page.keyboard.press('Space');
  await expect(radios.first()).toBeChecked();
  const target = chooser.getByRole('radio', { name: method });
  for (let presses = 0; presses < 8 && !(await target.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
  await tabTo(page, chooser.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
}

test('pays an invoice by wire by keyboard: chooser radios with arrows, Continue, Done', async ({ page }) => {
  await openInvoice(page, 10);
  // Escape closes the chooser and gives the focus back to Pay.
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(pay).toBeFocused();

  await chooseByKeyboard(page, /wire|bank transfer/i);
  const wire = page.getByRole('dialog', { name: /: pay/ });
  await expect(wire.getByTestId('wire-billing-details')).toBeVisible();
  // Each detail's copy button is reached and used by keyboard.
  await tabTo(page, wire.getByRole('button', { name: /^Copy / }).first());
  await page.keyboard.press('Enter');
  await expect(shownToast(page, 'Copied')).toBeVisible();
  await tabTo(page, wire.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(invoiceStatus(page)).toHaveText('Open');
});

test('pays an invoice by card by keyboard, tabbing into the sandbox checkout frame', async ({ page }) => {
  await openInvoice(page, 7);
  await chooseByKeyboard(page, /^Credit or debit card/);
  const dialog = page.getByRole('dialog', { name: 'Pay by card' });
  const frame = dialog.getByTitle('Card checkout').contentFrame();
  const cardNumber = frame.getByLabel('Card number');
  await expect(cardNumber).toBeVisible();
  await tabTo(page, cardNumber);
  await page.keyboard.type('4242 4242 4242 4242');
  await tabTo(page, frame.getByLabel('Expiry'));
  await page.keyboard.type('12/39');
  await tabTo(page, frame.getByLabel('CVC'));
  await page.keyboard.type('123');
  await tabTo(page, frame.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');

  const success = page.getByRole('dialog', { name: 'Payment successful! We have sent you the receipt to your email' });
  await expect(success).toBeVisible();
  await tabTo(page, success.getByRole('button', { name: 'Ok' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(invoiceStatus(page)).toHaveText('Paid');
});

test('accepts a delivery by keyboard', async ({ page }) => {
  await openInvoice(page, 14);
  const accept = page.getByRole('button', { name: 'Accept delivery' });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(accept).toHaveCount(0);
  await expect(invoiceStatus(page)).toHaveText('Delivery accepted');
});
