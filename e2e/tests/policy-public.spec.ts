import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';

test.describe('talent policy pages', () => {
  test('the list filters through the URL, pages, and goes back through history', async ({ page }) => {
    await page.goto('/rcwb/recruitment/zoneHome');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Talent policy' }).click();
    await expect(page).toHaveURL(/\/rcwb\/talentPolicy$/);
    await expect(page).toHaveTitle('Digital Talent Service');
    const cards = page.getByTestId('policy-card');
    // Other specs may have published more policies: check what the demo data guarantees.
    await expect(cards.filter({ hasText: '鼓楼区青年人才创业扶持办法' })).toContainText('创业资助最高30万元');
    await expect(page.getByText('福州市人才落户便利化措施（征求意见稿）')).toHaveCount(0);
    // Newest first (by the issuing date).
    const dates = await cards
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThanOrEqual(5);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Region').selectOption({ label: 'Fuzhou' });
    await expect(page).toHaveURL(/region=350100/);
    // A city includes its districts.
    await expect(cards.filter({ hasText: '鼓楼区青年人才创业扶持办法' })).toHaveCount(1);
    await expect(cards.filter({ hasText: '福州市高层次人才住房保障实施细则' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Xiamen' })).toHaveCount(0);
    await page.getByLabel('Level').selectOption({ label: 'District' });
    await expect(page).toHaveURL(/level=district/);
    await expect(cards).toHaveCount(1);
    await page.goBack();
    await expect(cards.filter({ hasText: '福州市高层次人才住房保障实施细则' })).toHaveCount(1);
    await expect(page.getByLabel('Level')).toHaveValue('');

    // A shared address opens the same list; paging keeps the filters.
    await page.goto('/rcwb/talentPolicy?year=2016');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Nationwide');
    await page.goto('/rcwb/talentPolicy?limit=10&keyword=%E4%BA%BA%E6%89%8D');
    await expect(page.getByTestId('pagination')).toContainText('Total');
    await page.getByLabel('Rows per page').selectOption('10');
    await expect(page.getByLabel('Keyword')).toHaveValue('人才');
  });

  test('a detail shows the facts and is collected by a signed-in person', async ({ page }) => {
    await page.goto('/rcwb/talentPolicy?region=350200');
    await page
      .getByRole('link', { name: 'Xiamen Measures for Attracting Overseas High-Level Talent' })
      .click();
    await expect(page).toHaveURL(/\/policyDetail\?id=\d+$/);
    await expect(page.getByRole('link', { name: 'Talent policy' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('XM-TO (2024) No. 3')).toBeVisible();
    await expect(page.getByText('Xiamen Talent Office').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const detail = page.url();

    await signIn(page, 'person');
    await page.goto(detail);
    const collect = page.getByRole('button', { name: 'Collect' });
    await collect.click();
    await expect(page.getByRole('button', { name: 'Collected' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Collected' })).toBeVisible();
    await page.getByRole('button', { name: 'Collected' }).click();
    await expect(page.getByRole('button', { name: 'Collect' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the comparison explains what to do with fewer than two policies and is accessible', async ({
    page,
  }) => {
    await page.goto('/rcwb/policyComparison');
    await expect(page.getByText('Choose at least 2 policies to compare.')).toBeVisible();
    // Find and add two policies from the page itself.
    const picker = page.getByRole('region', { name: /Find policies to compare/ });
    await picker.getByLabel('Keyword').fill('福');
    await picker.getByRole('button', { name: 'Search' }).click();
    await picker.getByRole('button', { name: /Add 福州市高层次人才住房保障实施细则/ }).click();
    await picker.getByRole('button', { name: /Add 福建省引进高层次人才评价认定和服务保障办法/ }).click();
    await expect(page).toHaveURL(/policyComparison\?ids=\d+,\d+$/);
    const table = page.getByTestId('comparison-table');
    await expect(table.getByRole('row', { name: /Housing subsidy/ })).toContainText('1,500,000 yuan');
    await expect(table.getByRole('row', { name: /Housing subsidy/ })).toContainText('2,000,000 yuan');
    await expect(table.getByRole('row', { name: /Residence registration/ })).toHaveAttribute(
      'data-differs',
      'false',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: 'Remove 福州市高层次人才住房保障实施细则 from the comparison' })
      .click();
    await expect(page.getByText('Choose at least 2 policies to compare.')).toBeVisible();
  });

  test('in Chinese the pages are translated and still accessible', async ({ page }) => {
    await page.goto('/rcwb/talentPolicy');
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByRole('heading', { name: '人才政策', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('数字人才服务平台');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/rcwb/discover/expertLibrary');
    await expect(page.getByRole('heading', { name: '专家库', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the editor’s policy screen is accessible', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto('/rcwb/g20/g200103');
    await expect(page.getByTestId('resource-table')).toContainText('鼓楼区青年人才创业扶持办法');
    expect(await seriousViolations(page, '[data-testid="resource-content-policy"]')).toEqual([]);
    await page.goto('/rcwb/g20/g200104');
    await expect(page.getByTestId('resource-table')).toContainText('Housing subsidy');
    expect(await seriousViolations(page, '[data-testid="resource-content-dimension"]')).toEqual([]);
  });
});
