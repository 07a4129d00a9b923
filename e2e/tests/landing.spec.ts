import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { restingViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

const GROUPS = ['person', 'org', 'system', 'review', 'editor'] as const;

const workbench = (page: Page) => page.getByTestId('role-workbench');
const group = (page: Page, key: string) => page.getByTestId(`landing-group-${key}`);
const figure = (page: Page, id: string) => page.getByTestId(`figure-${id}`);
/** The number a figure shows (figures are "value" then "label"). */
const countOf = async (f: Locator) =>
  Number((await f.locator('span').first().innerText()).replace(/\D+/g, ''));

/** Signs in and checks that exactly these groups are shown, in this order, and have loaded. */
async function landsOn(page: Page, username: string, groups: readonly string[]) {
  await signIn(page, username);
  await expect(workbench(page)).toBeVisible();
  await expect(workbench(page).locator('[data-testid^="landing-group-"]')).toHaveCount(groups.length);
  for (const [i, key] of groups.entries())
    await expect(workbench(page).locator('[data-testid^="landing-group-"]').nth(i)).toHaveAttribute(
      'data-testid',
      `landing-group-${key}`,
    );
  for (const key of GROUPS.filter((g) => !groups.includes(g))) await expect(group(page, key)).toHaveCount(0);
  await expect(workbench(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(workbench(page).getByRole('alert')).toHaveCount(0);
}

/** Opens a figure's list with the keyboard and checks the list holds as many as the figure said. */
async function opensItsList(page: Page, f: Locator, url: RegExp) {
  const n = await countOf(f);
  await f.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
  await expect(page.locator('#main')).toContainText(`Total ${n}`);
}

test.describe('each role lands on its own workbench', () => {
  test('a person sees their job search', async ({ page }) => {
    await landsOn(page, 'person', ['person']);
    const mine = group(page, 'person');
    await expect(mine.getByRole('heading', { name: 'My job search' })).toBeVisible();
    await expect(mine.getByTestId('workbench-profile')).toContainText('complete');
    await expect(mine.getByTestId('workbench-counts').getByRole('link')).toHaveCount(12);
    expect(await restingViolations(page, '[data-testid="role-workbench"]')).toEqual([]);
  });

  test('an organisation sees its pipeline, postings and interviews', async ({ page }) => {
    await landsOn(page, 'org', ['org']);
    for (const card of ['pipeline', 'postings', 'interviews'])
      await expect(page.getByTestId(`landing-card-org-${card}`)).toBeVisible();
    const published = figure(page, 'org-postings-posting.published');
    await expect(published).toContainText('Published');
    expect(await countOf(published)).toBeGreaterThan(0);
    expect(await restingViolations(page, '[data-testid="role-workbench"]')).toEqual([]);
    await opensItsList(page, published, /\/rcwb\/g05\/g050103\?status=published$/);
  });

  test('a reviewer sees the queues waiting for them', async ({ page }) => {
    await landsOn(page, 'reviewer', ['review']);
    const orgs = figure(page, 'review-queues-organisations');
    await expect(orgs).toContainText('Organisations');
    await expect(figure(page, 'review-queues-postings')).toContainText('Posting review');
    // The demo data has organisations waiting for review (other specs approve some, register more).
    expect(await countOf(orgs)).toBeGreaterThanOrEqual(1);
    expect(await restingViolations(page, '[data-testid="role-workbench"]')).toEqual([]);
    await opensItsList(page, orgs, /\/rcwb\/g07\/g070101\/gbIndex\?reviewStatus=pending$/);
  });

  test('an editor sees the content waiting to be published', async ({ page }) => {
    await landsOn(page, 'editor', ['editor']);
    const drafts = page.getByTestId('landing-card-editor-drafts');
    await expect(drafts).toBeVisible();
    await expect(figure(page, 'editor-drafts-draft.g07:announcement')).toContainText('Announcements');
    await expect(figure(page, 'editor-drafts-draft.g20:news')).toBeVisible();
    expect(await restingViolations(page, '[data-testid="role-workbench"]')).toEqual([]);
  });

  test('an administrator sees the health of the system, then what waits, and no job seeker pages', async ({
    page,
  }) => {
    await landsOn(page, 'admin', ['system', 'review', 'editor']);
    await expect(figure(page, 'system-health-database')).toContainText('Up');
    await expect(figure(page, 'system-health-databaseLatency')).toContainText(/\d+(\.\d)?\s*ms/);
    await expect(figure(page, 'system-health-version')).toContainText('0.1.0');
    await expect(figure(page, 'system-health-diskFree')).toContainText(/\d/);
    expect(await countOf(figure(page, 'system-accounts-role.person'))).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('landing-card-system-jobs')).toBeVisible();
    await expect(page.getByTestId('landing-card-system-signIns')).toBeVisible();
    expect(await restingViolations(page, '[data-testid="role-workbench"]')).toEqual([]);

    // The menu holds the staff screens, not the job seekers' or the organisations' own pages.
    const sideItem = (name: string) =>
      page.getByTestId('sidebar').getByRole('menuitem', { name, exact: true });
    await expect(sideItem('Users')).toBeVisible();
    for (const own of ['My resumes', 'My applications', 'Workbench', 'My postings', 'Recruitment'])
      await expect(sideItem(own)).toHaveCount(0);
  });
});
