import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Sum of the page's layout shifts so far (CLS without its windowing: an upper bound). Run in the
 * page as text: layout-shift entries are not in the DOM types the browser tests compile with.
 */
const layoutShift = (page: Page) =>
  page.evaluate(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      resolve(list.getEntries().reduce((sum, e) => sum + e.value, 0));
    }).observe({ type: 'layout-shift', buffered: true });
    // No shift at all: the observer is never called.
    setTimeout(() => resolve(0), 500);
  })`) as Promise<number>;

test.describe('public pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The frame paints before a page's code and data: its footer must not be on screen then, or the
  // content arriving pushes it down (Lighthouse counts that against performance).
  // `ready`: shown once the page's data is in; `late`: the part that arrives last, if the page has one.
  for (const [path, ready, late] of [
    // Cards and the posting wait for the names of their places and requirements.
    ['/rcwb/recruitment/findJob', 'job-card', undefined],
    // Similar postings come last on the page, below everything they could push.
    ['/rcwb/recruitment/jobInfo?id=1', 'place-address', 'similar-jobs'],
    // The programs' public notices sit below the policy list.
    ['/rcwb/talentPolicy', 'policy-card', undefined],
  ] as const) {
    test(`${path} does not move what is on screen while it loads`, async ({ page }) => {
      // Answers come a second late, as on a slow link: the frame is painted long before the data.
      await page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 20_000 });
      if (late) await expect(page.getByTestId(late)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThan(0.1);
    });
  }
});
