import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, invoiceStatus, invoiceTotal, LOGINS, mailbox, openDemoInvoice, shownToast } from './support';

// The sandbox's vendor answers DISPUTE_ANSWER_DELAY_MS (8 s in this stack) after a dispute is raised:
// hours or a rate billed wrongly with a credit note of 10% of the subtotal, anything else as billed.
const PDF = { name: 'timesheet.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% November timesheet\n') };
const PAY_BLOCKED = 'This invoice is disputed: it cannot be paid until the vendor answers the dispute.';

test('disputing an open invoice with a file: Disputed with the thread, no Pay, then the credit note arrives by itself', async ({
  page,
}) => {
  // Acme's INV-2026-0010: open.
  const invoice = await openDemoInvoice(page, LOGINS.acmeFinance, 10);
  await expect(invoiceStatus(page)).toHaveText('Open');
  const totalBefore = await invoiceTotal(page);

  await page.getByRole('button', { name: 'Dispute invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispute this invoice' });
  await dialog.getByRole('button', { name: 'Send dispute' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await expect(dialog.getByText('Tell the vendor what is wrong.')).toBeVisible();

  await dialog.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'Hours or rate billed wrongly' }).click();
  await dialog.getByRole('textbox', { name: /What is wrong/ }).fill('We were billed 160 hours; the signed timesheet says 140.');
  await dialog.getByLabel('Attachment file').setInputFiles(PDF);
  await expect(dialog.getByText(/timesheet\.pdf/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send dispute' }).click();
  await expect(dialog).toBeHidden();
  await expect(shownToast(page, 'Dispute sent to the vendor')).toBeVisible();

  // Disputed, with the thread and its file; Pay is not offered, and the page says why.
  await expect(invoiceStatus(page)).toHaveText('Disputed');
  const panel = page.getByRole('region', { name: 'Dispute' });
  await expect(panel.getByText(PAY_BLOCKED)).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByText('We were billed 160 hours; the signed timesheet says 140.')).toBeVisible();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download timesheet.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('timesheet.pdf');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dispute invoice' })).toHaveCount(0);

  // The vendor's answer arrives as a live change: adjusted by a credit note, the invoice open again for less.
  await expect(panel.getByText(`Adjusted by credit note CN-${invoice.number}`)).toBeVisible({ timeout: 20_000 });
  await expect(invoiceStatus(page)).toHaveText('Open');
  await expect(panel.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Totals' })).toContainText(`Credit note CN-${invoice.number}`);
  expect(await invoiceTotal(page)).not.toBe(totalBefore);
  await expect(panel).toContainText(`The invoice now totals ${await invoiceTotal(page)}.`);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment timeline' })).toContainText(`Adjusted by credit note CN-${invoice.number}`);

  // Nothing is lost on reload, and the billing contacts were told.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Dispute' }).getByText(`Adjusted by credit note CN-${invoice.number}`)).toBeVisible();
  const mails = await mailbox(page.request);
  expect(mails.some((mail) => mail.subject.includes(`dispute of invoice ${invoice.number}`))).toBe(true);
});

test('on a phone, by keyboard: a dispute for work not delivered is resolved as billed, and the overdue invoice can be paid again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Acme's INV-2026-0007: overdue.
  await openDemoInvoice(page, LOGINS.acmeFinance, 7);
  await expect(invoiceStatus(page)).toHaveText('Overdue');
  await page.getByRole('button', { name: 'Dispute invoice' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Dispute this invoice' });
  // The reason has the focus; the list opens on its first reason, the next one is chosen.
  const reason = dialog.getByRole('combobox', { name: /Reason/ });
  await expect(reason).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Hours or rate billed wrongly' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(reason).toHaveText('Work not delivered');
  await page.keyboard.press('Tab');
  await page.keyboard.type('The reports were never delivered.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Attach a file' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send dispute' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(invoiceStatus(page)).toHaveText('Disputed');
  await expectNoSidewaysScroll(page);

  const panel = page.getByRole('region', { name: 'Dispute' });
  await panel.getByRole('textbox', { name: 'Add a message' }).fill('Any news?');
  await panel.getByRole('button', { name: 'Send message' }).click();
  await expect(panel.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);

  await expect(panel.getByText('Resolved as billed')).toBeVisible({ timeout: 20_000 });
  await expect(invoiceStatus(page)).toHaveText('Overdue');
  await expect(panel.getByRole('form', { name: 'Add a message' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
});
