import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-portal-2026';

export const ALL_MENU_ITEMS = ['Overview', 'Hiring', 'My team', 'Contracts', 'Invoices', 'Users', 'My Company'];

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function signInAndWait(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main', exact: true });
}

export async function menuItems(page: Page): Promise<string[]> {
  return (await mainMenu(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('#notistack-snackbar', { hasText: text });
}
