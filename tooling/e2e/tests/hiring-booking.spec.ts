import { expect, type Page, test } from '@playwright/test';
import { LOGINS, mainMenu, openSignedIn, shownToast } from './support';

// Mateo García's proposal for Acme's 'Backend engineer (Go)' request: his earlier call was
// canceled, so he can be booked, and no other browser test changes him. The test ends with the
// call canceled, so he can be booked again.
const REQUEST = 'Backend engineer (Go)';
const CANDIDATE = 'Mateo García';
// The portal shows a call in the viewer's time zone, named; the company has no zone of its own.
const ZONE = 'America/Los_Angeles';
// Its short name, PST or PDT as the date falls.
const ZONE_NAME = 'P[SD]T';

test.use({ timezoneId: ZONE });

async function openCandidate(page: Page): Promise<void> {
  await openSignedIn(page, LOGINS.acmeInterview);
  await mainMenu(page).getByRole('link', { name: 'Hiring' }).click();
  await expect(page).toHaveURL(/\/hiring\/rfp$/);
  await page.getByRole('link', { name: REQUEST }).click();
  await expect(page.getByRole('heading', { level: 1, name: REQUEST })).toBeVisible();
  await page.getByRole('link', { name: CANDIDATE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: CANDIDATE })).toBeVisible();
}

/** Picks the first free slot in the sandbox scheduler's frame and confirms it. */
async function bookFirstFreeSlot(page: Page): Promise<void> {
  const scheduler = page.frameLocator('iframe[title="Meeting scheduler"]');
  await scheduler.locator('button.slot:not([disabled])').first().click();
  await scheduler.getByRole('button', { name: 'Confirm' }).click();
}

const CALL_LINE = new RegExp(
  `^Intro call on ([A-Z][a-z]{2}, [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M ${ZONE_NAME}) with (.+)$`,
);

test('a hiring manager books an intro call, reschedules it to another free time and cancels it', async ({ page }) => {
  await openCandidate(page);
  await page.getByRole('button', { name: 'Book intro call' }).click();
  await expect(page.getByRole('dialog', { name: `Book an intro call with ${CANDIDATE}` })).toBeVisible();
  await bookFirstFreeSlot(page);
  const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed' });
  await confirmed.getByRole('button', { name: 'Done' }).click();
  await expect(confirmed).toBeHidden();

  // The booked call, when and with whom, in the viewer's zone.
  const section = page.getByRole('region', { name: 'Intro call' });
  const line = section.getByText(CALL_LINE);
  await expect(line).toBeVisible();
  const [, bookedAt, specialist] = CALL_LINE.exec((await line.textContent()) ?? '') ?? [];
  expect(bookedAt).toBeTruthy();
  await expect(page.getByRole('button', { name: 'Book intro call' })).toHaveCount(0);

  // Reschedule to the first free time offered (the booked one is not among them).
  await section.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = page.getByRole('dialog', { name: `Reschedule the intro call with ${CANDIDATE}` });
  const save = reschedule.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const firstDay = reschedule.getByRole('radiogroup').first();
  const dayLabel = (await firstDay.getAttribute('aria-labelledby')) ?? '';
  const day = (await reschedule.locator(`[id="${dayLabel}"]`).textContent()) ?? '';
  const slot = firstDay.getByRole('radio').first();
  const time = (await firstDay.locator('label').first().textContent()) ?? '';
  await slot.check();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(reschedule).toBeHidden();

  // 'Friday, Dec 4, 2026' and '10:30 AM' make 'Fri, Dec 4, 2026, 10:30 AM PST'. The first free time
  // is within days of the booked one and takes its zone name (the day of a clock change aside).
  const zoneName = bookedAt?.split(' ').at(-1) ?? '';
  const movedTo = `${day.slice(0, 3)}, ${day.replace(/^[A-Za-z]+, /, '')}, ${time} ${zoneName}`;
  expect(movedTo).not.toBe(bookedAt);
  await expect(shownToast(page, `Intro call moved to ${movedTo}`)).toBeVisible();
  await expect(section.getByText(`Intro call on ${movedTo} with ${specialist}`)).toBeVisible();

  // Cancel it: the candidate can be booked again.
  await section.getByRole('button', { name: 'Cancel intro call' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel the intro call with ${CANDIDATE}?` });
  await confirm.getByRole('button', { name: 'Cancel intro call' }).click();
  await expect(confirm).toBeHidden();
  await expect(shownToast(page, 'Intro call canceled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book intro call' })).toBeVisible();
  await expect(section).toHaveCount(0);

  // So it stays after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: CANDIDATE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book intro call' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Intro call' })).toHaveCount(0);
});
