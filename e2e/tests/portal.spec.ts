import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The requests the page makes for names of area, category and industry codes. */
function namesAskedBy(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/web-auth\/dict\/type\/(area|job_category|industry)\?/.test(r.url())) asked.push(r.url());
  });
  return asked;
}

test.describe('public portal', () => {
  test('/ leads to the recruitment home with its title, search box and live counts', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/rcwb\/recruitment\/zoneHome$/);
    await expect(page).toHaveTitle('Digital Talent Recruitment Cloud');
    // One brand in the header on every public page: the recruitment title is the page's title.
    await expect(page.getByRole('banner').getByRole('link').first()).toContainText('Digital Talent Service');
    await expect(page.getByRole('searchbox')).toBeVisible();
    // The footer names the service as the server is configured (RCWB_SITE_*), and demo mode.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('demo-notice')).toBeVisible();
    await expect(footer).toContainText('Run by 区域人才服务中心');
    await expect(footer.getByRole('link', { name: '0591-12345678' })).toHaveAttribute(
      'href',
      'tel:059112345678',
    );
    await expect(footer.getByRole('link', { name: '闽ICP备00000000号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    await expect(page.getByTestId('stat-persons')).toContainText(/\d/);
    await expect(page.getByTestId('stat-organisations')).toContainText(/\d/);
  });

  test('the job search and a job page name their places and categories from their own answers', async ({
    page,
  }) => {
    // The answers carry the names of their codes: no request for them follows the answer.
    const namesAsked = namesAskedBy(page);
    await page.goto('/rcwb/recruitment/findJob');
    const card = page.getByTestId('job-card').first();
    await expect(card).toContainText(/[A-Z][a-z]+ · /); // a district with its city
    await expect(page.getByTestId('job-card').filter({ hasText: /\b\d{6}\b/ })).toHaveCount(0);
    await card.click();
    await expect(page).toHaveURL(/\/recruitment\/jobInfo\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(namesAsked).toEqual([]);
  });

  test('the home page, the fair list and a fair page name their places from their own answers', async ({
    page,
  }) => {
    const namesAsked = namesAskedBy(page);
    // A fair's time, then its place: "Dec 17, 2026, 09:00 – 17:00 · Fuzhou", never its code.
    const placed = /· [A-Z][a-z]+/;
    await page.goto('/rcwb/recruitment/zoneHome');
    await expect(page.getByTestId('upcoming-fairs').getByTestId('fair-card').first()).toContainText(placed);
    await page.waitForLoadState('networkidle');
    expect(namesAsked).toEqual([]);
    await page.goto('/rcwb/recruitment/jobFairs');
    const cards = page.getByTestId('fair-card');
    await expect(cards.first()).toContainText(placed);
    await expect(cards.filter({ hasText: /\b\d{6}\b/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // One request: the city filter's choices (the region's cities), not the cards' places.
    expect(namesAsked).toHaveLength(1);
    namesAsked.length = 0;
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/recruitment\/jobFairsInfo\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(namesAsked).toEqual([]);
  });

  test('the language switch changes the interface and is remembered', async ({ page }) => {
    await page.goto('/rcwb/recruitment/zoneHome');
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page).toHaveTitle('数字人才招聘云');
    await page.reload();
    await expect(page).toHaveTitle('数字人才招聘云');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/rcwb/no/such/page');
    await expect(page).toHaveURL(/\/rcwb\/404$/);
    await expect(page.getByText('404').first()).toBeVisible();
  });
});
