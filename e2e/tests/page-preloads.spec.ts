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

test.describe('the public landing pages load no locale data of Intl', () => {
  // Chromium's first Intl formatter of a page costs 20–45 ms of main thread (its locale data): these
  // pages write their counts and dates without one (lib/format/intl.ts).
  const SHOWN: { path: string; shows: RegExp }[] = [
    // Its figures, and a fair's time in the portal's time zone.
    { path: '/rcwb/recruitment/zoneHome', shows: /[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}/ },
    { path: '/rcwb/recruitment/findJob', shows: /\d+ jobs? found[\s\S]*[A-Z][a-z]{2} \d{1,2}, \d{4}/ },
    { path: '/rcwb/recruitment/jobInfo?id=1', shows: /[A-Z][a-z]{2} \d{1,2}, \d{4}/ },
    { path: '/rcwb/talentPolicy', shows: /Total \d+/ },
  ];
  for (const { path, shows } of SHOWN)
    test(`${path}: its counts and dates shown, no Intl formatter built`, async ({ page }) => {
      await page.addInitScript(() => {
        const built: string[] = [];
        (globalThis as unknown as { __intlBuilt: string[] }).__intlBuilt = built;
        const kinds = [
          'NumberFormat',
          'DateTimeFormat',
          'ListFormat',
          'RelativeTimeFormat',
          'Collator',
        ] as const;
        for (const kind of kinds) {
          const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
          (Intl as unknown as Record<string, unknown>)[kind] = new Proxy(Original, {
            construct(target, args) {
              built.push(`${kind} ${JSON.stringify(args)}`);
              return Reflect.construct(target, args) as object;
            },
          });
        }
      });
      await page.goto(path);
      await expect(page.locator('#main')).toContainText(shows);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (globalThis as unknown as { __intlBuilt: string[] }).__intlBuilt),
      ).toEqual([]);
    });
});
