import { test as base } from '@playwright/test';
import { browserLogSince, watchContexts } from './browser-log';
import { mainServer } from './env';

/**
 * The `test` every spec uses: Playwright's, with `baseURL` set to the main server of the worker
 * running it (support/env.ts), so pages, requests and contexts opened with `browser.newContext()`
 * all talk to that worker's server. A spec may still point itself elsewhere with `test.use`.
 * A failed test carries what its browsers said meanwhile (support/browser-log.ts).
 */
export const test = base.extend<{ browserLog: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function uses from this pattern
  baseURL: async ({}, use, testInfo) => use(mainServer(testInfo.parallelIndex).url),
  browser: [
    async ({ browser }, use) => {
      watchContexts(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  browserLog: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use, testInfo) => {
      const since = Date.now();
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const log = browserLogSince(since);
      if (log) await testInfo.attach('browser-log', { body: log, contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
