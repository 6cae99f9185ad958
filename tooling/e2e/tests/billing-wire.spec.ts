import { expect, test } from '@playwright/test';
import { invoiceStatus, LOGINS, openDemoInvoice, shownToast } from './support';

// INV-2026-0008 (overdue, pounds, Kestrel Labs) is paid by the product's wire here and nowhere
// else. The browser tests' API confirms an announced wire WIRE_CONFIRM_DELAY_MS (8 s) later.
const CONFIRMED_WITHIN = 30_000;

test('a wire announced with Done is on its way on the invoice and its timeline, then confirmed by the vendor', async ({ page }) => {
  test.setTimeout(60_000);
  const invoice = await openDemoInvoice(page, LOGINS.acmeFinance, 8);
  await expect(invoiceStatus(page)).toHaveText('Overdue');

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: /^£/ });
  await chooser.getByRole('radio', { name: /^Wire transfer/ }).check();
  await chooser.getByRole('button', { name: 'Continue' }).click();

  // The vendor's own bank for the product's wire, and the invoice number as the one reference.
  const wire = page.getByRole('dialog', { name: /^Wire transfer: pay/ });
  await expect(wire).toContainText(`to Kestrel Labs, quoting invoice ${invoice.number}`);
  const details = wire.getByTestId('wire-billing-details');
  await expect(details.getByText('DEUTDEFF', { exact: true })).toBeVisible();
  await expect(details.getByText(invoice.number, { exact: true })).toBeVisible();
  await wire.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(shownToast(page, /the wire is on its way/)).toBeVisible();

  // On its way: the notice, the timeline, no other payment; the status stays until it is confirmed.
  const notice = page.getByTestId('payment-on-its-way');
  await expect(notice).toContainText('Payment on its way');
  await expect(notice).toContainText(/Wire announced on .+: £[\d,.]+ by Wire transfer/);
  await expect(notice).toContainText(`reference ${invoice.number}`);
  await expect(notice).toContainText('waiting for the vendor to confirm receipt');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  await expect(invoiceStatus(page)).toHaveText('Overdue');
  const timeline = page.getByRole('region', { name: 'Payment timeline' });
  await expect(timeline.getByText('Wire announced: Wire transfer')).toBeVisible();

  // The vendor confirms: the page turns paid by itself (live updates), the notice goes.
  await expect(timeline.getByText('Wire received')).toBeVisible({ timeout: CONFIRMED_WITHIN });
  await expect(invoiceStatus(page)).toHaveText('Paid');
  await expect(timeline.getByText('Invoice paid')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
});
