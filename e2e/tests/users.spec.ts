import fs from 'node:fs/promises';
import { expect, test } from '../support/test';
import { chooseByTyping } from '../support/select';
import { signIn, submitLogin } from '../support/sign-in';

const NEW_USER = `e2e_${Date.now().toString(36)}`;
const NEW_PASSWORD = 'Brand#New2026';

/** Picks an option of an antd select inside `scope` by the select's label. */
test.describe.configure({ mode: 'serial' });

test('admin opens Users from the sidebar and filters; the filter lives in the URL', async ({ page }) => {
  await signIn(page, 'admin');
  // System (系统管理) shows its only screen in its place; with more screens it is a submenu.
  const system = page.getByRole('menuitem', { name: 'System', exact: true });
  if (await system.count()) await system.click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/rcwb\/g30\/g300101$/);
  const table = page.getByTestId('resource-table');
  // Newest first: accounts other tests of this server created may fill the first page, so the
  // demo staff are looked for through the filter, not on the first page.
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByLabel('Keyword').fill('review');
  await page.getByTestId('filter-search').click();
  await expect(page).toHaveURL(/\?keyword=review$/);
  await expect(table.getByRole('row', { name: /archivist/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /reviewer/ })).toBeVisible();
  await expect(page.getByTestId('pagination')).toContainText('Total 1');

  await page.goBack();
  await expect(page).toHaveURL(/\/g300101$/);
  // The whole list again: more than the one filtered row (the first row is the header).
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await expect(page.getByLabel('Keyword')).toHaveValue('');

  // A shared link opens the same filtered list.
  await page.goto('/rcwb/g30/g300101?status=active&keyword=archiv');
  await expect(table.getByRole('row', { name: /archivist/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /reviewer/ })).toHaveCount(0);
});

test('admin adds a user, locks them, and the locked user cannot sign in', async ({ page, browser }) => {
  await signIn(page, 'admin');
  await page.goto('/rcwb/g30/g300101');
  await page.getByTestId('toolbar-add').click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Username', { exact: true }).fill(NEW_USER);
  await dialog.getByLabel('Name', { exact: true }).fill('端到端测试');
  await chooseByTyping(page, dialog, 'Account type', 'Service staff');
  await chooseByTyping(page, dialog, 'Roles', 'Reviewer', { multiple: true });
  await dialog.getByLabel('Initial password').fill('weak');
  await dialog.getByTestId('form-submit').click();
  await expect(dialog.getByText('password must be 8 to 64 characters long')).toBeVisible();
  await dialog.getByLabel('Initial password').fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await dialog.getByTestId('form-submit').click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('resource-table').getByRole('row', { name: new RegExp(NEW_USER) });
  await expect(row).toContainText('端到端测试');
  await expect(row).toContainText('Reviewer');
  await expect(row).toContainText('Active');

  // The new account signs in with its initial password.
  const other = await browser.newContext({ locale: 'en-US' });
  const theirs = await other.newPage();
  await theirs.goto('/rcwb/login');
  await submitLogin(theirs, NEW_USER, NEW_PASSWORD);
  await expect(theirs).toHaveURL(/\/rcwb\/index$/);

  await row.getByTestId('action-lock').click();
  await expect(page.getByText(`Lock the account "${NEW_USER}"?`)).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('The account is locked.')).toBeVisible();
  await expect(row).toContainText('Locked');
  await expect(row.getByTestId('action-unlock')).toBeVisible();

  // Their open session ended with the lock, and they cannot sign in again.
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/rcwb\/login/);
  await submitLogin(theirs, NEW_USER, NEW_PASSWORD);
  await expect(
    theirs.getByText('the account has been locked, please contact the administrator'),
  ).toBeVisible();
  await expect(theirs).toHaveURL(/\/rcwb\/login/);
  await other.close();
});

test('admin exports the filtered list as a real xlsx', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(`/rcwb/g30/g300101?keyword=${NEW_USER}`);
  await expect(
    page.getByTestId('resource-table').getByRole('row', { name: new RegExp(NEW_USER) }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('resource-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Users-\d{8}-\d{4}\.xlsx$/);
  const bytes = await fs.readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.length).toBeGreaterThan(1000);
});

test('a reviewer neither sees the screens nor reaches them', async ({ page }) => {
  await signIn(page, 'reviewer');
  await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Audit logs' })).toHaveCount(0);
  await page.goto('/rcwb/g30/g300101');
  await expect(page).toHaveURL(/\/rcwb\/(404|401)$/);
});
