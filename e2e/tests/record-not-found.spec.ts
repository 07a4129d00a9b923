import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { restingViolations } from '../support/axe';
import { postAndSubmit } from '../support/jobs';
import { signIn } from '../support/sign-in';

/**
 * Screens opened with a record id that names nothing the user may see — no id, a malformed one,
 * one that does not exist or belongs to somebody else — say so plainly, with a way back, instead
 * of a blank page.
 */

const TITLE = `Pending analyst ${Date.now().toString(36)}`;

/** Opens url and expects the "not found" state with the given words and a way home. */
async function expectNotFound(page: Page, url: string, words: RegExp) {
  await page.goto(url);
  const missing = page.getByTestId('record-missing');
  await expect(missing.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(missing).toContainText(words);
  await expect(missing.getByRole('button', { name: 'Back to home' })).toBeVisible();
}

const BAD_LINK = /its number is missing or malformed/;
const GONE = /does not exist, was removed, or is not yours to open/;

test('the print page: no id, a malformed id, and a posting the person may not read', async ({
  page,
  browser,
}) => {
  // Filling the posting form and two sign-ins take more than the default on a busy machine.
  test.slow();
  // A posting waiting for review is its organisation's and staff's only.
  const orgContext = await browser.newContext({ locale: 'en-US' });
  const org = await orgContext.newPage();
  await signIn(org, 'org');
  await postAndSubmit(org, TITLE);
  const row = org.getByTestId('resource-table').getByRole('row', { name: new RegExp(TITLE) });
  const view = row.getByTestId('action-view');
  if (await view.isVisible()) await view.click();
  else {
    await row.getByTestId('action-more').click();
    await org.getByTestId('action-view').click();
  }
  await expect(org).toHaveURL(/\/g050101\/detail\/\d+\//);
  const jobId = Number(/\/detail\/(\d+)\//.exec(org.url())![1]);
  await orgContext.close();

  await signIn(page, 'person');
  await expectNotFound(page, '/rcwb/g010701/info', BAD_LINK);
  await expectNotFound(page, '/rcwb/g010701/info?id=abc', BAD_LINK);
  await expectNotFound(page, '/rcwb/g010701/info?id=-4', BAD_LINK);
  await expectNotFound(page, `/rcwb/g010701/info?id=${jobId}`, GONE);
  expect(await restingViolations(page, 'main')).toEqual([]);
  // Opened directly there is nothing to go back to: home it is.
  await page.getByTestId('record-missing').getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/rcwb\/index$/);

  // The back office's detail of the same posting says the same inside the layout.
  await expectNotFound(page, `/rcwb/g01/g010701/detail/${jobId}/x`, GONE);
});

test('the review page: no id, a malformed id and one that does not exist, in both languages', async ({
  page,
}) => {
  await signIn(page, 'reviewer');
  await expectNotFound(page, '/rcwb/g070102/info', BAD_LINK);
  await expectNotFound(page, '/rcwb/g070102/info?id=12abc', BAD_LINK);
  await expectNotFound(page, '/rcwb/g070102/info?id=2147483647', GONE);

  await page.evaluate("localStorage.setItem('rcwb-locale', 'zh-CN')");
  await page.goto('/rcwb/g070102/info?id=0');
  const missing = page.getByTestId('record-missing');
  await expect(missing.getByRole('heading', { level: 1, name: '未找到' })).toBeVisible();
  await expect(missing).toContainText('编号缺失或格式不正确');
  await expect(missing.getByRole('button', { name: '返回首页' })).toBeVisible();
  await page.evaluate("localStorage.setItem('rcwb-locale', 'en')");
});
