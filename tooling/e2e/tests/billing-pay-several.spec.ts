import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoInvoice, LOGINS, openSignedIn } from './support';

// Paying several invoices at once, as finance@acme.test: INV-2026-0041 and 0042 (Northwind) and
// 0043 (Lumen), open dollar invoices that no other spec pays (README.md, billing demo data), with
// Acme's verified account ending 6789. The sandbox settles the debits ACH_SETTLE_DELAY_MS (5 s by
// default) later, and the list, told by the live updates, shows them paid.
const INVOICES = [41, 42, 43].map(demoInvoice);

function row(page: Page, number: string) {
  return page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: number, exact: true }) });
}

test('three invoices of two vendors paid in one step with a verified bank account: two charges, three results, then Paid', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignedIn(page, LOGINS.acmeFinance, '/invoices');
  for (const { number } of INVOICES) {
    await page.getByRole('checkbox', { name: `Select ${number} to pay` }).check();
  }
  const bar = page.getByRole('region', { name: 'Selected invoices' });
  await expect(bar).toContainText('3 invoices selected');
  await expect(bar).toContainText('Total $7,137.38');

  await bar.getByRole('button', { name: 'Pay selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay selected invoices' });
  // One charge per vendor and currency, each with its invoices.
  const charges = dialog.getByRole('listitem');
  await expect(charges).toHaveCount(2);
  await expect(charges.filter({ hasText: 'Northwind' })).toContainText(`${INVOICES[0]!.number}, ${INVOICES[1]!.number}`);
  await expect(charges.filter({ hasText: 'Lumen' })).toContainText(INVOICES[2]!.number);
  // Acme's account 4444 waits for its deposits until another spec verifies it, so whether it is
  // offered disabled depends on the order of the specs: the component tests hold that rule.
  await dialog.getByRole('radio', { name: /^Bank account •••• 6789/ }).check();
  await dialog.getByRole('button', { name: 'Pay 3 invoices' }).click();

  const result = page.getByRole('dialog', { name: 'Payment of the selected invoices' });
  const outcomes = result.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
  await expect(outcomes).toHaveCount(3);
  for (const { number } of INVOICES) {
    await expect(outcomes.filter({ hasText: number })).toContainText('Processing — paid when the bank debit settles');
  }
  await expect(result.getByRole('list', { name: 'Charges' }).getByRole('listitem')).toHaveCount(2);
  await expect(result.getByRole('button', { name: /Retry failed/ })).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The debits settle: the dialog, following each invoice, says Paid.
  for (const { number } of INVOICES) {
    await expect(outcomes.filter({ hasText: number })).toContainText(/Paid$/, { timeout: 20_000 });
  }

  await result.getByRole('button', { name: 'Done' }).click();
  await expect(result).toHaveCount(0);
  // Paying cleared the selection.
  await expect(bar).toHaveCount(0);
  for (const { number } of INVOICES) {
    await expect(row(page, number)).toContainText('Paid');
    await expect(page.getByRole('checkbox', { name: `Select ${number} to pay` })).toHaveCount(0);
  }

  // Each invoice has its own payment on its timeline.
  await row(page, INVOICES[2]!.number).getByRole('link').click();
  const timeline = page.getByRole('region', { name: 'Payment timeline' });
  await expect(timeline).toContainText('Payment started: Bank transfer (ACH)');
  await expect(timeline).toContainText('Payment succeeded');
  await expect(timeline).toContainText('Invoice paid');
});
