import { expect, test, type Page } from '@playwright/test';
import { choosePaymentMethod, invoiceStatus, invoiceTotal, LOGINS, mailbox, openDemoInvoice } from './support';

// Each test pays its own open demo invoice that offers a card (README.md, billing demo data).
const CARD = 'Credit or debit card';

function checkoutFrame(page: Page) {
  return page.getByRole('dialog', { name: 'Pay by card' }).getByTitle('Card checkout').contentFrame();
}

async function payInCheckout(page: Page, cardNumber: string) {
  const checkout = checkoutFrame(page);
  await checkout.getByLabel('Card number').fill(cardNumber);
  await checkout.getByLabel('Expiry').fill('12/39');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: /^Pay / }).click();
}

function receiptValue(dialog: ReturnType<Page['getByRole']>, term: string) {
  return dialog.getByText(term, { exact: true }).locator('xpath=following-sibling::*[1]');
}

test('a card payment that succeeds shows the receipt, marks the invoice paid and e-mails the receipt', async ({ page }) => {
  const invoice = await openDemoInvoice(page, LOGINS.acmeAdmin, 13);
  const total = await invoiceTotal(page);
  await choosePaymentMethod(page, CARD);
  await payInCheckout(page, '4242 4242 4242 4242');

  const success = page.getByRole('dialog', { name: 'Payment successful! We have sent you the receipt to your email' });
  await expect(success).toBeVisible();
  await expect(receiptValue(success, 'Reference')).toHaveText(/\S+/);
  const reference = (await receiptValue(success, 'Reference').innerText()).trim();
  await expect(receiptValue(success, 'Paid to')).toHaveText('Kestrel Labs');
  await expect(receiptValue(success, 'Amount')).toHaveText(total);
  await success.getByRole('button', { name: 'Ok' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(invoiceStatus(page)).toHaveText('Paid');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  const timeline = page.getByRole('region', { name: 'Payment timeline' });
  await expect(timeline.getByRole('listitem').locator('p:first-child')).toHaveText([
    'Invoice issued',
    `Payment started: ${CARD}`,
    'Payment succeeded',
    'Invoice paid',
  ]);
  await expect(timeline.getByText(`Reference ${reference}`).first()).toBeVisible();
  await expect
    .poll(async () =>
      (await mailbox(page.request)).find(
        (mail) => mail.subject === `Receipt for invoice ${invoice.number}` && mail.to === LOGINS.acmeAdmin,
      ),
    )
    .toMatchObject({ to: LOGINS.acmeAdmin, text: expect.stringContaining(reference) as unknown as string });
  // Acme's billing contacts (My Company) get the receipt too.
  const receipts = (await mailbox(page.request)).filter((mail) => mail.subject === `Receipt for invoice ${invoice.number}`);
  expect(receipts.map((mail) => mail.to).sort()).toEqual([LOGINS.acmeAdmin, 'ap@acme.test', 'controller@acme.test'].sort());
});

test('a declined card shows the failed payment with the reason and leaves the invoice open', async ({ page }) => {
  await openDemoInvoice(page, LOGINS.acmeAdmin, 11);
  await choosePaymentMethod(page, CARD);
  await payInCheckout(page, '4000 0000 0000 0002');

  const failed = page.getByRole('dialog', { name: 'Payment failed! No Charges were made. Contact us if you need help' });
  await expect(failed).toBeVisible();
  await expect(failed.getByText('Your card was declined.')).toBeVisible();
  await expect(receiptValue(failed, 'Reference')).toHaveText(/\S+/);
  await failed.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(invoiceStatus(page)).toHaveText('Open');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Payment timeline' });
  await expect(timeline.getByText('Payment failed')).toBeVisible();
  await expect(timeline.getByText('Your card was declined.')).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`the card checkout fills its frame at ${width} px: no inner scrollbar, inputs on the same edges`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openDemoInvoice(page, LOGINS.acmeAdmin, 40);
    await choosePaymentMethod(page, CARD);
    const frame = page.getByRole('dialog', { name: 'Pay by card' }).getByTitle('Card checkout');
    const checkout = frame.contentFrame();
    await expect(checkout.getByLabel('Card number')).toBeVisible();
    await expect.poll(() => checkout.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight)).toBeLessThanOrEqual(0);
    expect(await checkout.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBeLessThanOrEqual(0);
    // The frame is as tall as the page, not taller.
    await expect
      .poll(async () => {
        const box = await frame.boundingBox();
        const content = await checkout.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
        return Math.abs((box?.height ?? 0) - content);
      })
      .toBeLessThanOrEqual(2);
    const card = await checkout.getByLabel('Card number').boundingBox();
    const expiry = await checkout.getByLabel('Expiry').boundingBox();
    const cvc = await checkout.getByLabel('CVC').boundingBox();
    if (!card || !expiry || !cvc) throw new Error('The checkout inputs are not laid out');
    expect(Math.abs(expiry.x - card.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(cvc.x + cvc.width - (card.x + card.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(expiry.y - cvc.y)).toBeLessThanOrEqual(1);
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('closing the card checkout without paying just closes the modal', async ({ page }) => {
  await openDemoInvoice(page, LOGINS.acmeAdmin, 40);
  await choosePaymentMethod(page, CARD);
  await checkoutFrame(page).getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(invoiceStatus(page)).toHaveText('Open');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
});
