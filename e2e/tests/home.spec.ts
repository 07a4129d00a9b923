import { type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';

/** Waits until the figures and the charts have arrived (skeletons gone, canvases drawn). */
async function homeLoaded(page: Page) {
  const home = page.getByTestId('home-page');
  await expect(home).toBeVisible();
  await expect(home.getByTestId('stat-cards')).toHaveAttribute('aria-busy', 'false');
  await expect(home.locator('[data-testid^="home-chart-"] canvas').first()).toBeVisible();
}

test.describe('back-office home', () => {
  test('an administrator sees the platform figures and charts', async ({ page }) => {
    await signIn(page, 'admin');
    await homeLoaded(page);
    const home = page.getByTestId('home-page');
    await expect(home).toHaveAttribute('data-audience', 'staff');
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Welcome, 系统管理员');
    await expect(home.getByTestId('user-type')).toHaveText('Service staff');
    for (const key of [
      'accounts.total',
      'accounts.persons',
      'accounts.orgs',
      'signIns.today',
      'files.size',
    ]) {
      await expect(home.getByTestId(`stat-card-${key}`)).toBeVisible();
    }
    // Seven demo accounts at least, and the admin's own sign-in of today.
    const total = Number(
      (await home.getByTestId('stat-card-accounts.total').innerText()).replace(/\D+/g, ''),
    );
    expect(total).toBeGreaterThanOrEqual(7);
    await expect(home.getByTestId('stat-card-signIns.today')).not.toContainText(/^Sign-ins today\s*0$/);
    await expect(home.getByTestId('stat-card-files.size')).toContainText(/\d+(\.\d)? (B|KB|MB)/);
    await expect(home.getByTestId('stat-card-profile.completeness')).toHaveCount(0);

    for (const key of ['newAccounts', 'signIns', 'accountsByType']) {
      const chart = home.getByTestId(`home-chart-${key}`);
      await expect(chart.locator('canvas')).toBeVisible();
      // The canvas is silent: the chart box carries a description for assistive technology.
      await expect(chart).toHaveAttribute('role', 'img');
      await expect(chart).toHaveAttribute('aria-label', /in total/);
    }
    const box = await home.getByTestId('home-chart-newAccounts').locator('canvas').boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    expect(box?.height).toBeGreaterThan(200);
  });

  test('a person sees their own view', async ({ page }) => {
    await signIn(page, 'person');
    await homeLoaded(page);
    const home = page.getByTestId('home-page');
    await expect(home).toHaveAttribute('data-audience', 'person');
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Welcome, 刘洋');
    await expect(home.getByTestId('user-type')).toHaveText('Individual');
    await expect(home.getByTestId('stat-card-messages.unread')).toContainText('Unread messages');
    await expect(home.getByTestId('stat-card-profile.completeness')).toContainText('100%');
    await expect(home.getByTestId('stat-card-accounts.total')).toHaveCount(0);
    await expect(home.getByTestId('home-chart-ownSignIns').locator('canvas')).toBeVisible();
    await expect(home.getByTestId('home-chart-signIns')).toHaveCount(0);
    // The demo person's profile is complete: no notice.
    await expect(home.getByTestId('profile-incomplete')).toHaveCount(0);
    await expect(home.getByText('Latest messages')).toBeVisible();
  });

  test('charts follow the language', async ({ page }) => {
    await signIn(page, 'admin');
    await homeLoaded(page);
    await page.evaluate("localStorage.setItem('rcwb-locale', 'zh-CN')");
    await page.reload();
    await homeLoaded(page);
    await expect(page.getByTestId('home-chart-signIns')).toHaveAttribute('aria-label', /近 14 天登录情况/);
    await expect(page.getByTestId('stat-card-accounts.total')).toContainText('账号总数');
  });

  for (const locale of ['en', 'zh-CN'] as const) {
    test(`/index has no serious or critical accessibility violations (${locale})`, async ({ page }, info) => {
      await signIn(page, 'admin');
      await page.evaluate(`localStorage.setItem('rcwb-locale', '${locale}')`);
      await page.reload();
      await homeLoaded(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // The whole page (shell included) is reported; the home screen itself must be clean.
      const whole = await seriousViolations(page);
      info.annotations.push({ type: `axe ${locale} (whole page)`, description: JSON.stringify(whole) });
      if (whole.length) console.log(`axe ${locale} whole page:`, JSON.stringify(whole, null, 1));
      expect(await seriousViolations(page, '[data-testid="home-page"]')).toEqual([]);
    });
  }
});
