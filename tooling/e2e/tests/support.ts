import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import demo from '@portal/api/demo-accounts.json' with { type: 'json' };
import { API_PATHS, CLIENT_ACCESS_TOKEN_KEY } from '@portal/api-schema/constants';

/** The demo logins and their password, as the API's demo data defines them. */
export const DEMO_PASSWORD = demo.password;
export const LOGINS = Object.fromEntries(Object.entries(demo.accounts).map(([key, account]) => [key, account.email])) as Record<
  keyof typeof demo.accounts,
  string
>;

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

/**
 * Signs in through the API, as the form does, and opens `path` signed in. For the tests whose
 * subject is not the sign-in form (that has tests of its own): it spares them loading and filling
 * it. The token is stored from a page of the portal's origin that does not start the app.
 */
export async function openSignedIn(page: Page, email: string, path = '/dashboard'): Promise<void> {
  const token = await sessionToken(page.request, email);
  await page.goto('/api/health');
  await storeToken(page, token);
  await page.goto(path);
}

/** Signs in through the API and answers the session's bearer token. */
export async function sessionToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post(API_PATHS.login, { data: { email, password } });
  expect(response.status(), `the sign-in of ${email}: ${await response.text()}`).toBe(200);
  const { data } = (await response.json()) as { data: { token?: string } };
  expect(data.token, `a session for ${email}, not a two-factor challenge`).toBeTruthy();
  return data.token!;
}

/** The bearer token the page's portal keeps, or null when signed out. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), CLIENT_ACCESS_TOKEN_KEY);
}

/** Keeps `token` as the page's portal keeps a session's, for its next load. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CLIENT_ACCESS_TOKEN_KEY, token] as const);
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

/**
 * The newest toast with this text. The same words can stand twice for a moment: the toasts show a
 * message again when its earlier toast is already closing, and on a busy machine that can take a while.
 */
export function shownToast(page: Page, text: string | RegExp) {
  return toast(page, text).last();
}

/** Acme's demo invoice INV-2026-{n}; its id is fixed by the billing demo data (README.md). */
export function demoInvoice(n: number): { number: string; path: string } {
  return {
    number: `INV-2026-${String(n).padStart(4, '0')}`,
    path: `/invoices/0b7d6a4e-5d1f-4c1e-9a43-3a${n.toString(16).padStart(10, '0')}`,
  };
}

/** Signs in and opens a demo invoice's page, waiting for its heading. */
export async function openDemoInvoice(page: Page, email: string, n: number): Promise<{ number: string; path: string }> {
  const invoice = demoInvoice(n);
  await openSignedIn(page, email, invoice.path);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
  return invoice;
}

/** Reads a finished download's file as text. */
export async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
}

/** The mail the API has sent so far (the dev mailbox of a non-production run). */
export async function mailbox(request: APIRequestContext): Promise<MailboxEntry[]> {
  const response = await request.get('/dev/mailbox.json');
  return ((await response.json()) as { data: MailboxEntry[] }).data;
}

/**
 * The path of the link e-mailed to the address at sign-up, the newest (`/signup/confirm?token=`),
 * waiting for the mail to be queued.
 */
export async function signupLinkPath(request: APIRequestContext, to: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailbox(request)).find((entry) => entry.to === to.toLowerCase() && entry.subject.includes('finish signing up'));
        const link = mail?.text.match(/https?:\/\/\S+\/signup\/confirm\?token=[\w-]+/)?.[0];
        path = link ? `${new URL(link).pathname}${new URL(link).search}` : undefined;
        return path;
      },
      { message: `the sign-up link e-mailed to ${to}` },
    )
    .toBeDefined();
  return path!;
}

/** The invoice page's pay flow up to the chosen method's Continue. */
export async function choosePaymentMethod(page: Page, method: string): Promise<void> {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const chooser = page.getByRole('dialog');
  await expect(chooser.getByText('I would like to pay via:')).toBeVisible();
  await chooser.getByRole('radio', { name: new RegExp(`^${method.replace(/[()]/g, '\\$&')}`) }).check();
  await chooser.getByRole('button', { name: 'Continue' }).click();
}

/** The invoice page's status, as its detail list shows it. */
export function invoiceStatus(page: Page) {
  return page.getByText('Status', { exact: true }).locator('xpath=following-sibling::*[1]');
}

/** The invoice page's total, as its totals list shows it. */
export async function invoiceTotal(page: Page): Promise<string> {
  return (await page.getByRole('list', { name: 'Totals' }).getByRole('listitem').last().locator('strong').innerText()).trim();
}

/** The page fits its window: nothing makes the whole page scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}

/**
 * Downloads a contract's PDF from its page's Contract PDF card: a PDF named after the contract,
 * whose SHA-256 is the fingerprint the card shows.
 */
export async function downloadContractPdf(
  page: Page,
  card: Locator,
  contractNumber: string,
): Promise<{ download: Download; file: Buffer }> {
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`contract-${contractNumber}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(card.getByText(createHash('sha256').update(file).digest('hex'), { exact: true })).toBeVisible();
  return { download, file };
}

/**
 * Presses Tab (or Shift+Tab) until the locator has the focus, so keyboard tests do not depend on
 * exact tab counts; fails when it is not reached within the bound.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  // The target must be on the page first: a locator's evaluate waits for its element without a
  // bound, so a missing one would otherwise hang until the test's own timeout, naming nothing.
  await expect(target, 'the element to Tab to is on the page').toBeAttached();
  for (let presses = 0; presses < max; presses += 1) {
    const focused = await target
      .evaluate((element) => element === document.activeElement || element.contains(document.activeElement), undefined, { timeout: 2_000 })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${max} presses of Tab`).toBeFocused();
}

/** Signs in with the keyboard alone: Tab to each field, type, Enter submits. */
export async function signInByKeyboard(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('E-mail', { exact: true }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}
