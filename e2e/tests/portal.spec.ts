import { expect, test } from '@playwright/test';

test.describe('public portal', () => {
  test('/ leads to the recruitment home with its title, search box and live counts', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/rcwb\/recruitment\/zoneHome$/);
    await expect(page).toHaveTitle('Digital Talent Recruitment Cloud');
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.getByTestId('portal-stats')).toContainText(/\d/);
  });

  test('the search box goes to the job search with the keyword', async ({ page }) => {
    await page.goto('/rcwb/recruitment/zoneHome');
    await page.getByRole('searchbox').fill('数据分析');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/rcwb\/recruitment\/queryJob\?keyword=%E6%95%B0/);
  });

  test('the language switch changes the interface and is remembered', async ({ page }) => {
    await page.goto('/rcwb/recruitment/zoneHome');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
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
