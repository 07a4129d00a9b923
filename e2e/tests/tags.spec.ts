import { type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';

/**
 * Tags view and kept-alive screens, on the pages an administrator has: home (/index, affixed),
 * the personal centre (/user/profile) and the password page (/user/password). Detail routes with
 * ids (two tabs for two ids) have no screen yet; the web unit tests cover them.
 */

const PAGES = ['/index', '/user/profile', '/user/password'] as const;

// Screens have tabs and menus of their own: always look inside the tags view.
const tagsView = (page: Page) => page.getByTestId('tags-view');
const bar = (page: Page) => tagsView(page).getByRole('tablist');
const tab = (page: Page, key: string) => tagsView(page).locator(`[role="tab"][data-key="${key}"]`);
const tabKeys = (page: Page) =>
  tagsView(page)
    .locator('[role="tab"]')
    .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-key')));
const menu = (page: Page) => page.getByTestId('tags-menu');
const menuItem = (page: Page, name: string) => menu(page).getByRole('menuitem', { name, exact: true });
/** The first text field of the password screen: the state a kept-alive screen must not lose. */
const passwordField = (page: Page) => page.locator('main input[type="password"]').first();

/** Opens a page through the address bar (a reload: the tabs come back from session storage). */
async function visit(page: Page, path: string) {
  await page.goto(`/rcwb${path}`);
  await expect(tab(page, path)).toHaveAttribute('aria-selected', 'true');
}

/** Signs in as admin and opens the three pages in turn. */
async function openThreePages(page: Page) {
  await signIn(page, 'admin');
  for (const path of PAGES.slice(1)) await visit(page, path);
  await expect.poll(() => tabKeys(page)).toEqual([...PAGES]);
}

/** Presses Tab until a tab of the bar has focus (keyboard only, no clicks). */
async function tabIntoBar(page: Page): Promise<Locator> {
  await page.locator('body').focus();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if ((await focused.count()) && (await focused.getAttribute('data-testid')) === 'tag') return focused;
  }
  throw new Error('the tags bar is not reachable with Tab');
}

test.describe('tags view', () => {
  test('visited pages become tabs after home; the current one is selected; reload keeps them', async ({
    page,
  }) => {
    await openThreePages(page);
    await expect(bar(page)).toBeVisible();
    await expect(tab(page, '/user/password')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, '/index')).toHaveAttribute('aria-selected', 'false');
    // Only the current tab is in the Tab order (roving tabindex).
    await expect(tab(page, '/user/password')).toHaveAttribute('tabindex', '0');
    await expect(tab(page, '/index')).toHaveAttribute('tabindex', '-1');

    await page.reload();
    await expect.poll(() => tabKeys(page)).toEqual([...PAGES]);

    await tab(page, '/user/profile').click();
    await expect(page).toHaveURL(/\/rcwb\/user\/profile$/);
    await expect(tab(page, '/user/profile')).toHaveAttribute('aria-selected', 'true');
  });

  test('home is affixed: no close button, no "close current", middle-click and Delete leave it', async ({
    page,
  }) => {
    await openThreePages(page);
    await expect(tab(page, '/index').getByTestId('tag-close')).toHaveCount(0);
    await tab(page, '/index').click({ button: 'middle' });
    await tab(page, '/index').click({ button: 'right' });
    await expect(menu(page)).toBeVisible();
    await expect(menuItem(page, 'refresh page')).toBeVisible();
    await expect(menuItem(page, 'close current')).toHaveCount(0);
    await expect(menuItem(page, 'close left')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await tab(page, '/index').focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => tabKeys(page)).toEqual([...PAGES]);
  });

  test('middle-click and the × close a tab; closing the current one shows the last remaining tab', async ({
    page,
  }) => {
    await openThreePages(page);
    await tab(page, '/user/profile').click({ button: 'middle' });
    await expect.poll(() => tabKeys(page)).toEqual(['/index', '/user/password']);
    await expect(page).toHaveURL(/\/rcwb\/user\/password$/);

    await tab(page, '/user/password').getByTestId('tag-close').click();
    await expect.poll(() => tabKeys(page)).toEqual(['/index']);
    await expect(page).toHaveURL(/\/rcwb\/index$/);
  });

  test('context menu: close left, close right, close others, close all', async ({ page }) => {
    await openThreePages(page);
    await tab(page, '/user/password').click({ button: 'right' });
    await expect(menu(page).getByRole('menuitem')).toHaveText([
      'refresh page',
      'close current',
      'close others',
      'close left',
      'close all',
    ]);
    await menuItem(page, 'close left').click();
    await expect.poll(() => tabKeys(page)).toEqual(['/index', '/user/password']);
    await expect(menu(page)).toBeHidden();

    await visit(page, '/user/profile');
    await tab(page, '/user/password').click();
    // Close right on a tab left of the current one: the current page goes, the last tab shows.
    await tab(page, '/index').click({ button: 'right' });
    await menuItem(page, 'close right').click();
    await expect.poll(() => tabKeys(page)).toEqual(['/index']);
    await expect(page).toHaveURL(/\/rcwb\/index$/);

    await visit(page, '/user/profile');
    await visit(page, '/user/password');
    await tab(page, '/user/profile').click({ button: 'right' });
    await menuItem(page, 'close others').click();
    // "close others" goes to the chosen tab first.
    await expect(page).toHaveURL(/\/rcwb\/user\/profile$/);
    await expect.poll(() => tabKeys(page)).toEqual(['/index', '/user/profile']);

    await tab(page, '/user/profile').click({ button: 'right' });
    await menuItem(page, 'close all').click();
    await expect.poll(() => tabKeys(page)).toEqual(['/index']);
    await expect(page).toHaveURL(/\/rcwb\/index$/);
  });

  test('the bar and its menu work with the keyboard alone', async ({ page }) => {
    await openThreePages(page);
    const focused = await tabIntoBar(page);
    await expect(focused).toHaveAttribute('data-key', '/user/password');

    await page.keyboard.press('ArrowLeft');
    await expect(page.locator(':focus')).toHaveAttribute('data-key', '/user/profile');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rcwb\/user\/profile$/);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+F10');
    await expect(menu(page)).toBeVisible();
    await expect(menuItem(page, 'refresh page')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menuItem(page, 'close current')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(tab(page, '/user/password')).toBeFocused();

    // Open the menu again and run "close others" with Enter: only home and this tab remain.
    await page.keyboard.press('Shift+F10');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menuItem(page, 'close others')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => tabKeys(page)).toEqual(['/index', '/user/password']);
    await expect(page).toHaveURL(/\/rcwb\/user\/password$/);
    await expect(tab(page, '/user/password')).toBeFocused();

    await page.keyboard.press('Delete');
    await expect.poll(() => tabKeys(page)).toEqual(['/index']);
    await expect(page).toHaveURL(/\/rcwb\/index$/);
    await expect(tab(page, '/index')).toBeFocused();
  });

  test('a kept screen keeps what was typed across tab switches; refresh page drops it', async ({ page }) => {
    await openThreePages(page);
    await passwordField(page).fill('half-typed');
    await tab(page, '/user/profile').click();
    await expect(page).toHaveURL(/\/rcwb\/user\/profile$/);
    await expect(passwordField(page)).toBeHidden();
    await tab(page, '/user/password').click();
    await expect(passwordField(page)).toHaveValue('half-typed');

    await tab(page, '/user/password').click({ button: 'right' });
    await menuItem(page, 'refresh page').click();
    await expect(page).toHaveURL(/\/rcwb\/user\/password$/);
    await expect(passwordField(page)).toHaveValue('');
  });

  test('a kept screen comes back at the same scroll position', async ({ page }) => {
    // A short window, so the screens scroll, and a fixed header, so the tabs stay in reach
    // (with a scrolling header one has to scroll back up to the tabs anyway).
    await page.setViewportSize({ width: 1280, height: 320 });
    await page.addInitScript(`localStorage.setItem('layout-setting', '{"fixedHeader":true}')`);
    await openThreePages(page);
    const scrollY = () => page.evaluate<number>('window.scrollY');
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect.poll(scrollY).toBeGreaterThan(50);
    const kept = await scrollY();
    await tab(page, '/user/profile').click();
    await expect(page).toHaveURL(/\/rcwb\/user\/profile$/);
    await expect.poll(scrollY).toBe(0);
    await tab(page, '/user/password').click();
    await expect.poll(scrollY).toBe(kept);
  });

  test('closing a tab drops its kept screen', async ({ page }) => {
    await openThreePages(page);
    await passwordField(page).fill('to be dropped');
    await tab(page, '/user/profile').click();
    await tab(page, '/user/password').click({ button: 'middle' });
    await expect.poll(() => tabKeys(page)).toEqual(['/index', '/user/profile']);
    // Back to the page inside the app (no reload): it mounts afresh.
    await page.goBack();
    await expect(page).toHaveURL(/\/rcwb\/user\/password$/);
    await expect(passwordField(page)).toHaveValue('');
  });

  test('no serious accessibility problems in the bar or its open menu', async ({ page }) => {
    await openThreePages(page);
    await tab(page, '/user/profile').click({ button: 'right' });
    await expect(menu(page)).toBeVisible();
    expect(
      await seriousViolations(page, ['[data-testid="tags-view"]', '[data-testid="tags-menu"]'], {
        allRules: true,
      }),
    ).toEqual([]);
  });
});
