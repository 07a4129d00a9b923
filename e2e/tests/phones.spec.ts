import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { MENU_SCREENS, screenPattern } from '@rcwb/shared';
import { restingViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { catalogueKeys, untranslatedKeys } from '../support/untranslated';

/**
 * Every public page and every back-office screen on a phone (390 × 844): nothing wider than the
 * window, search results before the filters, axe clean, and no string key shown in place of its
 * text. The back-office screens come from the
 * screen manifest, so a new screen is checked without touching this file.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
// Each test has its own context (one sign-in per role and group of screens): they can run in parallel.
test.describe.configure({ mode: 'parallel' });

/** How far the document reaches past the window to the right (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page
    .locator('html')
    .evaluate(
      (html) =>
        (html.ownerDocument.scrollingElement ?? html).scrollWidth -
        html.ownerDocument.defaultView!.innerWidth,
    );

/** The elements reaching furthest past the window's right edge (what makes a page too wide). */
const tooWide = (page: Page) =>
  page.locator('body').evaluate((body) => {
    const width = body.ownerDocument.defaultView!.innerWidth;
    return [...body.querySelectorAll('*')]
      .map((el) => ({ el, right: Math.round(el.getBoundingClientRect().right) }))
      .filter((e) => e.right > width)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map((e) => `${e.el.tagName.toLowerCase()}.${[...e.el.classList].join('.')} → ${e.right}px`);
  });

/** Waits until the page has shown its data: no spinner or busy region left. */
async function settled(page: Page) {
  // A full load of a screen (session, menus, the screen's code) can take a while on a busy machine.
  await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
}

/** What every page must pass: no sideways scrolling, no serious accessibility failure, every string. */
async function checkPage(page: Page, path: string) {
  await test.step(path, () => checkLoaded(page, path));
}

async function checkLoaded(page: Page, path: string) {
  await settled(page);
  const over = await overflow(page);
  expect(over, `${path} is wider than the phone: ${(await tooWide(page)).join('; ')}`).toBeLessThanOrEqual(0);
  expect(await restingViolations(page, '#main'), `axe on ${path}`).toEqual([]);
  expect(await untranslatedKeys(page), `string keys shown on ${path}`).toEqual([]);
  // The back office's bar holds its breadcrumb on one line (the trail once wrapped onto three
  // lines there and was cut off above and below).
  const crumbs = page.getByTestId('navbar').getByTestId('breadcrumb');
  if (await crumbs.count()) {
    const [bar, trail] = await Promise.all([page.getByTestId('navbar').boundingBox(), crumbs.boundingBox()]);
    expect(trail!.y, `${path}: the breadcrumb starts above the bar`).toBeGreaterThanOrEqual(bar!.y);
    expect(trail!.y + trail!.height, `${path}: the breadcrumb ends below the bar`).toBeLessThanOrEqual(
      bar!.y + bar!.height,
    );
  }
}

/** A search page: the first result starts inside the first screen, above any filter. */
async function checkSearchPage(page: Page, path: string): Promise<Locator> {
  await page.goto(`/rcwb${path}`);
  const first = page.locator('[data-testid="search-results"] > li, [data-testid="notice-list"] > li').first();
  await expect(first, `${path} shows results`).toBeVisible();
  await checkPage(page, path);
  const top = await first.evaluate((el) => el.getBoundingClientRect().top);
  expect(top, `${path}: the first result is below the first screen`).toBeLessThan(PHONE.height);
  return first;
}

/** The search pages of the portal, and the detail pages their first results lead to. */
const SEARCH_PAGES = [
  '/recruitment/findJob',
  '/recruitment/findTalent',
  '/talentPolicy',
  '/notices',
  '/discover/bdlistxq',
  '/discover/bdlistcg',
  '/discover/expertLibrary',
];
const OTHER_PUBLIC_PAGES = [
  '/recruitment/zoneHome',
  '/recruitment/employmentMap',
  '/recruitment/flexibleEmployment',
  '/discover/zoneHome',
  '/policyComparison',
  '/verify',
  '/login',
  '/register',
  '/404',
];

test('the string check finds a key shown as text', async ({ page }) => {
  // The check of every page below would pass on an empty key list: it must see one when shown.
  expect(catalogueKeys.size).toBeGreaterThan(1000);
  expect(catalogueKeys.has('jobs.total')).toBe(true);
  await page.goto('/rcwb/404');
  await settled(page);
  expect(await untranslatedKeys(page)).toEqual([]);
  await page.locator('#main').evaluate((main) => {
    main.append(Object.assign(main.ownerDocument.createElement('p'), { textContent: 'Found: jobs.total.' }));
  });
  expect(await untranslatedKeys(page)).toEqual(['jobs.total']);
});

test.describe('public pages on a phone', () => {
  test('search pages put the first result on the first screen; their detail pages fit too', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const details: string[] = [];
    for (const path of SEARCH_PAGES) {
      const first = await checkSearchPage(page, path);
      const link = first.locator('a[href]').first();
      if (await link.count()) details.push((await link.getAttribute('href'))!);
    }
    // Findjob's first result is a job page; its organisation's page is linked from there.
    expect(details.some((d) => d.includes('jobInfo'))).toBe(true);
    for (const href of details) {
      await page.goto(href);
      await checkPage(page, href);
      if (href.includes('jobInfo')) {
        // The apply actions stay at the bottom of the window while the description scrolls.
        const bar = page.getByTestId('apply-bar');
        await expect(bar).toBeVisible();
        await page.mouse.wheel(0, 2000);
        await expect
          .poll(() => bar.evaluate((el) => Math.round(el.getBoundingClientRect().bottom)))
          .toBe(PHONE.height);
        const company = page.locator('a[href*="companyInfo"]').first();
        const companyHref = await company.getAttribute('href');
        await page.goto(companyHref!.startsWith('/rcwb') ? companyHref! : `/rcwb${companyHref}`);
        await checkPage(page, companyHref!);
      }
    }
  });

  test('the other public pages fit the phone', async ({ page }) => {
    test.setTimeout(OTHER_PUBLIC_PAGES.length * 20_000);
    for (const path of OTHER_PUBLIC_PAGES) {
      await page.goto(`/rcwb${path}`);
      await checkPage(page, path);
    }
  });

  test('the filters open in a sheet, apply from it and show how many are applied', async ({ page }) => {
    await page.goto('/rcwb/talentPolicy');
    await expect(page.getByTestId('filter-bar')).toHaveCount(0);
    await page.getByTestId('filters-open').click();
    const sheet = page.getByTestId('filter-sheet');
    await expect(sheet).toBeVisible();
    const level = sheet.getByLabel('Level');
    const choice = await level.locator('option').nth(1).getAttribute('value');
    await level.selectOption(choice!);
    // Choosing alone applies nothing until "Apply".
    await expect(sheet).toBeVisible();
    await sheet.getByTestId('filters-apply').click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`level=${choice}`));
    await expect(page.getByTestId('filters-open')).toHaveText('Filters (1)');

    await page.getByTestId('filters-open').click();
    await page.getByTestId('filters-clear').click();
    await expect(page).not.toHaveURL(/level=/);
    await expect(page.getByTestId('filters-open')).toHaveText('Filters');

    // The job search's facets apply as they are pressed; "Apply" shows the results.
    await page.goto('/rcwb/recruitment/findJob');
    await page.getByTestId('filters-open').click();
    await sheet.getByRole('group').first().getByRole('button').first().click();
    await expect(page).toHaveURL(/findJob\?.+=/);
    await sheet.getByTestId('filters-apply').click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('filters-open')).toHaveText('Filters (1)');
  });
});

/** The demo accounts are named after their roles; a screen is opened by the first that may. */
const PREFERRED = ['admin', 'person', 'org', 'reviewer', 'editor', 'auditor', 'archivist', 'expert'];
const backOfficeScreens = MENU_SCREENS.filter(
  (s) => s.type === 'C' && !('hidden' in s && s.hidden) && s.component !== 'InnerLink',
)
  .map((s) => ({ key: s.key, path: screenPattern(s.key), roles: s.roles as readonly string[] }))
  .filter((s) => !s.path.includes(':'));
const byRole = new Map<string, string[]>();
for (const s of backOfficeScreens) {
  const role = PREFERRED.find((r) => s.roles.includes(r))!;
  byRole.set(role, [...(byRole.get(role) ?? []), s.path]);
}

/** Screens per test: a role's screens are split so that parallel workers can share them. */
const CHUNK = 6;

test.describe('back-office screens on a phone', () => {
  for (const [role, all] of byRole) {
    for (let from = 0; from < all.length; from += CHUNK) {
      const paths = all.slice(from, from + CHUNK);
      test(`${role}: ${paths.join(', ')} fit the phone; lists are cards`, async ({ page }) => {
        test.setTimeout(30_000 + paths.length * 20_000);
        await signIn(page, role);
        for (const path of paths) {
          await page.goto(`/rcwb${path}`);
          await checkPage(page, path);
          // A list never shows a table on a phone: its rows are cards with their actions.
          await expect(page.getByTestId('resource-table')).toHaveCount(0);
        }
      });
    }
  }
});
