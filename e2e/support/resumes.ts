import type { Locator, Page } from '@playwright/test';

/** Fills the newest education entry of the open resume editor (added with "Add education"). */
export async function fillEducation(
  page: Page,
  form: Locator,
  entry: { school: string; major: string; from: string },
): Promise<void> {
  const education = form.locator('.ant-card').filter({ hasText: 'Education 1' });
  await education.getByLabel('School').fill(entry.school);
  await education.getByLabel('Major').fill(entry.major);
  const start = education.getByLabel('From');
  await start.click();
  await start.fill(entry.from);
  await page.keyboard.press('Enter');
}

/** Adds a first skill to the open resume editor. */
export async function addSkill(form: Locator, name: string): Promise<void> {
  await form.getByRole('button', { name: /Add a skill/ }).click();
  await form
    .locator('.ant-card')
    .filter({ hasText: 'Skill 1' })
    .getByLabel('Skill', { exact: true })
    .fill(name);
}
