import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';

/** The settings drawer and what it changes: layout, theme, dark mode, top-nav mode, size. */

const drawer = (page: Page) => page.getByTestId('settings-drawer');
const setting = (page: Page, name: string) => drawer(page).getByRole('switch', { name, exact: true });
const cssVar = (page: Page, name: string) =>
  page.evaluate<string>(`getComputedStyle(document.documentElement).getPropertyValue('${name}').trim()`);
const stored = (page: Page) => page.evaluate<string | null>("localStorage.getItem('layout-setting')");

async function openSettings(page: Page) {
  await page.getByTestId('settings-open').click();
  await expect(drawer(page)).toBeVisible();
}

test.describe('settings drawer', () => {
  test('a 280 px drawer on the right that closes on an outside click', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await openSettings(page);
    const section = page.locator('.ant-drawer-section');
    // The drawer slides in: measure once it has settled against the right edge.
    await expect
      .poll(async () => {
        const box = await section.boundingBox();
        return box && [Math.round(box.width), Math.round(box.x + box.width)];
      })
      .toEqual([280, 1440]);
    await page.mouse.click(200, 400);
    await expect(drawer(page)).toBeHidden();
  });

  test('changes apply at once, persist across a reload, and reset restores the defaults', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.getByTestId('sidebar').getByRole('menuitem', { name: 'Users' }).click();
    await expect(page.getByTestId('tags-view')).toBeVisible();
    await expect(page.getByTestId('sidebar-logo')).toBeVisible();
    await expect(page).toHaveTitle('Digital Talent Service');
    expect(await cssVar(page, '--shell-theme')).toBe('#409EFF');

    await openSettings(page);
    await setting(page, 'Tabs of visited pages').click();
    await setting(page, 'Sidebar logo').click();
    await setting(page, 'Page name in the browser title').click();
    await setting(page, 'Fixed header').click();
    // antd draws radio buttons over visually hidden inputs: choose them by their labels.
    await drawer(page).getByText('Light', { exact: true }).click();
    await drawer(page).getByText('Small', { exact: true }).click();
    await expect(drawer(page).getByRole('radio', { name: 'Small' })).toBeChecked();
    // theme colour: a preset swatch of the picker
    await drawer(page).getByTestId('setting-theme').click();
    await page.locator('.ant-color-picker-presets-color').nth(4).click();
    await page.keyboard.press('Escape');

    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);
    await expect(page).toHaveTitle('Users - Digital Talent Service');
    await expect(page.getByTestId('shell-header')).toHaveCSS('position', 'sticky');
    await expect(page.getByTestId('sidebar-menu')).toHaveClass(/ant-menu-light/);
    await expect.poll(() => cssVar(page, '--shell-theme')).toBe('#11a983');
    expect(JSON.parse((await stored(page)) ?? '{}')).toMatchObject({
      tagsView: false,
      sidebarLogo: false,
      dynamicTitle: true,
      fixedHeader: true,
      sideTheme: 'theme-light',
      theme: '#11a983',
    });
    const size = (await page.context().cookies()).find((c) => c.name === 'size');
    expect(size?.value).toBe('small');

    await page.reload();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);
    await expect(page).toHaveTitle('Users - Digital Talent Service');
    expect(await cssVar(page, '--shell-theme')).toBe('#11a983');

    await openSettings(page);
    await drawer(page).getByTestId('settings-reset').click();
    await expect(page.getByTestId('tags-view')).toBeVisible();
    await expect(page.getByTestId('sidebar-logo')).toBeVisible();
    await expect(page).toHaveTitle('Digital Talent Service');
    await expect(page.getByTestId('sidebar-menu')).toHaveClass(/ant-menu-dark/);
    await expect.poll(() => cssVar(page, '--shell-theme')).toBe('#409EFF');
    expect(await stored(page)).toBeNull();
    const sizeAfter = (await page.context().cookies()).find((c) => c.name === 'size');
    expect(sizeAfter?.value).toBe('medium');
  });

  test('dark mode darkens the shell and antd, and survives signing out', async ({ page }) => {
    await signIn(page, 'admin');
    await openSettings(page);
    await setting(page, 'Dark mode').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('navbar')).toHaveCSS('background-color', 'rgb(20, 20, 20)');
    await expect(drawer(page).locator('.ant-drawer-section')).toHaveCSS(
      'background-color',
      'rgb(31, 31, 31)',
    );
    await page.mouse.click(200, 400);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Leaving the back office leaves the portal as it is.
    await page.goto('/rcwb/recruitment/zoneHome');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  });

  test('top-nav mode: visible items follow the width, the rest under more menus', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await signIn(page, 'admin');
    await openSettings(page);
    await setting(page, 'Top navigation').click();
    await page.mouse.click(200, 400);

    const top = page.getByTestId('top-menu');
    await expect(top).toHaveAttribute('data-visible-count', '7');
    await expect(page.getByTestId('breadcrumb')).toHaveCount(0);
    // A third of 1920 px holds seven items at 85 px: the administrator's last two groups wait under
    // 'more menus' until the page is wide enough for all nine.
    const adminGroups = [
      'Home',
      'My services',
      'Approvals',
      'Service management',
      'Personnel archives',
      'Recognition and services',
      'Content',
      'Statistics',
      'System',
    ];
    await expect(top.getByTestId('top-menu-item')).toHaveText(adminGroups.slice(0, 7));
    // /index fills the page in top-nav mode: no sidebar, nothing to toggle.
    await expect(page.getByTestId('shell')).toHaveAttribute('data-sidebar', 'hidden');
    await expect(page.getByTestId('hamburger')).toHaveCount(0);
    await page.setViewportSize({ width: 2560, height: 1000 });
    await expect(top.getByTestId('top-menu-item')).toHaveText(adminGroups);

    await top.getByText('System').click();
    const side = page.getByTestId('sidebar');
    await expect(side.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    await expect(side.getByRole('menuitem', { name: 'Audit logs' })).toHaveCount(0);
    await side.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/rcwb\/g30\/g300101$/);
    await expect(top.locator('.ant-menu-item-selected')).toHaveText('System');

    await page.setViewportSize({ width: 1280, height: 1000 });
    await expect(top).toHaveAttribute('data-visible-count', '5');
    await page.setViewportSize({ width: 1600, height: 1000 });
    await expect(top).toHaveAttribute('data-visible-count', '6');

    // 600 px: two items, the third under 'more menus'.
    await page.setViewportSize({ width: 600, height: 900 });
    await expect(top).toHaveAttribute('data-visible-count', '2');
    await expect(top.getByTestId('top-menu-item')).toHaveText(['Home', 'My services']);
    await top.getByTestId('top-menu-more').hover();
    await expect(page.getByRole('menuitem', { name: 'System' })).toBeVisible();
  });
});
