import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, LOGINS, signIn } from './support';

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
}

async function latestResetLink(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get('/dev/mailbox.json');
  const body = (await response.json()) as { data: MailboxEntry[] };
  const mail = body.data.find((entry) => entry.to === to);
  const link = mail?.text.match(/https?:\/\/\S+\/resetting\/reset\/[\w-]+/)?.[0];
  if (!link) throw new Error(`No reset link was sent to ${to}`);
  return link;
}

async function resetThroughLink(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('If an account exists for that address')).toBeVisible();

  const link = await latestResetLink(page.request, email);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  return link;
}

test('a forgotten password is reset through the e-mailed link, and the link works once', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  const usedLink = await resetThroughLink(page, LOGINS.acmeInterview, 'a-new-password-2026');
  await signIn(page, LOGINS.acmeInterview, 'a-new-password-2026');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => window.localStorage.clear());

  // A used link says so as it opens, before any password is typed.
  await page.goto(new URL(usedLink).pathname);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByText(/invalid or has expired/i).first()).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);

  // Leave the demo account as the README describes it.
  await resetThroughLink(page, LOGINS.acmeInterview, DEMO_PASSWORD);
  await signIn(page, LOGINS.acmeInterview);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown reset link says it no longer works as it opens, and leads to a new one', async ({ page }) => {
  await page.goto('/resetting/reset/this-link-was-never-sent');
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByText('This reset link is invalid or has expired. Ask for a new one.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toHaveCount(0);
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
