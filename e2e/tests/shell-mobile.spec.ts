import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';

/** The shell on a phone (375 px): SHELL-BEHAVIOUR.md "Mobile" and SPEC §6 (navbar tools). */

test.use({ viewport: { width: 375, height: 740 } });

const shell = (page: Page) => page.getByTestId('shell');
const sidebarRight = async (page: Page) => {
  const box = await page.getByTestId('sidebar').boundingBox();
  return (box?.x ?? 0) + (box?.width ?? 0);
};

test.describe('back-office shell on a phone', () => {
  test('the sidebar starts hidden; the overlay, Escape and navigation close it', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(shell(page)).toHaveAttribute('data-device', 'mobile');
    await expect(shell(page)).toHaveAttribute('data-sidebar', 'collapsed');
    await expect.poll(() => sidebarRight(page)).toBeLessThanOrEqual(0);
    await expect(page.getByTestId('sidebar-overlay')).toHaveCount(0);

    await page.getByTestId('hamburger').click();
    await expect(shell(page)).toHaveAttribute('data-sidebar', 'opened');
    await expect.poll(() => sidebarRight(page)).toBe(200);
    await page.getByTestId('sidebar-overlay').click({ position: { x: 300, y: 400 } });
    await expect(shell(page)).toHaveAttribute('data-sidebar', 'collapsed');
    await expect(page.getByTestId('sidebar-overlay')).toHaveCount(0);

    await page.getByTestId('hamburger').click();
    await page.keyboard.press('Escape');
    await expect(shell(page)).toHaveAttribute('data-sidebar', 'collapsed');

    await page.getByTestId('hamburger').click();
    await page.getByTestId('sidebar').getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/rcwb\/g30\/g300101$/);
    await expect(shell(page)).toHaveAttribute('data-sidebar', 'collapsed');
    // A phone's choice is not remembered for the desktop layout.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebarStatus');
    expect(cookie).toBeUndefined();
  });

  test('search and fullscreen are not offered on a phone', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(page.getByTestId('menu-search')).toHaveCount(0);
    await expect(page.getByTestId('fullscreen')).toHaveCount(0);
    await expect(page.getByTestId('language-menu')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('widening the window brings the desktop layout back', async ({ page }) => {
    await signIn(page, 'admin');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(shell(page)).toHaveAttribute('data-device', 'desktop');
    await expect(shell(page)).toHaveAttribute('data-sidebar', 'opened');
    await expect(page.getByTestId('menu-search')).toBeVisible();
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(shell(page)).toHaveAttribute('data-device', 'mobile');
    await expect(shell(page)).toHaveAttribute('data-sidebar', 'collapsed');
  });
});
