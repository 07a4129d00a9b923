import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { restingViolations } from '../support/axe';
import { signIn, submitLogin } from '../support/sign-in';

/**
 * g070101 account review on the real server: a reviewer opens the three-level menu, checks an
 * organisation's record and licence, approves it, and locks and unlocks an individual. The demo
 * data has two organisations pending review (orgpending1 here; orgpending2 in the live-notice
 * test of shell-menus.spec.ts).
 */

const sidebar = (page: Page) => page.getByTestId('sidebar');

async function openFromSidebar(page: Page, screen: string) {
  await sidebar(page).getByRole('menuitem', { name: 'Service management' }).click();
  const review = sidebar(page).getByRole('menuitem', { name: 'Account review' });
  await review.click();
  await sidebar(page).getByRole('menuitem', { name: screen, exact: true }).click();
}

/** Answers the confirm dialog of a row action. */
async function confirm(page: Page, text: RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
}

const rowOf = (list: Locator, text: string) =>
  list.getByTestId('resource-table').getByRole('row').filter({ hasText: text });

test.describe.configure({ mode: 'serial' });

test('a reviewer checks a pending organisation with its licence and approves it', async ({ page }) => {
  await signIn(page, 'reviewer');
  await openFromSidebar(page, 'Organisations');
  await expect(page).toHaveURL(/\/rcwb\/g07\/g070101\/gbIndex$/);
  const list = page.getByTestId('resource-account-review-orgs');

  // Pending first; the credit code is masked in the list.
  const row = rowOf(list, '闽江智造科技有限公司');
  await expect(row).toContainText('Pending review');
  await expect(row).toContainText(/9135\*+\w{4}/);

  // Filter by review status (in the URL).
  // The select filters as one types; Enter takes the match, as a keyboard user would.
  const reviewFilter = list.getByLabel('Review', { exact: true });
  await reviewFilter.click();
  await reviewFilter.fill('Approved');
  await page.keyboard.press('Enter');
  await list.getByTestId('filter-search').click();
  await expect(page).toHaveURL(/reviewStatus=approved/);
  await expect(rowOf(list, '福州数智科技有限公司')).toBeVisible();
  await expect(row).toHaveCount(0);
  await list.getByTestId('filter-reset').click();
  await expect(row).toBeVisible();

  // The detail: the whole record and the licence file.
  await row.getByTestId('action-view').click();
  const drawer = page.getByRole('dialog', { name: 'Organisation details' });
  await expect(drawer).toContainText('郑海峰');
  await expect(drawer).toContainText('营业执照.pdf');
  const download = page.waitForEvent('download');
  await drawer.getByTestId('licence-download').click();
  expect((await download).suggestedFilename()).toBe('营业执照.pdf');
  // Checked once the download and the opening animation are over (half-faded text fails the
  // contrast rule).
  await expect(drawer.getByTestId('licence-download')).not.toHaveClass(/ant-btn-loading/);
  await expect(
    page.locator('.ant-drawer [class*="motion-enter"], .ant-drawer [class*="motion-appear"]'),
  ).toHaveCount(0);
  expect(await restingViolations(page, '.ant-drawer')).toEqual([]);
  await drawer.getByRole('button', { name: 'Close' }).click();

  await row.getByTestId('action-approve').click();
  await confirm(page, /Approve the organisation "闽江智造科技有限公司"/);
  await expect(page.getByText('Approved; the organisation was told by message.')).toBeVisible();
  await expect(row).toContainText('Approved');
  await expect(row.getByTestId('action-approve')).toHaveCount(0);
  await expect(row.getByTestId('action-reject')).toHaveCount(0);

  expect(await restingViolations(page, '[data-testid="resource-account-review-orgs"]')).toEqual([]);
});

test('rejecting needs a reason', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/rcwb/g07/g070101/gbIndex?reviewStatus=pending');
  const list = page.getByTestId('resource-account-review-orgs');
  const row = rowOf(list, '榕城人力资源服务有限公司');
  await row.getByTestId('action-reject').click();
  const dialog = page.getByRole('dialog', { name: 'Reject: 榕城人力资源服务有限公司' });
  await dialog.getByTestId('form-submit').click();
  await expect(dialog.getByText('Please enter Reason')).toBeVisible();
  await expect(
    page.locator('.ant-modal-root [class*="motion-enter"], .ant-modal-root [class*="motion-appear"]'),
  ).toHaveCount(0);
  expect(await restingViolations(page, '.ant-modal')).toEqual([]);
  // Left pending for the live-notice test.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Pending review');
});

test('a reviewer locks and unlocks an individual; personal data stays masked', async ({ page, browser }) => {
  await signIn(page, 'reviewer');
  await openFromSidebar(page, 'Individuals');
  await expect(page).toHaveURL(/\/rcwb\/g07\/g070101\/gcIndex$/);
  const list = page.getByTestId('resource-account-review-persons');
  const row = rowOf(list, '刘洋');
  await expect(row).toContainText('139****0001');
  await expect(row).toContainText(/350\*+\w{4}/);
  expect(await restingViolations(page, '[data-testid="resource-account-review-persons"]')).toEqual([]);

  await row.getByTestId('action-lock').click();
  await confirm(page, /Lock the account of "刘洋"/);
  await expect(page.getByText('The account was locked.')).toBeVisible();
  await expect(row).toContainText('Locked');

  // Locked: the person cannot sign in.
  const theirs = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await theirs.goto('/rcwb/login');
  await submitLogin(theirs, 'person');
  await expect(theirs).toHaveURL(/\/rcwb\/login/);

  await row.getByTestId('action-unlock').click();
  await confirm(page, /Unlock the account of "刘洋"/);
  await expect(row).toContainText('Active');
  await signIn(theirs, 'person');
  await theirs.context().close();
});
