import { expect, type Locator, type Page } from '@playwright/test';
import { chooseByTyping } from './select';

/** Picks the posting's work place by typing part of its name and choosing the whole path offered. */
export async function chooseWorkPlace(page: Page, scope: Locator, typed: string, path: string) {
  const box = scope.getByLabel('Work place', { exact: true });
  await box.click();
  await box.fill(typed);
  await page
    .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item')
    .filter({ hasText: path })
    .click();
  const select = box.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(select).toContainText(path);
}

/** Fills the add form of g050101 as the signed-in organisation and submits it for review from the form. */
export async function postAndSubmit(page: Page, title: string) {
  await page.goto('/rcwb/g05/g050101/add');
  const form = page.locator('form#job');
  await form.getByLabel('Job title', { exact: true }).fill(title);
  await chooseByTyping(page, form, 'Job category', 'Data analyst');
  await chooseByTyping(page, form, 'Industry', 'Internet and related services');
  await chooseWorkPlace(page, form, 'Gulou', 'Fujian / Fuzhou / Gulou District');
  await form.getByLabel('Lowest monthly salary (¥)').fill('9000');
  await form.getByLabel('Highest monthly salary (¥)').fill('15000');
  await chooseByTyping(page, form, 'Education', "Bachelor's degree");
  await chooseByTyping(page, form, 'Experience', 'Any');
  await chooseByTyping(page, form, 'Job type', 'Full-time');
  await form.getByLabel('Headcount').fill('2');
  const editor = form.locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('负责业务数据分析，熟悉 SQL 与 Python。');
  // Sent to review from the form itself, beside "Save as draft".
  await form.getByRole('button', { name: 'Submit for review' }).click();

  await expect(page).toHaveURL(/\/rcwb\/g05\/g050103$/);
  const row = page.getByTestId('resource-table').getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Pending review');
}

/** Approves a pending posting from the g070102 review queue as the signed-in reviewer. */
export async function approve(page: Page, title: string) {
  await page.goto('/rcwb/g07/g070102');
  const row = page.getByTestId('resource-table').getByRole('row', { name: new RegExp(title) });
  await row.getByTestId('action-approve').click();
  await page.getByTestId('confirm-ok').click();
  await expect(row).toHaveCount(0);
}
