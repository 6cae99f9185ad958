import { expect, test } from '@playwright/test';
import { LOGINS, openSignedIn } from './support';

function isoDateInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

test('a talent request creates a request, then the success page books a call with sales', async ({ page }) => {
  await openSignedIn(page, LOGINS.acmeAdmin, '/talent-request');
  const form = page.getByRole('form', { name: 'Talent request' });

  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Name the role')).toBeVisible();

  await form.getByLabel('Role title').fill('Staff TypeScript engineer');
  const skills = form.getByRole('combobox', { name: 'Skills' });
  await skills.fill('TypeScript');
  await skills.press('Enter');
  await skills.fill('GraphQL');
  await skills.press('Enter');
  await form.getByLabel('Seniority').selectOption({ label: 'Lead' });
  await form.getByLabel('Hours per week').fill('40');
  await form.getByLabel('Hourly budget').fill('95');
  await form.getByLabel('Start date').fill(isoDateInDays(21));
  await form.getByLabel('Notes').fill('Owns our design system and its tooling.');
  await form.getByRole('button', { name: 'Send request' }).click();

  await expect(page).toHaveURL(/\/request-success\?request=/);
  await expect(page.getByText('Staff TypeScript engineer')).toBeVisible();
  await page.getByRole('button', { name: 'Book a call with our sales team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a call with our sales team' });
  const scheduler = dialog.frameLocator('iframe[title="Meeting scheduler"]');
  await scheduler.locator('button.slot:not([disabled])').first().click();
  await scheduler.getByRole('button', { name: 'Confirm' }).click();
  const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed' });
  await expect(confirmed.getByText('Your call with our sales team is scheduled.', { exact: false })).toBeVisible();
  await confirmed.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/hiring/rfp');
  await expect(page.getByRole('link', { name: 'Staff TypeScript engineer' })).toBeVisible();
});
