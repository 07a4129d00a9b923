import { type Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { latestSmsCode } from '../support/sms-outbox';

/**
 * g070113 SMS outbox on the real server: codes asked for in account security show up for the
 * administrator, newest first, filtered by number and template, paged; the browser-test helper
 * reads the code from it.
 */

/** Asks for a mobile-binding code as `username`, the way a user does it. */
async function askForCode(browser: Browser, username: string, mobile: string) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, username);
  await page.goto('/rcwb/g01/g019901?tab=mobile');
  const form = page.getByTestId('mobile-form');
  await form.getByLabel('New mobile number').fill(mobile);
  await form.getByTestId('sms-send').click();
  await expect(form.getByText('A code has been sent to this number')).toBeVisible();
  await context.close();
}

test('the administrator reads the codes sent, newest first, by number and template', async ({
  page,
  browser,
}) => {
  const first = '13905919902';
  const second = '13905919903';
  await askForCode(browser, 'archivist', first);
  await askForCode(browser, 'reviewer', second);

  await signIn(page, 'admin');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('menuitem', { name: 'Service management' }).click();
  await sidebar.getByRole('menuitem', { name: 'SMS outbox' }).click();
  await expect(page).toHaveURL(/\/rcwb\/g07\/g070113$/);

  const outbox = page.getByTestId('resource-sms-outbox');
  const rows = outbox.getByTestId('resource-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toContainText(second);
  await expect(rows.nth(1)).toContainText(first);
  await expect(rows.first()).toContainText('Mobile binding code');
  await expect(rows.first()).toContainText(/Your code to bind this number is \d{6}/);
  const shown = await rows.nth(1).innerText();

  // By number (the filter lives in the URL).
  await outbox.getByLabel('Mobile number').fill(first);
  await outbox.getByTestId('filter-search').click();
  await expect(page).toHaveURL(new RegExp(`recipient=${first}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(first);

  // By template: typed into the select and taken with Enter.
  const template = outbox.getByLabel('Template', { exact: true });
  await template.click();
  await template.fill('Registration code');
  await page.keyboard.press('Enter');
  await outbox.getByTestId('filter-search').click();
  await expect(page).toHaveURL(/template=register/);
  await expect(rows).toHaveCount(0);
  await expect(outbox.locator('.ant-empty-description')).toHaveText('No data');

  // Paging: one row a page.
  await page.goto('/rcwb/g07/g070113?limit=1');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(second);
  await outbox.getByTestId('pagination').getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows.first()).toContainText(first);

  expect(await seriousViolations(page, '[data-testid="resource-sms-outbox"]')).toEqual([]);

  // The helper reads the same code the administrator sees.
  const code = await latestSmsCode(browser, first);
  expect(code).toMatch(/^\d{6}$/);
  expect(shown).toContain(code);
});

test('the outbox is the administrator\u2019s only', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/rcwb/g07/g070113');
  await expect(page).toHaveURL(/\/rcwb\/404$/);
});
