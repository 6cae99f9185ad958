import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support';

const SLOGAN = 'Hire vetted developers in days, not months.';

/** The top of the marketing panel lies below the bottom of the screen's form or section. */
async function expectMarketingBelow(page: Page, content: ReturnType<Page['locator']>) {
  const marketing = page.getByRole('complementary', { name: 'Why teams hire here' });
  const slogan = marketing.getByText(SLOGAN);
  const quote = marketing.locator('blockquote');
  await slogan.scrollIntoViewIfNeeded();
  await expect(slogan).toBeVisible();
  await quote.scrollIntoViewIfNeeded();
  await expect(quote).toBeVisible();
  await expect(quote).toHaveText(/^“.+”$/);
  const contentBox = await content.boundingBox();
  const marketingBox = await marketing.boundingBox();
  expect(contentBox && marketingBox && marketingBox.y >= contentBox.y + contentBox.height).toBe(true);
  await expectNoSidewaysScroll(page);
}

test.describe('the auth screens at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('show the slogan and the expert’s quote below the form, and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/login');
    await expectMarketingBelow(page, page.getByRole('form', { name: 'Log in' }));
    await page.goto('/forgot-password');
    await expectMarketingBelow(page, page.getByRole('form', { name: 'Forgot your password?' }));
    await page.goto('/resetting/reset/no-such-token');
    await expectMarketingBelow(page, page.getByRole('region', { name: 'This link no longer works' }));
  });
});

test.describe('the sign-up page', () => {
  for (const width of [1280, 390]) {
    test(`carries the portal's logo and colour at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/login');
      const portalPrimary = await page
        .getByRole('button', { name: 'Log in' })
        .evaluate((button) => getComputedStyle(button).backgroundColor);
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expect(page).toHaveURL(/\/signup/);

      const logo = page.locator('.logo');
      await expect(logo).toBeVisible();
      await expect(logo).toHaveText('Client Portal');
      await expect(logo.locator('svg')).toBeVisible();
      const logoBox = await logo.boundingBox();
      const headingBox = await page.getByRole('heading', { name: 'Create your account' }).boundingBox();
      expect(logoBox && headingBox && logoBox.y + logoBox.height <= headingBox.y).toBe(true);
      const submit = page.getByRole('button', { name: 'Create account' });
      expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(portalPrimary);
      expect(await logo.locator('svg').evaluate((svg) => getComputedStyle(svg).color)).toBe(portalPrimary);
      await expectNoSidewaysScroll(page);
    });
  }
});
