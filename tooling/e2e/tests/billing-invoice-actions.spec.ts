import { expect, test } from '@playwright/test';
import { invoiceStatus, LOGINS, openDemoInvoice, shownToast } from './support';

test('accepting delivery on the escrow invoice asks first, then changes its status and removes the action', async ({ page }) => {
  const invoice = await openDemoInvoice(page, LOGINS.acmeAdmin, 4);
  const question = `Are you sure you want to accept delivery from Lumen Software Collective on the invoice ${invoice.number}?`;
  await expect(invoiceStatus(page)).toHaveText('In escrow');

  await page.getByRole('button', { name: 'Accept delivery' }).click();
  let dialog = page.getByRole('dialog', { name: 'Accept delivery' });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(invoiceStatus(page)).toHaveText('In escrow');

  await page.getByRole('button', { name: 'Accept delivery' }).click();
  dialog = page.getByRole('dialog', { name: 'Accept delivery' });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(shownToast(page, `Delivery accepted on the invoice ${invoice.number}`)).toBeVisible();
  await expect(invoiceStatus(page)).toHaveText('Delivery accepted');
  await expect(page.getByRole('button', { name: 'Accept delivery' })).toHaveCount(0);

  await page.reload();
  await expect(invoiceStatus(page)).toHaveText('Delivery accepted');
  await expect(page.getByRole('button', { name: 'Accept delivery' })).toHaveCount(0);
});

test('an invoice without payment methods says so and offers only Close', async ({ page }) => {
  await openDemoInvoice(page, LOGINS.acmeAdmin, 3);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('No payment method found. Please contact the site administrator.')).toBeVisible();
  await expect(dialog.getByText('Kestrel Labs')).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expect(dialog.getByRole('button')).toHaveText(['Close']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('paying by wire shows the details of the chosen method with a copy button each, quoting the invoice number, and Done announces the wire', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const invoice = await openDemoInvoice(page, LOGINS.acmeAdmin, 1);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // The chooser's title is the invoice total: $12,400.00 and the 5% platform fee.
  const chooser = page.getByRole('dialog', { name: '$13,020.00' });
  await expect(chooser.getByText('I would like to pay via:')).toBeVisible();
  await expect(chooser.getByText('Northwind Dev Studio')).toBeVisible();
  const continueButton = chooser.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await chooser.getByRole('radio', { name: /^Local bank transfer \(Payoneer\)/ }).check();
  await continueButton.click();

  const wire = page.getByRole('dialog', { name: /^Local bank transfer \(Payoneer\): pay/ });
  await expect(wire).toContainText(`to Northwind Dev Studio, quoting invoice ${invoice.number}`);
  const details = wire.getByTestId('wire-billing-details');
  // A local transfer of a dollar invoice: Payoneer's US receiving account in the vendor's name.
  await expect(details.getByText('Northwind Dev Studio via Payoneer', { exact: true })).toBeVisible();
  await expect(details.getByText('Checking', { exact: true })).toBeVisible();
  await expect(details.getByText(invoice.number, { exact: true })).toBeVisible();
  await expect(wire.getByRole('button', { name: /^Copy / })).toHaveCount(6);
  await wire.getByRole('button', { name: 'Copy Account number' }).click();
  await expect(shownToast(page, 'Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('4017 8890 1234');
  await wire.getByRole('button', { name: 'Copy Reference' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(invoice.number);
  await expect(wire.getByText('we will mark the invoice paid when the transfer arrives, usually in 1-3 business days.')).toBeVisible();
  await wire.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('payment-on-its-way')).toContainText('waiting for the vendor to confirm receipt');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
});
