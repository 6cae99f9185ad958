import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, LOGINS, openSignedIn, signIn, signInAndWait } from './support';

// A user turns two-factor sign-in on from their password tab (the codes computed here from the key
// the page shows, as an authenticator app does), signs out, and signs in with a code, then with a
// recovery code; in the end they turn it off again, so that the demo user is as it was.

const EMAIL = LOGINS.acmeInterview;

/** What the authenticator app shows, `steps` periods of 30 seconds from now. */
function codeOf(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + steps * 30_000,
  });
}

async function openPasswordTab(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Personal Settings' }).click();
  await page.getByRole('tab', { name: 'Password' }).click();
  await expect(page).toHaveURL(/\/users\/[\w-]+\/password$/);
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('a user turns two-factor sign-in on and signs in with a code, then with a recovery code', async ({ page }) => {
  // Four sign-ins and two set-up flows: more than the default budget on a busy two-core machine.
  test.setTimeout(60_000);
  await openSignedIn(page, EMAIL);
  await openPasswordTab(page);
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel(/6-digit code/).fill(codeOf(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();

  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().innerText()).trim();
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('10 recovery codes left.')).toBeVisible();
  await logOut(page);

  // The password alone no longer signs in: the code step asks for the app's code.
  await signIn(page, EMAIL);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  const code = page.getByLabel(/Authentication code/);
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('000000' === codeOf(secret, 1) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAccessibleDescription(/not right or has already been used/);
  // The confirmation spent the current step's code: the app's next one is accepted.
  await code.fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  await signIn(page, EMAIL);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel(/Recovery code/).fill(recoveryCode.toUpperCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // As it was: off again, with the password.
  await openPasswordTab(page);
  await expect(section.getByText('9 recovery codes left.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
  await dialog.getByRole('button', { name: 'Use your password instead' }).click();
  await dialog.getByLabel(/Your password/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await logOut(page);
  await signInAndWait(page, EMAIL);
});
