import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** Landing pages, the chunk of their own screen, and what shows once the page is in. */
const PAGES: { path: string; chunk: RegExp; ready: (page: Page) => ReturnType<Page['getByTestId']> }[] = [
  {
    path: '/rcwb/recruitment/zoneHome',
    chunk: /\/zone-home-page-[\w-]+\.js$/,
    ready: (page) => page.getByTestId('stat-persons'),
  },
  {
    path: '/rcwb/recruitment/findJob',
    chunk: /\/find-job-page-[\w-]+\.js$/,
    ready: (page) => page.getByTestId('job-card').first(),
  },
  {
    path: '/rcwb/talentPolicy',
    chunk: /\/talent-policy-page-[\w-]+\.js$/,
    ready: (page) => page.locator('#main h1'),
  },
  { path: '/rcwb/login', chunk: /\/login-page-[\w-]+\.js$/, ready: (page) => page.locator('form') },
];

const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g)].map((m) => m[1]!);

test.describe("a landing page's HTML names the code the page will load", () => {
  for (const { path, chunk, ready } of PAGES)
    test(`${path}: its screen and language are preloaded, all of it used, nothing fetched twice`, async ({
      page,
    }) => {
      const answer = await page.request.get(path, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
      const preloaded = hrefs(await answer.text());
      expect(preloaded.filter((href) => chunk.test(href))).toHaveLength(1);
      expect(preloaded.filter((href) => /\/locale-strings-[\w-]+\.js$/.test(href))).toHaveLength(1);

      const fetched: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname.startsWith('/rcwb/assets/')) fetched.push(pathname);
      });
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(preloaded.filter((href) => !fetched.includes(href))).toEqual([]);
      expect(fetched.filter((href, i) => fetched.indexOf(href) !== i)).toEqual([]);
    });

  test('another page gets the plain index', async ({ page }) => {
    const html = await (await page.request.get('/rcwb/index')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(hrefs(html).filter((href) => /-page-/.test(href))).toEqual([]);
  });
});
