import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Choosing in antd's selects, tree selects and cascaders, the two ways a person does: clicking
 * through the open list (`choose`, `chooseIn`) or typing and pressing Enter (`chooseByTyping`).
 */

/** Chooses an option of the antd select, tree select or cascader labelled `label`, by clicking. */
export async function choose(page: Page, label: string, ...path: string[]): Promise<void> {
  await chooseIn(page, page, label, ...path);
}

/**
 * `choose` for the field labelled `label` inside `scope` (a dialog whose labels the list's filters
 * behind it repeat); the options open in the page's own layer.
 */
export async function chooseIn(page: Page, scope: Page | Locator, label: string, ...path: string[]) {
  const field = scope.getByLabel(label, { exact: true });
  // `has` looks inside each form item, so it takes the label from the page, not from `scope`.
  const item = scope
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .last();
  // Options that arrive while the list is open re-render it and can swallow a click: choose again
  // until the field shows the choice.
  await expect(async () => {
    await field.click();
    for (const text of path) {
      await page
        .locator(
          '.ant-select-dropdown:visible .ant-select-item-option, .ant-select-dropdown:visible .ant-select-tree-node-content-wrapper, .ant-cascader-dropdown:visible .ant-cascader-menu-item',
        )
        .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
        .first()
        .click({ timeout: 3000 });
    }
    // Escape in a dialog closes the dialog once the list has closed by itself (single choices):
    // there a click on the field's label closes a list still open (multiple choices).
    if (scope === page) await page.keyboard.press('Escape');
    else if (await page.locator('.ant-select-dropdown:visible').count()) await item.locator('label').click();
    await expect(item).toContainText(path[path.length - 1] ?? '', { timeout: 2000 });
  }).toPass();
}

/**
 * Chooses in the select or tree select labelled `label` inside `scope` by typing `typed` and
 * pressing Enter, as a keyboard user would. A multiple select stays open for more: Escape closes
 * its list (not the dialog around it).
 */
export async function chooseByTyping(
  page: Page,
  scope: Locator,
  label: string,
  typed: string,
  { multiple = false } = {},
) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(typed);
  // The choices may still be on their way (a list from the server): Enter before the typed one is
  // offered picks nothing.
  await expect(
    page
      .locator('.ant-select-dropdown:visible')
      .locator('.ant-select-item-option, .ant-select-tree-treenode')
      .filter({ hasText: typed })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  if (multiple) await page.keyboard.press('Escape');
  const select = box.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(select).toContainText(typed);
}
