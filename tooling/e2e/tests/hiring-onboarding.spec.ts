import { expect, test } from '@playwright/test';
import { ALL_MENU_ITEMS, menuItems, signupLinkPath } from './support';

test('a new customer signs up from /register, sets up the company in the wizard and books the onboarding call', async ({ page }) => {
  const email = `new-customer-${Date.now()}@example.test`;
  await page.goto('/register?developer_interest=react');
  await expect(page).toHaveURL(/\/signup\?developer_interest=react&source=client-portal/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.getByLabel('First name').fill('Nadia');
  await page.getByLabel('Last name').fill('Romero');
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  // No account yet: the link e-mailed to the address makes it, with the password once more.
  await expect(page.getByRole('status')).toHaveText(/^Check your e-mail: we sent a link to confirm your address/);

  await page.goto(await signupLinkPath(page.request, email));
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(/\/wizard$/);
  await expect(page.getByRole('heading', { name: 'Tell us about your company' })).toBeVisible();
  await page.getByLabel('Company name').fill('Romero Analytics');
  await page.getByRole('radio', { name: '11-50 employees' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'What do you need?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Build a new product' }).check();
  // A reload keeps the answers and the step.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Build a new product' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Which skills are you looking for?' })).toBeVisible();
  const skills = page.getByRole('combobox', { name: 'Skills' });
  await skills.fill('React');
  await skills.press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'How senior should they be?' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Which skills are you looking for?' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Senior' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'When do you want to start?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Within 2 weeks' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'What is your hourly budget?' })).toBeVisible();
  await page.getByLabel('Hourly budget').fill('80');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  await expect(page.getByText('Romero Analytics')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/hubspot$/);
  await expect(page.getByText('Book a call with a specialist who matches your request')).toBeVisible();
  const scheduler = page.frameLocator('iframe[title="Meeting scheduler"]');
  await scheduler.locator('button.slot:not([disabled])').first().click();
  await scheduler.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Booking Confirmed')).toBeVisible();
  await expect(page.getByText('Your account is active: your dashboard is ready.')).toBeVisible();
  await page.getByRole('button', { name: 'Go to your dashboard' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  // A new ClientUser accepts the terms first, then has the whole menu.
  const terms = page.getByRole('dialog');
  await expect(terms).toBeVisible();
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Submit' }).click();
  await expect(terms).toBeHidden();
  expect(await menuItems(page)).toEqual(ALL_MENU_ITEMS);
});
