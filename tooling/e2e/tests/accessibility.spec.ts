import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { choosePaymentMethod, demoInvoice, LOGINS, openSignedIn, signIn } from './support';

// Every route and every dialog that opens without changing anything, checked against WCAG 2.2 A
// and AA. Nothing here is submitted, so the specs after this one see the demo data as seeded.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const demo = (prefix: string, n: number) => `0b7d6a4e-5d1f-4c1e-9a43-${prefix}${n.toString(16).padStart(10, '0')}`;
const REACT_RFP = demo('4c', 1);
const LUCAS = { proposal: demo('4d', 1), talent: demo('4b', 1) };
const ACTIVE_CONTRACT = `/contracts/${demo('7d', 2)}`;
const AWAITING_CONTRACT = `/contracts/${demo('7d', 10)}`;

const checked: string[] = [];

async function expectAccessible(page: Page, what: string): Promise<void> {
  // Transitions settle first, so colours are read as they end.
  await page.waitForTimeout(300);
  // The same rules on the page and its same-origin frames (the sandbox checkout is the only frame), run in
  // the page itself rather than in parts finished in an extra blank page, and only violations
  // detailed: about a quarter faster, nothing less checked.
  // (`options` replaces every option set before it, so it comes before `withTags`.)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.html.slice(0, 160)}`).join('\n')}`,
  );
  checked.push(what);
  // Soft, so one run lists the violations of every page, not only the first.
  expect.soft(found, `axe on ${what}:\n${found.join('\n')}`).toEqual([]);
}

async function visit(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path);
  await expect(ready).toBeVisible();
  await expectAccessible(page, path);
}

/** Opens a dialog with its button, checks it and closes it with Escape (or its Cancel). */
async function checkDialog(
  page: Page,
  opener: Locator,
  what: string,
  close: 'Escape' | 'Cancel' = 'Escape',
  role: 'dialog' | 'menu' = 'dialog',
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole(role).last();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, `${what} dialog`);
  if (close === 'Cancel') await dialog.getByRole('button', { name: 'Cancel' }).click();
  else await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The dashboard's spend chart loads once its card nears the viewport: checked once it is drawn, not its placeholder. */
async function spendChartDrawn(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Spend' }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-testid^="spend-chart-"] svg').first()).toBeVisible();
}

const heading = (page: Page, name?: string | RegExp) => page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first();

test.afterAll(() => {
  console.log(`axe checked ${checked.length} pages and dialogs:\n  ${checked.join('\n  ')}`);
});

test('the signed-out pages have no WCAG A/AA violations', async ({ page }) => {
  test.setTimeout(120_000);
  await visit(page, '/login', page.getByRole('button', { name: 'Log in' }));
  await visit(page, '/forgot-password', heading(page));
  await visit(page, '/resetting/reset/not-a-valid-token', heading(page));
  await visit(page, '/register', heading(page));
  await visit(page, '/confirm-email/not-a-valid-token', heading(page));
  await visit(page, '/invitation/not-a-valid-token', heading(page));
  await visit(page, '/no/such/page', heading(page));
});

test.describe('the admin’s pages and their dialogs have no WCAG A/AA violations', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(180_000);
    await openSignedIn(page, LOGINS.acmeAdmin);
  });

  test('dashboard and header', async ({ page }) => {
    await spendChartDrawn(page);
    await expectAccessible(page, '/dashboard');
    // The other currency of the spend card, chosen with its toggle.
    const currencies = page.getByRole('group', { name: 'Currency' }).getByRole('button');
    await currencies.last().click();
    await expect(currencies.last()).toHaveAttribute('aria-pressed', 'true');
    await spendChartDrawn(page);
    await expectAccessible(page, '/dashboard, another currency');
    await checkDialog(page, page.getByRole('button', { name: /Account menu$/ }), 'account menu', 'Escape', 'menu');
    await visit(page, '/no/such/page', heading(page));
  });

  test('hiring', async ({ page }) => {
    await visit(page, '/hiring/rfp', heading(page));
    await visit(page, '/hiring/interviews', heading(page));
    await visit(page, `/hiring/rfp/${REACT_RFP}`, heading(page, 'Senior React engineer'));
    // The selection lives in the URL only: comparing changes nothing on the server.
    for (const name of ['Lucas Oliveira', 'Anna Kowalska']) {
      const checkbox = page.getByRole('checkbox', { name: `Compare ${name}` });
      await checkbox.click();
      await expect(checkbox).toBeChecked();
    }
    await checkDialog(page, page.getByRole('button', { name: /Compare \(2\)/ }), 'compare candidates');
    await visit(page, `/hiring/rfp/${REACT_RFP}/proposal/${LUCAS.proposal}/candidate/${LUCAS.talent}`, heading(page, 'Lucas Oliveira'));
    await checkDialog(page, page.getByRole('button', { name: 'Decline' }), 'decline proposal');
    await checkDialog(page, page.getByRole('button', { name: 'Book intro call' }), 'book intro call');
    await visit(page, '/talent-request', heading(page));
  });

  test('team and contracts', async ({ page }) => {
    await visit(page, '/my-team', heading(page));
    await page.getByRole('table', { name: 'Team members' }).getByRole('link').first().click();
    await expect(heading(page)).toBeVisible();
    // Every card drawn, the timesheets' last, and the pointer off the rows it clicked through: axe
    // judges the page at rest.
    await expect(page.getByRole('table', { name: 'Latest timesheets' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expectAccessible(page, '/my-team/candidate/:id');
    await visit(page, `/talent/${LUCAS.talent}`, heading(page));

    await visit(page, '/contracts', heading(page));
    await visit(page, ACTIVE_CONTRACT, heading(page));
    // The requests are built once the panel, at the foot of the page, comes near the viewport.
    const requests = page.getByRole('region', { name: 'End and extension requests' });
    await requests.scrollIntoViewIfNeeded();
    await expect(requests.getByRole('list', { name: 'Requests' })).toBeVisible();
    await expectAccessible(page, `${ACTIVE_CONTRACT}, its requests`);
    for (const name of ['Request extension', 'Request end']) {
      const opener = requests.getByRole('button', { name });
      if ((await opener.count()) > 0) await checkDialog(page, opener, name);
    }
    // Timesheets: the list with a selection (changing nothing on the server), a timesheet waiting
    // for review, and its query dialog left with Escape.
    await visit(page, '/my-team/timesheets?status=submitted', page.getByRole('table', { name: 'Timesheets' }).getByRole('link').first());
    await page.getByRole('checkbox', { name: 'Select all timesheets to approve on this page' }).check();
    await expect(page.getByRole('region', { name: 'Selected timesheets' })).toBeVisible();
    await expectAccessible(page, '/my-team/timesheets, timesheets selected');
    await page.getByRole('table', { name: 'Timesheets' }).getByRole('link', { name: / – / }).first().click();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expectAccessible(page, '/my-team/timesheets/:id');
    await checkDialog(page, page.getByRole('main').getByRole('button', { name: 'Query' }), 'query timesheet');
    await visit(page, AWAITING_CONTRACT, heading(page));
    await checkDialog(page, page.getByRole('main').getByRole('button', { name: 'Accept contract' }), 'accept contract', 'Cancel');
    await visit(page, '/service-contract-terms', heading(page));
  });

  test('invoices and payment', async ({ page }) => {
    await visit(page, '/invoices', heading(page));
    // Selecting invoices to pay changes nothing on the server: the selection bar, and the dialog left with Cancel.
    for (const n of [41, 43]) await page.getByRole('checkbox', { name: `Select ${demoInvoice(n).number} to pay` }).check();
    const selection = page.getByRole('region', { name: 'Selected invoices' });
    await expect(selection).toContainText('2 invoices selected');
    await expectAccessible(page, '/invoices, invoices selected');
    await selection.getByRole('button', { name: 'Pay selected' }).click();
    const paySelected = page.getByRole('dialog', { name: 'Pay selected invoices' });
    await expect(paySelected.getByRole('radio').first()).toBeVisible();
    await expectAccessible(page, 'pay selected invoices dialog');
    await paySelected.getByRole('button', { name: 'Cancel' }).click();
    await expect(paySelected).toBeHidden();
    await visit(page, '/invoices/payment-methods', page.getByRole('listitem', { name: 'Bank account •••• 6789' }));
    // The remove dialog, the same for a bank account and a card.
    await checkDialog(page, page.getByRole('button', { name: 'Remove bank account •••• 6789' }), 'remove payment method', 'Cancel');
    // Add card opens the sandbox's card setup page (a setup at the provider only; nothing is saved):
    // the page, then with a field's error shown, then back.
    await page.getByRole('button', { name: 'Add card' }).first().click();
    await expect(heading(page)).toHaveText('Add a card');
    await expectAccessible(page, '/sandbox/card-setup/:setupId');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('01/20');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveAccessibleDescription('Your card has expired.');
    await expectAccessible(page, '/sandbox/card-setup/:setupId, a field refused');
    await page.getByRole('link', { name: 'Back to payment methods' }).click();
    await expect(page.getByRole('listitem', { name: 'Bank account •••• 6789' })).toBeVisible();
    await visit(page, '/invoices/statements', page.getByRole('table', { name: 'Aging' }));
    await visit(page, demoInvoice(14).path, heading(page));
    await checkDialog(page, page.getByRole('button', { name: 'Accept delivery' }), 'accept delivery', 'Cancel');
    await visit(page, demoInvoice(1).path, heading(page));
    await checkDialog(page, page.getByRole('button', { name: 'Pay', exact: true }), 'pay chooser', 'Cancel');
    await visit(page, demoInvoice(3).path, heading(page));
    // Nothing to choose: the dialog has only its Close, and Escape.
    await checkDialog(page, page.getByRole('button', { name: 'Pay', exact: true }), 'no payment methods');
  });

  // INV-2026-0001 offers every method. Each flow is opened and left before anything is paid: a
  // payment only pending stays on it, which the invoice specs after this one allow for.
  test('payment dialogs, left before paying', async ({ page }) => {
    await page.goto(demoInvoice(1).path);
    await expect(heading(page)).toBeVisible();
    const dialog = page.getByRole('dialog');

    await choosePaymentMethod(page, 'Credit or debit card');
    const card = page.getByRole('dialog', { name: 'Pay by card' });
    await expect(card.getByTitle('Card checkout').contentFrame().getByLabel('Card number')).toBeVisible();
    await expectAccessible(page, 'card checkout dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await choosePaymentMethod(page, 'Bank transfer (ACH)');
    await expect(dialog.getByRole('combobox', { name: 'Bank account to pay from' })).toBeVisible();
    await expectAccessible(page, 'ACH account chooser dialog');
    await dialog.getByRole('button', { name: 'Verify new bank account' }).click();
    await expect(dialog.getByRole('heading', { name: 'ACH authorization' })).toBeVisible();
    await expectAccessible(page, 'ACH authorization dialog');
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(dialog.getByRole('heading', { name: 'Provide your bank account data' })).toBeVisible();
    await expectAccessible(page, 'ACH bank account form dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await choosePaymentMethod(page, 'Local bank transfer (Payoneer)');
    const wire = page.getByRole('dialog', { name: /: pay/ });
    await expect(wire.getByRole('button', { name: /^Copy / }).first()).toBeVisible();
    await expectAccessible(page, 'wire instructions dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('users', async ({ page }) => {
    await visit(page, '/users/list', heading(page));
    await visit(page, '/users/invites', heading(page));
    await visit(page, '/users/security', heading(page));
    await visit(page, '/invite/create', heading(page));
    // The refused form: each message beside its field.
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, 'invite user page with its errors');
    await page.goto('/users/list?q=Leah');
    await page.getByRole('link', { name: 'Leah Novak' }).click();
    await expect(heading(page, 'Leah Novak')).toBeVisible();
    const userPath = new URL(page.url()).pathname.replace(/\/[a-z]+$/, '');
    for (const tab of ['info', 'access', 'password', 'disable']) {
      await visit(page, `${userPath}/${tab}`, heading(page, 'Leah Novak'));
    }
    await checkDialog(page, page.getByRole('button', { name: 'Disable user' }), 'disable user', 'Cancel');
  });

  test('company and personal settings', async ({ page }) => {
    for (const tab of ['information', 'business', 'connections', 'activity']) {
      await visit(page, `/company/${tab}`, heading(page));
    }
    await page.getByRole('button', { name: /Account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Personal Settings' }).click();
    await expect(heading(page)).toBeVisible();
    await expectAccessible(page, 'personal settings');

    // Change password, refused (nothing is changed), and the two-factor set-up not confirmed.
    await page.getByRole('tab', { name: 'Password' }).click();
    await expect(page).toHaveURL(/\/password$/);
    await page.getByLabel(/^Current password/).fill('not-the-password-1');
    await page.getByLabel(/^New password/).fill('another-passphrase-2026');
    await page.getByLabel(/^Repeat the new password/).fill('another-passphrase-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'change password, refused');
    const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
    await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(twoFactor.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    await expectAccessible(page, 'two-factor set-up');
  });

  test('lists as cards at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await spendChartDrawn(page);
    await expectAccessible(page, '/dashboard at 390 px');
    await visit(page, '/invoices', heading(page));
    await visit(page, '/contracts', heading(page));
  });
});

test('the terms modal has no WCAG A/AA violations', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, LOGINS.acmeTerms);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'terms modal');
});

test('the sandbox user’s pages have no WCAG A/AA violations', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, LOGINS.sandbox);
  await expect(page).not.toHaveURL(/\/login/);
  await visit(page, '/wizard', heading(page));
  await visit(page, '/hubspot', heading(page));
});
