import { test as base } from '@playwright/test';
import { mainServer } from './env';

/**
 * The `test` every spec uses: Playwright's, with `baseURL` set to the main server of the worker
 * running it (support/env.ts), so pages, requests and contexts opened with `browser.newContext()`
 * all talk to that worker's server. A spec may still point itself elsewhere with `test.use`.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function uses from this pattern
  baseURL: async ({}, use, testInfo) => use(mainServer(testInfo.parallelIndex).url),
});

export { expect } from '@playwright/test';
