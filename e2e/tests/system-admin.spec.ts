import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { mainDatabase } from '../support/database';
import { signIn } from '../support/sign-in';

const ROLE_KEY = `helper_${Date.now().toString(36)}`;
const HELPER = `e2e_${ROLE_KEY}`;

test.describe.configure({ mode: 'serial' });

/** One node of the permission tree by its title. */
const treeNode = (dialog: Locator, title: string) =>
  dialog.locator('.ant-tree-treenode').filter({ has: dialog.page().getByText(title, { exact: true }) });

async function openPermissions(page: Page): Promise<Locator> {
  await page.goto('/rcwb/g30/g300101?tab=roles');
  const row = page.getByTestId('resource-table').getByRole('row', { name: new RegExp(ROLE_KEY) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: 'Permissions' }).click();
  const dialog = page.getByRole('dialog', { name: /^Permissions: / });
  await expect(treeNode(dialog, 'System')).toBeVisible({ timeout: 30_000 });
  await expand(treeNode(dialog, 'System'));
  await expand(treeNode(dialog, 'Users'));
  return dialog;
}

/**
 * Opens a tree node unless it is open already. A node whose children are all checked may open by
 * itself, also just as the click lands (which then closes it again): the step is tried until the
 * node stays open.
 */
async function expand(node: Locator): Promise<void> {
  const switcher = node.locator('.ant-tree-switcher');
  await expect(switcher).toBeVisible();
  await expect(async () => {
    if (!(await switcher.getAttribute('class'))?.includes('ant-tree-switcher_open')) await switcher.click();
    await expect(switcher).toHaveClass(/ant-tree-switcher_open/, { timeout: 2_000 });
  }).toPass();
}

test('an administrator gives a role a button; its user sees the button after signing in again', async ({
  page,
  browser,
}) => {
  // Two sessions, four sign-ins and a tree of every menu: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await page.goto('/rcwb/g30/g300101?tab=roles');
  await page.getByTestId('toolbar-add').click();
  const form = page.getByRole('dialog', { name: 'Add role' });
  await form.getByLabel('Key', { exact: true }).fill(ROLE_KEY);
  await form.getByLabel('Name (Chinese)').fill('用户助理');
  await form.getByLabel('Name (English)').fill(`Helper ${ROLE_KEY}`);
  await form.getByTestId('form-submit').click();
  await expect(form).toBeHidden();

  // A staff account holding only the new role (made in the database: the user form is tested elsewhere).
  const db = await mainDatabase();
  try {
    await db.query(
      `INSERT INTO account (username, password_hash, user_type, name)
       SELECT $1, password_hash, 0, 'Helper' FROM account WHERE username = 'archivist'`,
      [HELPER],
    );
    await db.query(
      `INSERT INTO account_role (account_id, role_id)
       SELECT a.id, r.id FROM account a, role r WHERE a.username = $1 AND r.key = $2`,
      [HELPER, ROLE_KEY],
    );
  } finally {
    await db.end();
  }

  // The users screen without its "Add user" button.
  let dialog = await openPermissions(page);
  await treeNode(dialog, 'Users').locator('.ant-tree-checkbox').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const theirs = await browser.newContext({ locale: 'en-US' });
  const helper = await theirs.newPage();
  await signIn(helper, HELPER);
  await helper.goto('/rcwb/g30/g300101');
  await expect(helper.getByTestId('resource-table')).toBeVisible({ timeout: 30_000 });
  await expect(helper.getByTestId('toolbar-add')).toHaveCount(0);

  dialog = await openPermissions(page);
  await expect(treeNode(dialog, 'Users').locator('.ant-tree-checkbox-checked')).toBeVisible();
  await treeNode(dialog, 'Add user').locator('.ant-tree-checkbox').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Signed out (the session cookie gone), then in again.
  await theirs.clearCookies();
  await signIn(helper, HELPER);
  await helper.goto('/rcwb/g30/g300101');
  await expect(helper.getByTestId('toolbar-add')).toBeVisible();
  await theirs.close();
});

test('a dictionary label an administrator changes shows on the public search filters', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto('/rcwb/g30/g300101?tab=dicts&dictType=education');
  const row = page.getByTestId('resource-table').getByRole('row', { name: /Bachelor's degree/ });
  const rename = async (label: string) => {
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit entry' });
    await form.getByLabel('Label (English)').fill(label);
    await form.getByTestId('form-submit').click();
    await expect(form).toBeHidden();
  };
  // A visitor whose browser already holds the dictionaries sees the edit on the next visit.
  const visitor = await browser.newContext({ locale: 'en-US' });
  const pub = await visitor.newPage();
  await pub.goto('/rcwb/recruitment/queryJob');
  const education = pub.getByRole('group', { name: 'Education' });
  await expect(education.getByRole('button', { name: /Bachelor's degree(?! \()/ })).toBeVisible({
    timeout: 20_000,
  });
  await rename("Bachelor's degree (4 years)");
  await pub.goto('/rcwb/recruitment/queryJob');
  await expect(education.getByRole('button', { name: /Bachelor's degree \(4 years\)/ })).toBeVisible({
    timeout: 20_000,
  });
  await visitor.close();

  // Other tests read the demo label.
  await rename("Bachelor's degree");
});
