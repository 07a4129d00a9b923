import { expect, test } from '../support/test';
import { restingViolations } from '../support/axe';
import { addSkill, fillEducation } from '../support/resumes';
import { signIn } from '../support/sign-in';

const TITLE = `数据分析师简历 ${Date.now().toString(36)}`;
const REASON = '含有联系方式、广告或引流信息';

test.describe.configure({ mode: 'serial' });

test('a person writes a resume, sees its completeness and makes it public with consent', async ({ page }) => {
  await signIn(page, 'person');
  await page.goto('/rcwb/g01/g010501');
  // The demo person's two resumes.
  await expect(page.getByText('软件工程师求职简历')).toBeVisible();
  await expect(page.getByText('Default', { exact: true })).toBeVisible();
  expect(await restingViolations(page, '#main')).toEqual([]);

  await page.getByRole('button', { name: /New resume/ }).click();
  await expect(page).toHaveURL(/\/rcwb\/g01\/g010401\/add$/);
  const form = page.locator('form#resume');
  await form.getByLabel('Resume title').fill(TITLE);
  await form.getByRole('button', { name: /Add education/ }).click();
  const entry = form.locator('.ant-card').filter({ hasText: 'Education 1' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(entry.getByText('Please fill this in').first()).toBeVisible();

  await fillEducation(page, form, { school: '福州大学', major: '统计学', from: '2016-09' });
  await addSkill(form, 'SQL');
  // The profile filled in the basics; education and skills now count too.
  await expect(page.getByText(/Completeness \d+%/).first()).not.toHaveText('Completeness 0%');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Resume saved/)).toBeVisible();
  await expect(page).toHaveURL(/\/rcwb\/g01\/g010401\/edit\/\d+\//);
  await expect(form.getByLabel('School')).toHaveValue('福州大学');

  await page.goto('/rcwb/g01/g010501');
  const card = page.getByTestId('resume-card').filter({ hasText: TITLE });
  // Saved once: confirming a month with Enter does not submit the editor.
  await expect(card).toHaveCount(1);
  await card.getByRole('switch').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Make public' })).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Make public' }).click();
  await expect(card.getByText('Public in the talent search')).toBeVisible();
});

test('the resume page shows the resume for printing and PDF export', async ({ page }) => {
  await signIn(page, 'person');
  await page.goto('/rcwb/g070104/resume');
  await expect(page.getByRole('heading', { name: '刘洋' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Export PDF/ })).toBeVisible();
  expect(await restingViolations(page, 'main')).toEqual([]);
});

test('staff hide the resume with a reason; the owner sees why', async ({ page, browser }) => {
  await signIn(page, 'reviewer');
  await page.goto('/rcwb/g07/g070103');
  await page.getByLabel('Keyword').fill(TITLE);
  await page
    .getByRole('button', { name: /Search/ })
    .first()
    .click();
  const row = page.getByTestId('resource-table').getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toHaveCount(1);
  await row.getByTestId('action-hide').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (the owner is told it)').fill(REASON);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Hidden');

  const person = await browser.newPage();
  await signIn(person, 'person');
  await person.goto('/rcwb/g01/g010501');
  const card = person.getByTestId('resume-card').filter({ hasText: TITLE });
  await expect(card.getByText(new RegExp(`Staff hid this resume: ${REASON}`))).toBeVisible();
  await person.close();
});

test('an organisation cannot open a resume page directly', async ({ page }) => {
  await signIn(page, 'org');
  await page.goto('/rcwb/g070104/resume/1/x');
  await expect(page.getByText(/through a delivery they received/)).toBeVisible();
});
