import { expect, test } from '@playwright/test';
import { LOGINS, shownToast, signInByKeyboard, tabTo } from './support';

// Many single key presses, each a round trip: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

// Keyboard only. Lucas Oliveira's proposal for the Senior React engineer request is declined
// here; the other specs only compare it.

function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('declines a proposal by keyboard', async ({ page }) => {
  await signInByKeyboard(page, LOGINS.acmeInterview);
  await page.goto('/hiring/rfp');
  await tabTo(page, page.getByRole('link', { name: 'Senior React engineer' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Senior React engineer' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Lucas Oliveira', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Lucas Oliveira' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Decline' }));
  await page.keyboard.press('Enter');
  const decline = page.getByRole('dialog', { name: 'Share your thoughts on the candidate' });
  await expect(decline).toBeVisible();
  const other = decline.getByRole('radio', { name: 'Other' });
  await tabTo(page, decline.getByRole('radio').first());
  for (let presses = 0; presses < 10 && !(await other.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(other).toBeChecked();
  await tabTo(page, decline.getByRole('textbox', { name: 'Your comment' }));
  await page.keyboard.type('The rate is above our budget for this role.');
  await tabTo(page, decline.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(decline).toBeHidden();
  await expect(shownToast(page, 'Candidate declined')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
});

test('posts a talent request by keyboard', async ({ page }) => {
  await signInByKeyboard(page, LOGINS.acmeAdmin);
  await page.goto('/talent-request');
  const form = page.getByRole('form', { name: 'Talent request' });
  await tabTo(page, form.getByLabel('Role title'));
  await page.keyboard.type('Accessibility engineer');
  const skills = form.getByRole('combobox', { name: 'Skills' });
  await tabTo(page, skills);
  await page.keyboard.type('TypeScript');
  await page.keyboard.press('Enter');
  await tabTo(page, form.getByLabel('Seniority'));
  // A native select: the arrow keys change the choice.
  await page.keyboard.press('ArrowDown');
  await tabTo(page, form.getByLabel('Hours per week'));
  await page.keyboard.type('40');
  await tabTo(page, form.getByLabel('Hourly budget'));
  await page.keyboard.type('90');
  await tabTo(page, form.getByLabel('Start date'));
  const [year, month, day] = isoDateInDays(21).split('-');
  // Chromium's date field takes the digits in the locale's order (en-US: month, day, year).
  await page.keyboard.type(`${month}${day}${year}`);
  await tabTo(page, form.getByRole('button', { name: 'Send request' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/request-success\?request=/);
  await expect(page.getByText('Accessibility engineer')).toBeVisible();
});
