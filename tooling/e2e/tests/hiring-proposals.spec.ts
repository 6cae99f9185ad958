import { expect, type Page, test } from '@playwright/test';
import { LOGINS, mainMenu, openSignedIn, shownToast } from './support';

const REQUEST = 'Senior React engineer';

async function openRequest(page: Page): Promise<void> {
  await openSignedIn(page, LOGINS.acmeInterview);
  await mainMenu(page).getByRole('link', { name: 'Hiring' }).click();
  await expect(page).toHaveURL(/\/hiring\/rfp$/);
  await page.getByRole('link', { name: REQUEST }).click();
  await expect(page.getByRole('heading', { level: 1, name: REQUEST })).toBeVisible();
}

async function openCandidate(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Picks the first free slot in the sandbox scheduler's frame and confirms it. */
async function bookFirstFreeSlot(page: Page): Promise<void> {
  const scheduler = page.frameLocator('iframe[title="Meeting scheduler"]');
  await scheduler.locator('button.slot:not([disabled])').first().click();
  await scheduler.getByRole('button', { name: 'Confirm' }).click();
}

test('a hiring manager compares candidates, declines one with a comment and books an intro call with another', async ({ page }) => {
  await openRequest(page);

  // The selection lives in the URL, so a checkbox turns checked once the URL has changed.
  for (const name of ['Lucas Oliveira', 'Anna Kowalska']) {
    const checkbox = page.getByRole('checkbox', { name: `Compare ${name}` });
    await checkbox.click();
    await expect(checkbox).toBeChecked();
  }
  await page.getByRole('button', { name: /Compare \(2\)/ }).click();
  const comparison = page.getByRole('dialog', { name: 'Compare candidates' });
  await expect(comparison.getByText('Lucas Oliveira')).toBeVisible();
  await expect(comparison.getByText('Anna Kowalska')).toBeVisible();
  await comparison.getByRole('button', { name: 'Close' }).click();
  await expect(comparison).toBeHidden();

  await openCandidate(page, 'Mateo García');
  await page.getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: 'Share your thoughts on the candidate' });
  await expect(decline.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await decline.getByRole('radio', { name: 'Other' }).check();
  await decline.getByRole('textbox', { name: 'Your comment' }).fill('We need more backend depth for this role.');
  await decline.getByRole('button', { name: 'Submit' }).click();
  await expect(decline).toBeHidden();
  await expect(shownToast(page, 'Candidate declined')).toBeVisible();
  await expect(page.getByText('We need more backend depth for this role.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: REQUEST })).toBeVisible();
  await openCandidate(page, 'Anna Kowalska');
  await page.getByRole('button', { name: 'Book intro call' }).click();
  const booking = page.getByRole('dialog', { name: 'Book an intro call with Anna Kowalska' });
  await expect(booking).toBeVisible();
  await bookFirstFreeSlot(page);
  const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed' });
  await expect(confirmed.getByText('Your intro call is scheduled. We have sent you a calendar invitation by e-mail.')).toBeVisible();
  await confirmed.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Book intro call' })).toHaveCount(0);

  await page.goto('/hiring/interviews');
  await expect(page.getByRole('table', { name: 'Interviews' }).getByText('Anna Kowalska')).toBeVisible();
});

test('when the scheduler script cannot load, the booking dialog closes with a toast', async ({ page }) => {
  await page.route('**/sandbox/meetings/embed.js', (route) => route.abort());
  await openRequest(page);
  await openCandidate(page, 'Olena Shevchenko');
  await page.getByRole('button', { name: 'Book intro call' }).click();
  await expect(shownToast(page, 'Error loading the script')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
