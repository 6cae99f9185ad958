import { expect, test, type Page } from '@playwright/test';
import { LOGINS, mainMenu, openSignedIn, shownToast } from './support';

// My Company as Acme's admin: the information saved, the unsaved-changes dialog on leaving (both
// ways), and a vendor connection ended through its dialog. What later specs see of Acme (its
// names) is put back as the demo data has it.

const UNSAVED = 'You have unsaved changes. Do you want to save them?';
const LEGAL_NAME = 'Acme Robotics, Inc.';
const WEBSITE = 'https://acme-robotics.example.com';

function field(page: Page, label: RegExp | string) {
  return page.getByRole('main').getByLabel(label, { exact: typeof label === 'string' });
}

async function openInformation(page: Page): Promise<void> {
  await openSignedIn(page, LOGINS.acmeAdmin);
  await mainMenu(page).getByRole('link', { name: 'My Company' }).click();
  await expect(page).toHaveURL(/\/company\/information$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Company' })).toBeVisible();
  await expect(field(page, /^Legal name/)).not.toHaveValue('');
}

/** Sets the legal name and website back to the demo's and saves, unless they are so already. */
async function restoreInformation(page: Page): Promise<void> {
  await page.goto('/company/information');
  const legalName = field(page, /^Legal name/);
  await expect(legalName).not.toHaveValue('');
  if ((await legalName.inputValue()) === LEGAL_NAME && (await field(page, 'Website').inputValue()) === WEBSITE) return;
  await legalName.fill(LEGAL_NAME);
  await field(page, 'Website').fill(WEBSITE);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shownToast(page, 'Company information saved.')).toBeVisible();
}

test.describe('My Company', () => {
  test('company information is edited, saved and still there after a reload; the logo shows', async ({ page }) => {
    await openInformation(page);
    const logo = page.getByRole('img', { name: 'Acme Robotics logo' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', /^blob:/);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await field(page, /^Legal name/).fill('Acme Robotics Holdings, Inc.');
    await field(page, 'Website').fill('acme.example.com');
    await field(page, /^City/).focus();
    await expect(field(page, 'Website')).toHaveValue('https://acme.example.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(shownToast(page, 'Company information saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Discard changes' })).toBeDisabled();

    await page.reload();
    await expect(field(page, /^Legal name/)).toHaveValue('Acme Robotics Holdings, Inc.');
    await expect(field(page, 'Website')).toHaveValue('https://acme.example.com');

    // A field the API refuses shows its message beside it, and nothing is saved.
    await field(page, 'Website').fill('http://acme.example.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(field(page, 'Website')).toHaveAccessibleDescription(
      'Enter a web address that starts with https://, like https://example.com.',
    );

    await restoreInformation(page);
  });

  test('leaving with unsaved changes: Discard drops them, Save saves them and then goes on', async ({ page }) => {
    await openInformation(page);

    // Discard: the tab changes, the change is gone.
    await field(page, /^Legal name/).fill('Discarded Name Ltd');
    await page.getByRole('tab', { name: 'Business' }).click();
    const dialog = page.getByRole('dialog', { name: UNSAVED });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/company\/business$/);
    await page.getByRole('tab', { name: 'Information' }).click();
    await expect(field(page, /^Legal name/)).toHaveValue(LEGAL_NAME);

    // Closing the dialog stays with the form and its changes.
    await field(page, /^Legal name/).fill('Acme Robotics Europe GmbH');
    await mainMenu(page).getByRole('link', { name: 'Invoices' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/company\/information$/);
    await expect(field(page, /^Legal name/)).toHaveValue('Acme Robotics Europe GmbH');

    // Save: saved, then the menu's page opens.
    await mainMenu(page).getByRole('link', { name: 'Invoices' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(shownToast(page, 'Company information saved.')).toBeVisible();
    await page.goto('/company/information');
    await expect(field(page, /^Legal name/)).toHaveValue('Acme Robotics Europe GmbH');

    await restoreInformation(page);
  });

  test('a vendor connection is ended through its dialog; one with contracts in force cannot be', async ({ page }) => {
    await openSignedIn(page, LOGINS.acmeAdmin, '/company/connections');
    const northwind = page.getByRole('row', { name: /Northwind Dev Studio/ });
    // The count is the refusal's: the contracts in force, which lead to exactly those contracts.
    await expect(northwind).toContainText('5 contracts in force: end them first');
    await expect(northwind.getByRole('button')).toHaveCount(0);
    const inForce = northwind.getByRole('link', { name: '5 in force: contracts with Northwind Dev Studio' });
    await expect(inForce).toHaveText('5 in force');
    await expect(inForce).toHaveAttribute('href', /\/contracts\?vendor=[\w-]+&status=signed&status=active&status=notice_given$/);
    await expect(northwind).not.toContainText('active');

    const brightpath = page.getByRole('row', { name: /Brightpath Engineering/ });
    await expect(brightpath).toContainText('Connected');
    await brightpath.getByRole('button', { name: 'End connection with Brightpath Engineering' }).click();
    const dialog = page.getByRole('dialog', { name: 'End the connection with Brightpath Engineering?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(brightpath).toContainText('Connected');

    await brightpath.getByRole('button', { name: 'End connection with Brightpath Engineering' }).click();
    await dialog.getByRole('button', { name: 'End connection' }).click();
    await expect(shownToast(page, 'The connection with Brightpath Engineering has ended.')).toBeVisible();
    await expect(brightpath).toContainText('Ended');
    await expect(brightpath.getByRole('button')).toHaveCount(0);

    // The count of contracts in force leads to the contracts list showing those five, and only them.
    await inForce.click();
    await expect(page).toHaveURL(/\/contracts\?vendor=[\w-]+&status=signed&status=active&status=notice_given$/);
    const contractRows = page.getByRole('table', { name: 'Contracts' }).locator('tbody').getByRole('row');
    await expect(contractRows).toHaveCount(5);
    for (const row of await contractRows.all()) {
      await expect(row).toContainText('Northwind Dev Studio');
      await expect(row).toContainText(/Signed|Active|Notice given/);
    }
    await page.goBack();

    // The open invoices count leads to the invoice list filtered to that vendor's unpaid invoices.
    await northwind.getByRole('link', { name: /open invoices? from Northwind Dev Studio/ }).click();
    await expect(page).toHaveURL(/\/invoices\?vendor=[\w-]+&status=open&status=overdue&status=ach_verification_pending$/);
    await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody').getByRole('row').first()).toContainText(
      'Northwind Dev Studio',
    );
  });
});
