import { expect, test } from '../support/test';
import { restingViolations } from '../support/axe';
import { approve, postAndSubmit } from '../support/jobs';
import { signIn } from '../support/sign-in';

// Rare characters, so no other posting's title is mistaken for these.
const STAMP = Date.now().toString(36);
const FIRST = `鑫淼数据分析师 ${STAMP}`;
const SECOND = `鑫淼数据分析助理 ${STAMP}`;

test.describe.configure({ mode: 'serial' });

test('an organisation posts two similar jobs', async ({ page }) => {
  await signIn(page, 'org');
  await postAndSubmit(page, FIRST);
  await postAndSubmit(page, SECOND);
});

test('staff approve both', async ({ page }) => {
  await signIn(page, 'reviewer');
  await approve(page, FIRST);
  await approve(page, SECOND);
});

test('a visitor sees the job page: dates, work address on the map, similar jobs, report and share', async ({
  page,
  context,
}) => {
  await page.goto(`/rcwb/recruitment/queryJob?keyword=${encodeURIComponent('鑫淼')}`);
  await page.getByTestId('job-card').filter({ hasText: FIRST }).click();
  await expect(page.getByRole('heading', { name: FIRST })).toBeVisible();

  await expect(page.getByTestId('job-dates')).toContainText(/Posted \w{3} \d{1,2}, \d{4}/);
  // The work address as text, and the map drawn beside it from the shipped outlines.
  const place = page.getByTestId('job-place');
  await expect(place.getByTestId('place-address')).toContainText('Gulou');
  // The map is fetched when the reader comes near it.
  await place.scrollIntoViewIfNeeded();
  const map = place.getByRole('img', { name: /Map of the region with the place marked: .*Gulou/ });
  await expect(map.locator('svg')).toBeVisible();
  await expect(map.locator('svg path').first()).toBeAttached();
  expect(await map.locator('svg path').count()).toBeGreaterThan(10);

  // The other posting of the same category and district is offered as similar.
  await expect(
    page.getByTestId('similar-jobs').getByTestId('job-card').filter({ hasText: SECOND }),
  ).toBeVisible();

  // Report: a visitor signs in first, then lands on the complaint form about this posting.
  const jobId = new URL(page.url()).searchParams.get('id');
  const report = page.getByTestId('report-posting');
  await expect(report).toHaveText('Report this posting');
  expect(decodeURIComponent((await report.getAttribute('href'))!)).toContain(
    `kind=complaint&targetKind=job&targetId=${jobId}`,
  );

  // Share: without a share sheet on the desktop browser, the link is copied and confirmed.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's own scripts see no share sheet (as on most desktop browsers).
  await page.evaluate('delete Navigator.prototype.share');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(page.url());

  expect(await restingViolations(page, 'main')).toEqual([]);
});

test('the company page shows the organisation first, with its address on the map, then its jobs', async ({
  page,
}) => {
  await page.goto(`/rcwb/recruitment/queryJob?keyword=${encodeURIComponent('鑫淼')}`);
  await page.getByTestId('job-card').filter({ hasText: FIRST }).click();
  await page.getByRole('complementary').getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/recruitment\/companyInfo\?id=\d+/);

  const profile = page.getByTestId('company-profile');
  await expect(profile.getByRole('heading', { level: 1 })).toBeVisible();
  const jobs = page.getByRole('heading', { name: /Open positions/ });
  // The company comes before its postings on the page.
  const [profileTop, jobsTop] = await Promise.all([
    profile.evaluate((e) => e.getBoundingClientRect().top),
    jobs.evaluate((e) => e.getBoundingClientRect().top),
  ]);
  expect(profileTop).toBeLessThan(jobsTop);
  await expect(page.getByTestId('job-card').filter({ hasText: FIRST })).toBeVisible();

  const address = profile.getByTestId('place-address');
  await expect(address).not.toBeEmpty();
  await address.scrollIntoViewIfNeeded();
  await expect(profile.getByRole('img', { name: /Map of the region/ }).locator('svg')).toBeVisible();
  expect(await restingViolations(page, 'main')).toEqual([]);
});
