import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

test.describe('discover area', () => {
  test('the home shows news, demands, achievements and experts under the Discover header item', async ({
    page,
  }) => {
    await page.goto('/rcwb/recruitment/zoneHome');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
    await expect(page).toHaveURL(/\/rcwb\/discover\/zoneHome$/);
    await expect(page).toHaveTitle('Digital Talent Service');
    await expect(page.getByRole('link', { name: 'Discover', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Latest demands' })).toBeVisible();
    await expect(page.getByRole('link', { name: '锂电池极片缺陷视觉检测系统' })).toBeVisible();
    await expect(page.getByRole('link', { name: '陈志远' })).toBeVisible();
    // A news item opens in a drawer and closes with Escape.
    await page.getByRole('button', { name: /2026年度高层次人才认定工作启动/ }).click();
    const drawer = page.getByRole('dialog', { name: 'News' });
    await expect(drawer.getByTestId('news-article')).toContainText('申报时间为即日起至6月30日');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/discover\/zoneHome$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('demands filter by progress through the URL and open their detail', async ({ page }) => {
    await page.goto('/rcwb/discover/bdlistxq');
    const cards = page.getByTestId('demand-card');
    await expect(cards).toHaveCount(4);
    await page.getByLabel('Progress').selectOption({ label: 'Open' });
    await expect(page).toHaveURL(/progress=open/);
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('未发布的需求')).toHaveCount(0);
    await page.getByLabel('Keyword').fill('海水');
    await page.getByTestId('filter-search').click();
    await expect(cards).toHaveCount(1);
    await cards.getByRole('link').click();
    await expect(page).toHaveURL(/\/discover\/particulars\?id=\d+$/);
    await expect(page.getByRole('heading', { name: '海水养殖水质在线监测与预警' })).toBeVisible();
    await expect(page.getByText('多参数水质传感与预警平台')).toBeVisible();
    await expect(page.getByText('500,000 yuan')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Back keeps the filtered list.
    await page.goBack();
    await expect(cards).toHaveCount(1);
    await expect(page.getByLabel('Keyword')).toHaveValue('海水');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('achievements filter by maturity and open their detail', async ({ page }) => {
    await page.goto('/rcwb/discover/bdlistcg?maturity=pilot');
    const cards = page.getByTestId('achievement-card');
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('已撤回的成果')).toHaveCount(0);
    await page.getByRole('link', { name: 'Graphene heat-spreading film' }).click();
    await expect(page).toHaveURL(/\/discover\/particularsc\?id=\d+$/);
    await expect(page.getByText('Thermal conductivity above 1500 W/mK.')).toBeVisible();
    await expect(page.getByText('Equity investment')).toBeVisible();
    // Visitors are offered to sign in to collect.
    await expect(page.getByRole('link', { name: 'Sign in to collect' })).toHaveAttribute(
      'href',
      /login\?redirect=/,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the expert library filters by field and shows a profile drawer', async ({ page }) => {
    await page.goto('/rcwb/discover/expertLibrary');
    // Five library experts, and the one the program approvals link to the demo organisation.
    const cards = page.getByTestId('expert-card');
    await expect(cards).toHaveCount(6);
    await page.getByLabel('Field').selectOption({ label: 'Biomedicine' });
    await expect(page).toHaveURL(/fieldId=\d+/);
    await expect(cards).toHaveCount(1);
    await cards.getByRole('button', { name: 'View profile' }).click();
    const drawer = page.getByRole('dialog', { name: 'Expert profile' });
    await expect(drawer.getByTestId('expert-profile')).toContainText('林雅琴');
    await expect(drawer).toContainText('专注抗体药物研发与转化');
    await expect(page).toHaveURL(/expert=\d+/);
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await page.getByLabel('Region').selectOption({ label: 'Xiamen' });
    await expect(cards).toHaveCount(1);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(cards).toHaveCount(6);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
