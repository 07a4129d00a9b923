import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

/** How far the page is wider than the window (0 or less: it fits). */
const overflow = (page: Page) =>
  page
    .locator('html')
    .evaluate(
      (html) =>
        (html.ownerDocument.scrollingElement ?? html).scrollWidth -
        html.ownerDocument.defaultView!.innerWidth,
    );

/**
 * The public fair pages have no serious or critical WCAG 2.1 AA violations in either language:
 * the list, an upcoming onsite-and-online fair (floor plan, postings with "Apply online", ticket)
 * and an ended one (recap), for a visitor and for a signed-in person; on a phone they fit its
 * width (a wide floor plan scrolls inside its box). Demo fairs.
 */

const UPCOMING_BOTH = '莆田市秋季综合人才交流会';
const ENDED_BOTH = 'Xiamen Software Park Talent Fair';

async function inLanguage(page: Page, locale: 'en' | 'zh-CN') {
  await page.goto('/rcwb/recruitment/jobFairs');
  await page.evaluate(`localStorage.setItem('rcwb-locale', '${locale}')`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** The fair page's address, from its card on the list (filtered by the fair's title). */
async function fairPage(page: Page, title: string): Promise<string> {
  await page.goto(`/rcwb/recruitment/jobFairs?keyword=${encodeURIComponent(title)}`);
  const link = page.getByTestId('fair-card').getByRole('link', { name: title, exact: true });
  await expect(link).toBeVisible({ timeout: 20_000 });
  return (await link.getAttribute('href')) ?? '';
}

for (const locale of ['en', 'zh-CN'] as const) {
  test(`the fair list and fair pages are accessible (${locale})`, async ({ page }) => {
    await inLanguage(page, locale);
    await page.goto('/rcwb/recruitment/jobFairs');
    await expect(page.getByTestId('fair-card').first()).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page, 'body')).toEqual([]);

    for (const title of [UPCOMING_BOTH, ENDED_BOTH]) {
      await page.goto(await fairPage(page, title));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('floor-plan')).toBeVisible();
      expect(await seriousViolations(page, 'body'), title).toEqual([]);
    }
  });

  test(`a signed-in person's fair page is accessible (${locale})`, async ({ page }) => {
    await signIn(page, 'person');
    await inLanguage(page, locale);
    await page.goto(await fairPage(page, UPCOMING_BOTH));
    await expect(page.getByTestId('fair-register').or(page.getByTestId('fair-ticket'))).toBeVisible();
    await expect(page.getByTestId('deliver').first()).toBeVisible();
    expect(await seriousViolations(page, 'body')).toEqual([]);
  });
}

test('the fair list and a fair with an 8-column hall fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/rcwb/recruitment/jobFairs');
  await expect(page.getByTestId('fair-card').first()).toBeVisible({ timeout: 20_000 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.goto(await fairPage(page, UPCOMING_BOTH));
  await expect(page.getByTestId('floor-plan')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
