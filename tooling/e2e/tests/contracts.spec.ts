import { expect, type Page, test } from '@playwright/test';
import { downloadContractPdf, LOGINS, mainMenu, openSignedIn, shownToast } from './support';

// Contracts as Acme's users: finance signs a contract through its confirmation dialog and downloads it
// with its certificate; a hiring manager hires a candidate whose contract then awaits finance's
// signature; finance asks for an extension and withdraws it. CI runs a failed test once more
// against the same database, so each test picks a demo contract or candidate its first try has
// not used up.

interface SigningTarget {
  number: string;
  talent: string;
  vendor: string;
  /** The status signing leads to: a contract starting today becomes active, a later one signed. */
  statusAfter: 'Active' | 'Signed';
}

/** CTR-2026-0010 starts today; CTR-2026-0005 next week (the contracts demo data). */
const SIGNING_TARGETS: SigningTarget[] = [
  { number: 'CTR-2026-0010', talent: "Liam O'Connor", vendor: 'Northwind Dev Studio', statusAfter: 'Active' },
  { number: 'CTR-2026-0005', talent: 'Zara Ahmed', vendor: 'Kestrel Labs', statusAfter: 'Signed' },
];

/** Candidates of Acme's 'Backend engineer (Go)' request that no other browser test changes. */
const HIRE_TARGETS = ['Ahmed Hassan', 'Nikola Petrović'];

const FINANCE_NAME = 'Farid Haddad';

function contractsTable(page: Page) {
  return page.getByRole('main').getByRole('table');
}

async function openContractsFromHeader(page: Page): Promise<void> {
  await mainMenu(page).getByRole('link', { name: 'Contracts' }).click();
  await expect(page).toHaveURL(/\/contracts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
}

/** The status chip beside the vendor's name under the contract's heading. */
function statusChip(page: Page, label: string) {
  return page.getByRole('main').locator('.MuiChip-root').getByText(label, { exact: true });
}

test('finance reads the terms, signs a contract through the dialog, downloads it with its certificate, and the talent joins the team', async ({
  page,
}, testInfo) => {
  const target = SIGNING_TARGETS[Math.min(testInfo.retry, SIGNING_TARGETS.length - 1)]!;
  await openSignedIn(page, LOGINS.acmeFinance);
  await openContractsFromHeader(page);

  // Contracts awaiting the company's signature come first.
  const rows = contractsTable(page).getByRole('row');
  await expect(rows.nth(1)).toContainText('Awaiting your signature');
  const row = contractsTable(page).getByRole('row', { name: new RegExp(target.number) });
  await expect(row).toContainText('Awaiting your signature');
  await row.getByRole('link', { name: target.number }).click();
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
  const contractUrl = page.url();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Contract ${target.number}` })).toBeVisible();

  // The terms it is offered under, by the link on its terms, and back.
  await main
    .getByRole('link', { name: /^Standard Service Contract Terms v/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/service-contract-terms/);
  await expect(main.getByRole('heading', { level: 1, name: 'Standard Service Contract Terms' })).toBeVisible();
  await expect(main.getByText(/^Version \S+/).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(contractUrl);

  // The dialog, word for word; Cancel and Escape both leave the contract unsigned.
  const question = `Are you sure you want to sign the contract with ${target.vendor}?`;
  const accept = main.getByRole('button', { name: 'Accept contract' });
  await accept.click();
  let dialog = page.getByRole('dialog', { name: question });
  await expect(dialog.getByRole('heading', { name: question })).toBeVisible();
  await expect(dialog).toContainText(
    'Unless agreed otherwise in writing, services are provided by the vendor under the Standard Service Contract Terms.',
  );
  const termsLink = dialog.getByRole('link', { name: /^Standard Service Contract Terms/ });
  await expect(termsLink).toHaveAttribute('href', /\/service-contract-terms/);
  await expect(termsLink).toHaveAttribute('target', '_blank');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await accept.click();
  dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(statusChip(page, 'Awaiting your signature')).toBeVisible();

  // Signing: a double click on Accept contract still signs once.
  await accept.click();
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: 'Accept contract' }).dblclick();
  await expect(shownToast(page, 'Contract signed')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(statusChip(page, target.statusAfter)).toBeVisible();
  await expect(statusChip(page, 'Awaiting your signature')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Accept contract' })).toHaveCount(0);

  const signature = main.getByRole('region', { name: 'Signature' });
  await expect(signature).toContainText(FINANCE_NAME);
  await expect(signature.getByRole('link', { name: /^Standard Service Contract Terms v/ })).toBeVisible();
  const history = main.getByRole('list', { name: 'Contract history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Signed' }).filter({ hasText: FINANCE_NAME })).toHaveCount(1);
  // A reload shows the same: nothing lives only in the page.
  await page.reload();
  await expect(statusChip(page, target.statusAfter)).toBeVisible();

  // The signed PDF with its certificate, and the check of the downloaded copy.
  const card = main.getByRole('region', { name: 'Contract PDF' });
  await expect(
    card.getByText(new RegExp(`^The signed contract with its signature certificate: signed by ${FINANCE_NAME} on `)),
  ).toBeVisible();
  const { download, file } = await downloadContractPdf(page, card, target.number);
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Check a downloaded PDF' }).click();
  await (await chooser).setFiles({ name: download.suggestedFilename(), mimeType: 'application/pdf', buffer: file });
  await expect(card.getByRole('status')).toContainText(`This file is the signed contract, unchanged: signed by ${FINANCE_NAME} on `);

  // An active contract puts its talent on the team; a signed one starts later.
  await mainMenu(page).getByRole('link', { name: 'My team' }).click();
  const team = page.getByRole('main').getByRole('table', { name: 'Team members' });
  await expect(team.getByRole('row', { name: /Hannah Becker/ })).toBeVisible();
  await expect(team.getByRole('row', { name: new RegExp(target.talent) })).toHaveCount(target.statusAfter === 'Active' ? 1 : 0);
});

test('a hiring manager hires a candidate, and the new contract awaits finance’s signature', async ({ browser }, testInfo) => {
  const candidate = HIRE_TARGETS[Math.min(testInfo.retry, HIRE_TARGETS.length - 1)]!;
  const hiringContext = await browser.newContext();
  const hiring = await hiringContext.newPage();
  await openSignedIn(hiring, LOGINS.acmeInterview);
  await mainMenu(hiring).getByRole('link', { name: 'Hiring' }).click();
  await hiring.getByRole('link', { name: 'Backend engineer (Go)' }).click();
  await expect(hiring.getByRole('heading', { level: 1, name: 'Backend engineer (Go)' })).toBeVisible();
  await hiring.getByRole('link', { name: candidate, exact: true }).click();
  await expect(hiring.getByRole('heading', { level: 1, name: candidate })).toBeVisible();

  await hiring.getByRole('button', { name: 'Hire', exact: true }).click();
  const confirm = hiring.getByRole('dialog', { name: `Hire ${candidate}?` });
  await confirm.getByRole('button', { name: 'Hire', exact: true }).dblclick();
  await expect(shownToast(hiring, `${candidate} is hired. Their contract awaits your company's signature.`)).toBeVisible();
  await expect(hiring.getByRole('button', { name: 'Hire', exact: true })).toHaveCount(0);
  // A hiring manager without the contracts role is not sent to a page they may not open.
  await expect(hiring.getByRole('link', { name: 'View contract' })).toHaveCount(0);
  await hiringContext.close();

  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await openSignedIn(finance, LOGINS.acmeFinance);
  await openContractsFromHeader(finance);
  const row = contractsTable(finance).getByRole('row', { name: new RegExp(candidate) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Awaiting your signature');
  await expect(row).toContainText('Backend engineer (Go)');
  await row.getByRole('link', { name: /^CTR-/ }).click();
  await expect(finance.getByRole('main').getByRole('button', { name: 'Accept contract' })).toBeVisible();
  await expect(finance.getByRole('main').getByRole('list', { name: 'Contract history' })).toContainText('Created');
  await financeContext.close();
});

test('finance asks for an extension of a team member’s contract, sees it pending and withdraws it', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeFinance);
  await mainMenu(page).getByRole('link', { name: 'My team' }).click();
  const main = page.getByRole('main');
  await main.getByRole('table', { name: 'Team members' }).getByRole('link', { name: 'Omar Farouk' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Omar Farouk' })).toBeVisible();

  const panel = main.getByRole('region', { name: 'End and extension requests' });
  const requests = panel.getByRole('list', { name: 'Requests' });
  // The panel's requests are built once it comes near the viewport.
  await panel.scrollIntoViewIfNeeded();
  // A request an earlier try left pending is withdrawn first: a contract has one pending at a time.
  const leftOver = panel.getByRole('button', { name: 'Withdraw request' });
  await expect(panel.getByRole('button', { name: 'Request extension' }).or(leftOver)).toBeVisible();
  if (await leftOver.isVisible()) {
    await leftOver.click();
    await page.getByRole('dialog', { name: 'Withdraw this request?' }).getByRole('button', { name: 'Withdraw' }).click();
    await expect(leftOver).toHaveCount(0);
  }

  await panel.getByRole('button', { name: 'Request extension' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request an extension' });
  await expect(dialog).toContainText('Ask Northwind Dev Studio to extend it to a later date, at most 2 years later.');
  // Bad input is refused beside its field and sends nothing.
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('#field-requested_end_on-helper-text')).not.toBeEmpty();
  const endDate = dialog.getByLabel('New end date');
  const earliest = await endDate.getAttribute('min');
  expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await endDate.fill(earliest!);
  await dialog.getByLabel('Reason (optional)').fill('The mobile release moved to the next quarter.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const request = requests.getByRole('listitem').filter({ hasText: 'The mobile release moved to the next quarter.' }).first();
  await expect(request).toContainText('Extension to');
  await expect(request).toContainText('Waiting for the vendor');
  await expect(request).toContainText(`by ${FINANCE_NAME}`);
  await expect(request).toContainText('Sent to Northwind Dev Studio');
  // While one is pending, no second request can be made.
  await expect(panel.getByRole('button', { name: 'Request extension' })).toHaveCount(0);

  // The same request on the contract's own page, after a reload.
  await main.getByRole('table', { name: 'Contracts' }).getByRole('link', { name: 'CTR-2026-0002' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Contract CTR-2026-0002' })).toBeVisible();
  await page.reload();
  const onContract = main.getByRole('region', { name: 'End and extension requests' });
  await onContract.scrollIntoViewIfNeeded();
  const pending = onContract
    .getByRole('list', { name: 'Requests' })
    .getByRole('listitem')
    .filter({ hasText: 'The mobile release moved to the next quarter.' })
    .first();
  await expect(pending).toContainText('Waiting for the vendor');

  await pending.getByRole('button', { name: 'Withdraw request' }).click();
  await page.getByRole('dialog', { name: 'Withdraw this request?' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(shownToast(page, 'Request withdrawn')).toBeVisible();
  await expect(pending).toContainText('Withdrawn');
  await expect(onContract.getByRole('button', { name: 'Request extension' })).toBeVisible();
});
