import { expect, type Page, test } from '@playwright/test';
import { signupLinkPath, storedToken } from './support';

const TIME_ZONE = 'America/New_York';
test.use({ timezoneId: TIME_ZONE });

const PASSWORD = 'a-long-enough-password';

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The account is made by the link e-mailed to the address, with the password once more.
  await expect(page.getByRole('status')).toHaveText(/^Check your e-mail/);
  await page.goto(await signupLinkPath(page.request, email));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/wizard$/);
}

test("the wizard's draft started in one browser continues in another, and the scheduler shows the viewer's time zone", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `draft-${Date.now()}@example.test`;
  await signUp(page, email);

  // The first browser: the company, what is needed, and the skills half typed.
  await page.getByLabel('Company name').fill('Okafor Labs');
  await page.getByRole('radio', { name: '11-50 employees' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Extend my existing team' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const skills = page.getByRole('combobox', { name: 'Skills' });
  await skills.fill('Rust');
  await skills.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  // Another browser (nothing of the first one's storage), the same user.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, timezoneId: TIME_ZONE });
  try {
    const second = await other.newPage();
    await second.goto('/login');
    await second.getByLabel('E-mail', { exact: true }).fill(email);
    await second.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await second.getByRole('button', { name: 'Log in' }).click();
    await expect(second).not.toHaveURL(/\/login/);
    await second.goto('/wizard');
    await expect(second.getByRole('heading', { name: 'Which skills are you looking for?' })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Rust' })).toBeVisible();
    await second.getByRole('button', { name: 'Back' }).click();
    await second.getByRole('button', { name: 'Back' }).click();
    await expect(second.getByLabel('Company name')).toHaveValue('Okafor Labs');
    await expect(second.getByRole('radio', { name: '11-50 employees' })).toBeChecked();
    await second.getByRole('button', { name: 'Next' }).click();
    await expect(second.getByRole('radio', { name: 'Extend my existing team' })).toBeChecked();
    await second.getByRole('button', { name: 'Next' }).click();
    await second.getByRole('button', { name: 'Next' }).click();
    await second.getByRole('radio', { name: 'Senior' }).check();
    await second.getByRole('button', { name: 'Next' }).click();
    await second.getByRole('radio', { name: 'Immediately' }).check();
    await second.getByRole('button', { name: 'Next' }).click();
    await second.getByLabel('Hourly budget').fill('75');
    await second.getByRole('button', { name: 'Next' }).click();
    await expect(second.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
    await second.getByRole('button', { name: 'Submit' }).click();
    await expect(second).toHaveURL(/\/hubspot$/);

    // Submitted: the server keeps no draft for the user any more.
    const token = (await storedToken(second)) ?? '';
    const draft = await other.request.get('/api/client-cabinet/onboarding/draft', { headers: { authorization: `Bearer ${token}` } });
    expect(draft.status()).toBe(200);
    expect(await draft.json()).toEqual({ data: null });

    // The onboarding scheduler: slots and their zone as the viewer's browser keeps time.
    const scheduler = second.frameLocator('iframe[title="Meeting scheduler"]');
    await expect(scheduler.locator('#zone')).toHaveText(/\(America\/New York\)$/);
    await expect(scheduler.locator('#zone')).toHaveText(/^Eastern (Standard|Daylight) Time/);
    const slot = scheduler.locator('button.slot:not([disabled])').first();
    const startsAt = (await slot.getAttribute('data-start')) ?? '';
    const inViewerZone = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(
      new Date(startsAt),
    );
    const inUtc = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(new Date(startsAt));
    expect(inViewerZone).not.toBe(inUtc);
    await expect(slot).toHaveText(inViewerZone);
    await slot.click();
    await expect(scheduler.locator('#chosen')).toHaveText(new RegExp(`${inViewerZone.replace(/\s/g, '\\s')}\\s(EST|EDT)$`));
    await scheduler.getByRole('button', { name: 'Confirm' }).click();
    await expect(second.getByText('Booking Confirmed')).toBeVisible();
    const confirmed = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(startsAt),
    );
    await expect(second.getByText(`${confirmed} (${TIME_ZONE})`)).toBeVisible();
  } finally {
    await other.close();
  }
});
