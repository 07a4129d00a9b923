import { expect, test } from '../support/test';
import { restingViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

test('a visitor searches talents; the URL keeps the filters and no contact detail shows', async ({
  page,
}) => {
  // The portal kit's filter labels wrap their selects, so a label's text holds option texts too.
  const education = page.locator('select[name="education"]');
  await page.goto('/rcwb/recruitment/zoneHome');
  const toTalents = page.getByRole('link', { name: 'Hiring? Search the public resumes of talents' });
  await expect(toTalents).toBeVisible();
  expect(await restingViolations(page, 'main')).toEqual([]);
  await toTalents.click();
  await expect(page).toHaveURL(/\/recruitment\/findTalent$/);
  await expect(page.getByTestId('result-total')).toHaveText(/\d+ talents?$/);
  await education.selectOption({ label: "Bachelor's degree" });
  await expect(page).toHaveURL(/findTalent\?education=4$/);
  await page.getByLabel('Search talents').fill('数据');
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  await expect(page).toHaveURL(/keyword=%E6%95%B0%E6%8D%AE/);
  await expect(education).toHaveValue('4');
  await page.goBack();
  await expect(page.getByLabel('Search talents')).toHaveValue('');
  await expect(education).toHaveValue('4');
  expect(await restingViolations(page, 'main')).toEqual([]);
  // Whatever public resumes exist, the cards carry masked names only.
  for (const name of await page.getByTestId('masked-name').allTextContents()) expect(name).toMatch(/^.\*$/u);
});

test('an organisation opens its talent search, its sent invitations and its saved resumes', async ({
  page,
}) => {
  await signIn(page, 'org');
  await page.goto('/rcwb/g05/g050202');
  await expect(page.getByRole('tab', { name: 'Find talents' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.ant-table')).toBeVisible();
  expect(await restingViolations(page, '#main')).toEqual([]);
  await page.getByRole('tab', { name: 'Sent invitations' }).click();
  await expect(page).toHaveURL(/g050202\?tab=invitations$/);
  await expect(page.getByRole('columnheader', { name: 'Posting' })).toBeVisible();
  expect(await restingViolations(page, '#main')).toEqual([]);

  await page.goto('/rcwb/g01/g010702/collect_JL');
  await expect(page.getByText('Saved resumes').first()).toBeVisible();
  expect(await restingViolations(page, '#main')).toEqual([]);
});
