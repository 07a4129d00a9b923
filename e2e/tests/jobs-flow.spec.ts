import { expect, test } from '../support/test';
import { restingViolations } from '../support/axe';
import { approve, postAndSubmit } from '../support/jobs';
import { watchLiveNotice } from '../support/live';
import { signIn, submitLogin } from '../support/sign-in';

// Rare characters, so the demo postings never match the keyword.
const KEYWORD = '燚犇';
const TITLE = `${KEYWORD}数据分析师 ${Date.now().toString(36)}`;
const CHANGED = `${TITLE} 高级`;
/** A second posting, published once the person has an alert for the search that finds it. */
const SECOND = `${KEYWORD}数据工程师 ${Date.now().toString(36)}`;
let jobId = 0;
/** The visitor's filtered search, which the person saves as a job alert. */
let searchUrl = '';

test.describe.configure({ mode: 'serial' });

test('an organisation posts a job and submits it for review', async ({ page }) => {
  await signIn(page, 'org');
  await postAndSubmit(page, TITLE);
});

test('staff approve the posting', async ({ page }) => {
  await signIn(page, 'reviewer');
  await approve(page, TITLE);
});

test('a visitor finds it by a two-character keyword with a filter; the URL restores the search', async ({
  page,
}) => {
  await page.goto('/rcwb/recruitment/zoneHome');
  await page.getByLabel('Search jobs').fill(KEYWORD);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/recruitment\/queryJob\?keyword=/);
  // The address changes before the results page replaces the home, whose hot and newest lists
  // can both show the posting: the card is looked for once the results are on screen.
  await expect(page.getByTestId('result-total')).toBeVisible();
  const card = page.getByTestId('job-card').filter({ hasText: TITLE });
  await expect(card).toBeVisible();
  await expect(card.locator('mark').first()).toHaveText(KEYWORD);

  // Narrow to the city by its facet, whose count says how many postings it holds.
  const area = page.getByRole('group', { name: 'Area' });
  await area.getByRole('button', { name: /Fuzhou/ }).click();
  await expect(page).toHaveURL(/area=350100/);
  await expect(area.getByRole('button', { name: /Fuzhou/, pressed: true })).toBeVisible();
  await expect(card).toBeVisible();

  // Back restores the keyword-only search; forward the filtered one; a shared link reopens it.
  await page.goBack();
  await expect(page).toHaveURL(/queryJob\?keyword=[^&]+$/);
  await expect(page.getByLabel('Search jobs')).toHaveValue(KEYWORD);
  await expect(area.getByRole('button', { pressed: true })).toHaveCount(0);
  await page.goForward();
  await expect(area.getByRole('button', { name: /Fuzhou/, pressed: true })).toBeVisible();
  const shared = page.url();
  searchUrl = shared;
  await page.goto('/rcwb/recruitment/zoneHome');
  await page.goto(shared);
  await expect(card).toBeVisible();

  // The posting itself: details, and sign-in to apply for a visitor (coming back here after).
  await card.click();
  await expect(page).toHaveURL(/\/recruitment\/jobInfo\?id=\d+/);
  jobId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  const apply = page.getByRole('link', { name: 'Sign in to apply' });
  await expect(apply).toHaveAttribute('href', /\/login\?redirect=%2Frecruitment%2FjobInfo%3Fid%3D\d+/);
});

test('the visitor signs in as a person, collects the posting and saves the search as a job alert', async ({
  page,
}) => {
  await page.goto(`/rcwb/recruitment/jobInfo?id=${jobId}`);
  // Collecting needs a session: the sign-in comes back to the posting.
  await page.getByRole('link', { name: 'Sign in to collect' }).click();
  await expect(page).toHaveURL(/\/rcwb\/login\?redirect=/);
  await submitLogin(page, 'person');
  await expect(page).toHaveURL(new RegExp(`/rcwb/recruitment/jobInfo\\?id=${jobId}$`));
  const collect = page.getByTestId(`collect-job-${jobId}`);
  await expect(collect).toHaveText('Collect');
  await collect.click();
  await expect(collect).toHaveText('Collected');
  await expect(collect).toHaveAttribute('aria-pressed', 'true');

  // Back to the search, saved as an alert named after it.
  await page.goto(searchUrl);
  await page.getByRole('button', { name: 'Save as job alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as the job alert' })).toContainText(KEYWORD);

  // The collected posting in g010702/collect, the page in the browse history.
  await page.goto('/rcwb/g01/g010702/collect');
  const collected = page.getByTestId('resource-collections-job');
  await expect(collected.getByRole('link', { name: TITLE, exact: true })).toBeVisible();
  expect(await restingViolations(page, '#main')).toEqual([]);
  await page.goto('/rcwb/g01/g010702/cookies');
  await expect(
    page.getByTestId('resource-browse-history').getByRole('link', { name: TITLE, exact: true }),
  ).toBeVisible();
  expect(await restingViolations(page, '#main')).toEqual([]);

  // The alert on its own page, with its search in words; its name opens the search again.
  await page.goto('/rcwb/g010704/index');
  await expect(page.getByRole('heading', { name: 'Job alerts' })).toBeVisible();
  const alert = page
    .getByTestId('resource-table')
    .getByRole('row')
    .filter({ hasText: `“${KEYWORD}”` });
  await expect(alert).toContainText('Fuzhou');
  await expect(alert).toContainText('On');
  expect(await restingViolations(page, 'main')).toEqual([]);
});

test('an edit of the live posting waits for review; a copy starts a new draft', async ({ page }) => {
  await signIn(page, 'org');
  await page.goto(`/rcwb/g05/g050102/edit/${jobId}`);
  await expect(page.getByText('This posting is live.', { exact: false })).toBeVisible();
  const title = page.locator('form#job').getByLabel('Job title', { exact: true });
  await expect(title).toHaveValue(TITLE);
  await title.fill(CHANGED);
  await page.getByRole('button', { name: 'Submit changes for review' }).click();
  await expect(page).toHaveURL(/\/rcwb\/g05\/g050103$/);
  const row = page
    .getByTestId('resource-table')
    .getByRole('row', { name: new RegExp(TITLE) })
    .first();
  await expect(row).toContainText('Waiting for review');

  await page.goto(`/rcwb/g05/g050101/detail/${jobId}/x`);
  await expect(page.getByText('Changes waiting for review', { exact: false })).toBeVisible();
  await expect(page.getByText(CHANGED).first()).toBeVisible();

  await page.goto(`/rcwb/g050102/add/${jobId}/copy`);
  await expect(page.getByText('New posting from a copy')).toBeVisible();
  await expect(page.locator('form#job').getByLabel('Job title', { exact: true })).toHaveValue(CHANGED);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/rcwb\/g05\/g050103$/);
  await expect(
    page.getByTestId('resource-table').getByRole('row', { name: /Draft/ }).filter({ hasText: CHANGED }),
  ).toHaveCount(1);
});

test('staff approve the change on the review page; the public sees it; the print page opens', async ({
  page,
}) => {
  // The public still sees the live version while the change waits.
  await page.goto(`/rcwb/recruitment/jobInfo?id=${jobId}`);
  await expect(page.getByRole('heading', { name: TITLE, exact: true })).toBeVisible();

  await signIn(page, 'reviewer');
  await page.goto(`/rcwb/g070102/info?id=${jobId}`);
  await expect(page.getByText('Changes waiting for review', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved; the organisation has been told')).toBeVisible();
  await expect(page.getByText('Changes waiting for review', { exact: false })).toHaveCount(0);

  await page.goto(`/rcwb/recruitment/jobInfo?id=${jobId}`);
  await expect(page.getByRole('heading', { name: CHANGED, exact: true })).toBeVisible();

  await page.goto(`/rcwb/g010701/info?id=${jobId}`);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByText(CHANGED).first()).toBeVisible();
});

test('a second matching posting approved by staff raises the new-message notice live for the person', async ({
  page,
  browser,
}) => {
  // The person: signed in and idle on their collections.
  await signIn(page, 'person');
  await page.goto('/rcwb/g01/g010702/collect');
  const count = page.getByTestId('unread-count');
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.innerText());

  // The organisation, in another browser, posts a job the person's alert finds.
  const orgContext = await browser.newContext({ locale: 'en-US' });
  const org = await orgContext.newPage();
  await signIn(org, 'org');
  await postAndSubmit(org, SECOND);
  await orgContext.close();

  // Staff, in a third, approve it.
  const staffContext = await browser.newContext({ locale: 'en-US' });
  const staff = await staffContext.newPage();
  await signIn(staff, 'reviewer');
  // No reload on the person's side: the notice and the count arrive over the socket.
  // (The demo person's own seeded alert for 数据 in Fuzhou finds this posting too: one notice each.)
  const personTold = watchLiveNotice(page, KEYWORD);
  await approve(staff, SECOND);
  await staffContext.close();
  await personTold();
  await expect.poll(async () => Number(await count.innerText())).toBeGreaterThan(before);

  // The alert's list says one posting is new; opening it as a search finds that posting.
  await page.goto('/rcwb/g010704/index');
  const alert = page
    .getByTestId('resource-table')
    .getByRole('row')
    .filter({ hasText: `“${KEYWORD}”` });
  await expect(alert).toContainText('1 new');
  await alert.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/recruitment\/findJob\?keyword=/);
  await expect(page.getByTestId('job-card').filter({ hasText: SECOND })).toBeVisible();
});
