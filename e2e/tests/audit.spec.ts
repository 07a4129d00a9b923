import { expect, test } from '../support/test';
import { chooseByTyping } from '../support/select';
import { signIn } from '../support/sign-in';

test('the auditor sees the add of a user with the administrator name; filters in the URL; export', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // The write to find in the log: adding a user.
  await page.goto('/rcwb/g30/g300101');
  await page.getByTestId('toolbar-add').click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  const username = `audit_${Date.now().toString(36)}`;
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Name', { exact: true }).fill('Audit Trail');
  await chooseByTyping(page, dialog, 'Account type', 'Expert');
  await chooseByTyping(page, dialog, 'Roles', 'Expert', { multiple: true });
  await dialog.getByLabel('Initial password').fill('Audit#Trail2026');
  await dialog.getByLabel('Confirm password').fill('Audit#Trail2026');
  await dialog.getByTestId('form-submit').click();
  await expect(dialog).toBeHidden();

  // The administrator may not read the audit logs (separation of duties): the auditor does.
  await expect(page.getByRole('menuitem', { name: 'Audit logs' })).toHaveCount(0);
  await page.context().clearCookies();
  await signIn(page, 'auditor');
  // The auditor's only screen of Service management stands in the group's place in the sidebar.
  await page.getByTestId('sidebar').getByText('Audit logs', { exact: true }).click();
  await expect(page).toHaveURL(/\/rcwb\/g07\/g070112$/);
  const operations = page.getByTestId('resource-audit-operations');
  const table = operations.getByTestId('resource-table');
  // Each entry says what was done, in plain language, naming the object.
  const writes = table
    .getByRole('row')
    .filter({ hasText: 'POST' })
    .filter({ has: page.getByRole('cell', { name: `created account ${username}`, exact: true }) });
  await expect(writes).toHaveCount(1);
  await expect(writes).toContainText('系统管理员');
  await expect(writes).toContainText('admin');
  await expect(writes).toContainText('Users');
  await expect(writes).toContainText('Succeeded');
  // Reads are not logged, except those a route marks as audited (the SMS outbox, whose texts
  // another test reads).
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: 'GET' })
      .filter({ hasNot: page.getByRole('cell', { name: 'read the SMS outbox', exact: true }) }),
  ).toHaveCount(0);

  await operations.getByLabel('Username').fill('nobody-at-all');
  await operations.getByTestId('filter-search').click();
  await expect(page).toHaveURL(/username=nobody-at-all/);
  await expect(writes).toHaveCount(0);
  await page.goBack();
  await expect(writes).toHaveCount(1);

  // Filters by what was done and to what kind of object, kept in the URL as the others.
  await page.goto('/rcwb/g07/g070112?actionKey=create&objectKind=account');
  await expect(writes).toHaveCount(1);
  await page.goto('/rcwb/g07/g070112?actionKey=delete&objectKind=account');
  await expect(writes).toHaveCount(0);

  // The login log lists the admin sign-in; its tab is part of the URL too.
  await page.getByRole('tab', { name: 'Login logs' }).click();
  await expect(page).toHaveURL(/tab=logins/);
  const logins = page.getByTestId('resource-audit-logins');
  await expect(logins.getByRole('row').filter({ hasText: 'admin' }).first()).toContainText('Succeeded');

  const download = page.waitForEvent('download');
  await logins.getByTestId('resource-export').click();
  expect((await download).suggestedFilename()).toMatch(/^Login logs-\d{8}-\d{4}\.xlsx$/);

  // The third tab: reads of personal data, with its own filters.
  await page.getByRole('tab', { name: 'Personal data reads' }).click();
  await expect(page).toHaveURL(/tab=reads/);
  const reads = page.getByTestId('resource-audit-reads');
  await expect(reads.getByLabel('Read by')).toBeVisible();
  await expect(reads.getByTestId('resource-table')).toBeVisible();
});
