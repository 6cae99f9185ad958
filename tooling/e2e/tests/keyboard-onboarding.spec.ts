import { expect, type Locator, type Page, test } from '@playwright/test';
import { signupLinkPath, tabTo } from './support';

// Many single key presses, each a round trip: room for a loaded machine.
test.describe.configure({ timeout: 120_000 });

// Keyboard only. A new customer signs up here, so the demo sandbox user the other specs sign in
// with keeps its wizard as seeded.

/** Tabs into a radio group, checks its first radio and moves with the arrow keys to the one wanted. */
async function chooseRadio(page: Page, group: Locator, name: string): Promise<void> {
  const target = group.getByRole('radio', { name });
  await tabTo(
    page,
    group
      .getByRole('radio')
      .first()
      .or(group.getByRole('radio', { checked: true }))
      .first(),
  );
  if (!(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.checked))) await page.keyboard.press('Space');
  for (let presses = 0; presses < 10 && !(await target.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(target).toBeChecked();
}

async function next(page: Page, heading: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('signs up and goes through the onboarding wizard by keyboard', async ({ page }) => {
  const email = `keyboard-wizard-${Date.now()}@example.test`;
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  for (const [label, text] of [
    ['First name', 'Kai'],
    ['Last name', 'Keyboard'],
    ['Work e-mail', email],
    ['Password', 'a-long-enough-password'],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(text);
  }
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  // The note that a link went out takes the focus, so a screen reader reads it.
  await expect(page.getByRole('status')).toBeFocused();

  await page.goto(await signupLinkPath(page.request, email));
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('a-long-enough-password');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/wizard$/);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'Tell us about your company' })).toBeVisible();
  await tabTo(page, page.getByLabel('Company name'));
  await page.keyboard.type('Keyboard Works');
  await chooseRadio(page, main, '11-50 employees');
  await next(page, 'What do you need?');

  await chooseRadio(page, main, 'Build a new product');
  await next(page, 'Which skills are you looking for?');

  await tabTo(page, page.getByRole('combobox', { name: 'Skills' }));
  await page.keyboard.type('React');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'React' })).toBeVisible();
  await next(page, 'How senior should they be?');

  await chooseRadio(page, main, 'Senior');
  await next(page, 'When do you want to start?');

  await chooseRadio(page, main, 'Within 2 weeks');
  await next(page, 'What is your hourly budget?');

  await tabTo(page, page.getByLabel('Hourly budget'));
  await page.keyboard.type('80');
  await next(page, 'Review your answers');
  await expect(page.getByText('Keyboard Works')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');

  // The onboarding call, booked in the scheduler's frame by keyboard too.
  await expect(page).toHaveURL(/\/hubspot$/);
  const scheduler = page.frameLocator('iframe[title="Meeting scheduler"]');
  const slot = scheduler.locator('button.slot:not([disabled])').first();
  await tabTo(page, slot);
  await page.keyboard.press('Enter');
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  // Confirm follows every half-hour slot of the coming days.
  await tabTo(page, scheduler.getByRole('button', { name: 'Confirm' }), { max: 250 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Booking Confirmed')).toBeVisible();
});
