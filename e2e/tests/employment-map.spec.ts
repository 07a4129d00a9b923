import { expect, test } from '../support/test';
import { restingViolations } from '../support/axe';

test.describe('employment map', () => {
  test('shows the published jobs per city and district; a district opens findJob with its area', async ({
    page,
  }) => {
    await page.goto('/rcwb/recruitment/employmentMap');
    await expect(page.getByRole('heading', { name: 'Employment map', level: 1 })).toBeVisible();
    await expect(page.getByTestId('map-total')).toHaveText(/^[1-9][\d,]* published jobs in /);
    // The figures as a table: every city of the province with its count and a link to zoom in.
    const table = page.getByRole('table', { name: /Published jobs per area of/ });
    await expect(table.locator('tbody tr')).toHaveCount(9);
    await expect(page.getByTestId('map-legend')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Map of / })).toBeVisible();
    // What the point layers show, one count per layer, apart.
    await expect(page.getByTestId('map-points-shown')).toHaveText(
      /^[\d,]+ employers shown · [\d,]+ gigs shown · [\d,]+ job fairs shown$/,
    );
    expect(await restingViolations(page, 'main')).toEqual([]);

    // A click on a district of Fuzhou zooms to the city: its districts are coloured and listed.
    await page.locator('path[data-code="350102"]').dispatchEvent('click');
    await expect(page).toHaveURL(/employmentMap\?area=350100$/);
    await expect(table.locator('tbody tr')).not.toHaveCount(9);
    await expect(page.locator('g[data-layer="orgs"]').first()).toBeAttached();
    // The city's total is the sum of its districts' rows, once both show the city (read in one
    // go while the page was still changing over, they once came from different moments: 3 and 6).
    const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
    await expect
      .poll(async () => {
        const total = digits(await page.getByTestId('map-total').textContent());
        const rows = await table.locator('tbody tr td:first-of-type').allTextContents();
        return rows.reduce((sum, n) => sum + digits(n), 0) - total;
      })
      .toBe(0);

    // A district: its figures, top organisations and "search here".
    await page.locator('path[data-code="350102"]').dispatchEvent('click');
    await expect(page).toHaveURL(/employmentMap\?area=350102$/);
    const panel = page.getByTestId('district-panel');
    await expect(panel.getByText(/^[\d,]+ published jobs$/)).toBeVisible();
    await expect(table.locator('tr[aria-current="true"]')).toHaveCount(1);
    expect(await restingViolations(page, 'main')).toEqual([]);
    await panel.getByRole('link', { name: 'Search jobs here' }).click();
    await expect(page).toHaveURL(/\/recruitment\/findJob\?area=350102$/);
    await expect(page.getByTestId('result-total')).toBeVisible();
  });

  test('works from the keyboard through the table and the breadcrumb', async ({ page }) => {
    await page.goto('/rcwb/recruitment/employmentMap');
    const table = page.getByRole('table', { name: /Published jobs per area of/ });
    const firstCity = table.locator('tbody tr').first().getByRole('link');
    await firstCity.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/employmentMap\?area=\d{4}00$/);
    const breadcrumb = page.getByRole('navigation', { name: 'Area shown' });
    await expect(breadcrumb.locator('[aria-current="page"]')).toBeVisible();
    await breadcrumb.getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/employmentMap$/);
  });

  test('in Chinese the map is translated and still accessible', async ({ page }) => {
    await page.goto('/rcwb/recruitment/employmentMap');
    await page.evaluate("localStorage.setItem('rcwb-locale', 'zh-CN')");
    await page.goto('/rcwb/recruitment/employmentMap?area=350100');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { name: '就业地图', level: 1 })).toBeVisible();
    await expect(page.getByTestId('map-total')).toHaveText(/共有 [1-9][\d,]* 个已发布职位/);
    await expect(page.getByRole('table', { name: /各地区已发布职位数/ })).toBeVisible();
    expect(await restingViolations(page, 'main')).toEqual([]);
  });
});
