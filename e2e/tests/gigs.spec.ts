import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { completePersonProfile, freshIdNumber, registerPerson } from '../support/accounts';
import { restingViolations } from '../support/axe';
import { png } from '../support/png';
import { chooseByTyping } from '../support/select';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/** Where the gig is, and where the worker stands: a few hundred metres apart in Cangshan, Fuzhou. */
const GIG_POINT = { latitude: 26.0465, longitude: 119.2735 };
const WORKER_POINT = { latitude: 26.0487, longitude: 119.2713 };
const TITLE = `Fix a garden gate ${Date.now().toString(36)}`;
/** The worker registers in the test: a new person, unique per run. */
const RUN = Date.now() % 1_000_000;
const WORKER = {
  username: `gigworker${RUN}`,
  password: 'Gig#Worker2026',
  mobile: `139${String(RUN).padStart(8, '0')}`,
  name: 'Zhou Min',
  idNumber: freshIdNumber(1992),
};

/** The portal's calendar day (gigs are dated in the region's time zone), `days` from today. */
const localDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function session(browser: Browser, username: string, options = {}): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  const page = await context.newPage();
  await signIn(page, username);
  return [context, page];
}

/** Types a day into an antd date picker and leaves the field once it keeps it. */
async function pickDay(page: Page, form: Locator, label: string, day: string) {
  const field = form.getByLabel(label, { exact: true });
  await expect(async () => {
    await field.click();
    await field.fill(day);
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(day, { timeout: 2000 });
  }).toPass();
}

/** The row of the order of `who` (or of the gig) in a resource table. */
const rowOf = (page: Page, text: string | RegExp) =>
  page.getByTestId('resource-table').getByRole('row', { name: text });

async function rate(page: Page, row: Locator, comment: string) {
  await row.getByTestId('action-rate').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio').nth(4).click();
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

// Two browsers and a registration each: minutes on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('an individual employer posts a gig; a person nearby finds it by distance, works it, and both rate', async ({
  browser,
}) => {
  // ---- The employer (the demo person, whose identity is complete) posts the gig (g010901). ----
  const [employerContext, employer] = await session(browser, 'person');
  await employer.goto('/rcwb/g01/g010901');
  await employer.getByRole('button', { name: 'Post a gig' }).click();
  const form = employer.getByTestId('resource-form');
  await form.getByLabel('Gig', { exact: true }).fill(TITLE);
  await chooseByTyping(employer, form, 'Category', 'Repairs');
  await form.getByLabel('Pay (¥)').fill('180');
  await chooseByTyping(employer, form, 'Counted', 'per day');
  await pickDay(employer, form, 'First day', localDay());
  await pickDay(employer, form, 'Last day', localDay(2));
  await form.getByLabel('Daily start').fill('08:00');
  await form.getByLabel('Daily end').fill('17:00');
  // A district name no other province has (the area tree holds the whole country).
  await chooseByTyping(employer, form, 'District', 'Cangshan');
  await form.getByLabel('Address', { exact: true }).fill('12 Hot Spring Road');
  await form.getByLabel('Latitude').fill(String(GIG_POINT.latitude));
  await form.getByLabel('Longitude').fill(String(GIG_POINT.longitude));
  // The map picker shows the typed point and names the district it falls in.
  await expect(form.getByTestId('picked-district')).toHaveText('仓山区', { timeout: 20_000 });
  await form.getByLabel('Workers needed').fill('1');
  await form.getByLabel('Contact person', { exact: true }).fill('Liu Yang');
  await form.getByLabel(/^Contact phone/).fill('13800000000');
  await employer.getByTestId('form-submit').click();
  const gigRow = rowOf(employer, new RegExp(TITLE));
  await expect(gigRow).toContainText('Draft');
  await gigRow.getByTestId('action-submit').click();
  await expect(gigRow).toContainText('Waiting for review');

  // ---- Staff approve it on the review queue (g070106). ----
  const [reviewerContext, reviewer] = await session(browser, 'reviewer');
  await reviewer.goto('/rcwb/g07/g070106');
  const queued = rowOf(reviewer, new RegExp(TITLE));
  await queued.getByTestId('action-approve').click();
  await reviewer.getByTestId('confirm-ok').click();
  await expect(queued).toHaveCount(0);
  await reviewerContext.close();

  // ---- A person nearby lets the page use their location and finds it nearest first. ----
  const workerContext = await browser.newContext({
    locale: 'en-US',
    geolocation: WORKER_POINT,
    permissions: ['geolocation'],
  });
  const worker = await workerContext.newPage();
  await registerPerson(worker, browser, WORKER);
  await completePersonProfile(worker);
  await worker.goto('/rcwb/recruitment/flexibleEmployment');
  await worker.getByLabel('Order').selectOption('distance');
  await expect(worker).toHaveURL(/flexibleEmployment\?sort=distance$/);
  const cards = worker.getByTestId('gig-card');
  await expect(cards.first()).toContainText(TITLE);
  await expect(cards.first().getByTestId('distance')).toHaveText('0.3 km away');
  const distances = (await worker.getByTestId('distance').allTextContents()).map(parseFloat);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  const ratingBefore = await cards.first().getByTestId('poster-rating').textContent();

  await cards.first().getByTestId('gig-apply').click();
  await worker.getByTestId('apply-message').fill('I have my own tools.');
  await worker.getByTestId('apply-submit').click();
  await expect(worker.getByTestId('applied')).toBeVisible();

  // ---- The employer accepts the application. ----
  await employer.goto('/rcwb/g01/g010901');
  await gigRow.getByTestId('action-applicants').click();
  const order = rowOf(employer, /Applied/);
  await order.getByTestId('action-accept').click();
  await expect(rowOf(employer, /Accepted/)).toHaveCount(1);

  // ---- On the day the worker checks in and out (g010903). ----
  await worker.goto('/rcwb/g01/g010903');
  const mine = rowOf(worker, new RegExp(TITLE));
  await expect(mine).toContainText('12 Hot Spring Road');
  await mine.getByTestId('action-checkIn').click();
  await expect(mine).toContainText('Checked in');
  await mine.getByTestId('action-checkOut').click();
  await expect(mine).toContainText('Checked out');

  // ---- The employer confirms the work and the amount, and rates the worker. ----
  await employer.reload();
  const done = rowOf(employer, /Checked out/);
  await done.getByTestId('action-confirm').click();
  const confirm = employer.getByRole('dialog');
  await confirm.getByLabel('Amount paid (¥)').fill('180');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(confirm).toBeHidden();
  const confirmed = rowOf(employer, /Confirmed/);
  await expect(confirmed).toContainText('180');
  await rate(employer, confirmed, 'On time and careful.');
  await expect(confirmed.getByTestId('action-rate')).toHaveCount(0);

  // ---- The worker rates the employer; the rating shows on the gig's card. ----
  await worker.reload();
  await expect(mine).toContainText('Confirmed');
  await rate(worker, mine, 'Clear instructions, paid at once.');
  await worker.goto(`/rcwb/recruitment/flexibleEmployment?keyword=${encodeURIComponent(TITLE)}`);
  const card = worker.getByTestId('gig-card').filter({ hasText: TITLE });
  await expect(card.getByTestId('poster-rating')).not.toHaveText(ratingBefore!);
  await expect(card.getByTestId('poster-rating')).toHaveText(/^Rated \d(\.\d)? of 5 \(\d+\)$/);

  await workerContext.close();
  await employerContext.close();
});

test("a worker card's photo is uploaded with the card, reviewed with it and shown on the market", async ({
  browser,
}) => {
  const run = (Date.now() + 7) % 1_000_000;
  const intro = `Careful mover ${run.toString(36)}`;
  const person = {
    username: `gigphoto${run}`,
    password: 'Gig#Photo2026',
    mobile: `136${String(run).padStart(8, '0')}`,
    name: 'Qian Li',
    idNumber: freshIdNumber(1990),
  };
  const workerContext = await browser.newContext({ locale: 'en-US' });
  const worker = await workerContext.newPage();
  await registerPerson(worker, browser, person);
  await completePersonProfile(worker);

  // ---- The person writes the card (g010902) with a photo and a point picked on the map. ----
  await worker.goto('/rcwb/g01/g010902');
  await worker.getByRole('button', { name: 'Write my card' }).click();
  const form = worker.getByTestId('resource-form');
  // A multiple select keeps its list open over the fields below it: Escape closes the list.
  await chooseByTyping(worker, form, 'Kinds of work', 'Cleaning');
  await worker.keyboard.press('Escape');
  const areas = form.getByLabel('Districts served', { exact: true });
  await areas.click();
  await areas.fill('350102');
  await worker.keyboard.press('Enter');
  await chooseByTyping(worker, form, 'Available', 'Sat');
  await worker.keyboard.press('Escape');
  await form.getByLabel('From', { exact: true }).fill('08:00');
  await form.getByLabel('Until', { exact: true }).fill('18:00');
  await form.getByLabel('Expected pay').fill('25');
  await chooseByTyping(worker, form, 'Counted', 'per hour');
  await form.getByLabel('Introduction').fill(intro);
  // A click in the middle of the region's map sets the point; the district it fell in is named.
  const map = form.getByRole('img', { name: 'Map of the region: click where you set out from' });
  await expect(map.locator('svg')).toBeVisible({ timeout: 20_000 });
  await map.locator('svg').click();
  await expect(form.getByTestId('picked-district')).not.toBeEmpty();
  await expect(form.getByLabel('Latitude')).not.toHaveValue('');
  await form.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png(40, 40, () => [40, 120, 200, 255]),
  });
  await expect(form.locator('img[src^="/api/files/"]')).toBeVisible({ timeout: 20_000 });
  await worker.getByTestId('form-submit').click();
  await expect(worker.getByTestId('my-card-photo')).toHaveAttribute('src', /^\/api\/files\//);
  await worker.getByRole('button', { name: 'Submit for review' }).click();
  await expect(worker.getByText('Waiting for review')).toBeVisible();

  // ---- Staff see the photo in the review (g070107) and approve the card. ----
  const [reviewerContext, reviewer] = await session(browser, 'reviewer');
  await reviewer.goto('/rcwb/g07/g070107');
  const queued = rowOf(reviewer, /Qian Li/);
  await queued.getByTestId('action-view').click();
  await expect(reviewer.getByRole('img', { name: 'Photo of Qian Li' })).toBeVisible();
  await reviewer.keyboard.press('Escape');
  await queued.getByTestId('action-approve').click();
  await reviewer.getByTestId('confirm-ok').click();
  await expect(queued).toHaveCount(0);
  await reviewerContext.close();

  // ---- The market's workers tab shows the card with the photo, the name masked. ----
  await worker.goto(`/rcwb/recruitment/flexibleEmployment?tab=workers&keyword=${encodeURIComponent(intro)}`);
  const card = worker.getByTestId('worker-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: 'Photo of Q*' })).toBeVisible();
  await workerContext.close();
});

test.describe('flexibleEmployment', () => {
  test('a refused location is said, and a district measures instead', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', permissions: [] });
    const page = await context.newPage();
    // A browser that refuses every location request, whatever the permission prompt would do.
    await page.addInitScript(`Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (ok, fail) => fail({ code: 1, PERMISSION_DENIED: 1 }) },
    });`);
    await page.goto('/rcwb/recruitment/flexibleEmployment?sort=distance');
    await expect(page.getByTestId('location-refused')).toContainText('You did not share your location');
    await page.getByLabel('Measure distance from').selectOption('350102');
    await expect(page).toHaveURL(/sort=distance&near=350102$/);
    await expect(page.getByTestId('location-refused')).toHaveCount(0);
    await expect(page.getByTestId('result-total')).toHaveText(/^\d+ gigs?$/);
    // The filters' date field is as tall as the lists beside it.
    const bar = page.getByTestId('filter-bar');
    const heights = await Promise.all(
      [bar.getByLabel('Working on'), bar.getByLabel('Category')].map(
        async (f) => (await f.boundingBox())!.height,
      ),
    );
    expect(heights[0]).toBe(heights[1]);
    await context.close();
  });

  test('the employment map draws open gigs and counts them per area', async ({ page }) => {
    // The gig posted above is in Cangshan, Fuzhou.
    await page.goto('/rcwb/recruitment/employmentMap?area=350100');
    await expect(page.getByLabel('Gigs')).toBeChecked();
    await expect(page.locator('g[data-layer="gigs"]').first()).toBeAttached();
    const table = page.getByTestId('map-table');
    await expect(table.getByRole('columnheader', { name: 'Open gigs' })).toBeVisible();
    const cangshan = table.getByRole('row', { name: /Cangshan/ });
    await expect(cangshan.locator('td').nth(1)).not.toHaveText('0');
    // Off, the points and the column go.
    await page.getByLabel('Gigs').uncheck();
    await expect(page.locator('g[data-layer="gigs"]')).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Open gigs' })).toHaveCount(0);
  });

  test('is accessible in both languages, gigs and workers', async ({ page }) => {
    // The gig posted above is on the market (the tests of this file run in order).
    await page.goto('/rcwb/recruitment/flexibleEmployment');
    await expect(page.getByTestId('gig-card').first()).toBeVisible();
    expect(await restingViolations(page, 'main')).toEqual([]);
    await page.getByRole('tab', { name: 'Workers' }).click();
    await expect(page.getByTestId('result-total')).toHaveText(/^\d+ workers?$/);
    expect(await restingViolations(page, 'main')).toEqual([]);

    await page.evaluate("localStorage.setItem('rcwb-locale', 'zh-CN')");
    await page.goto('/rcwb/recruitment/flexibleEmployment');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { name: '身边的零工', level: 1 })).toBeVisible();
    await expect(page.getByTestId('gig-card').first()).toBeVisible();
    expect(await restingViolations(page, 'main')).toEqual([]);
    await page.getByRole('tab', { name: '零工人员' }).click();
    await expect(page.getByTestId('result-total')).toHaveText(/^共 \d+ 位零工人员$/);
    expect(await restingViolations(page, 'main')).toEqual([]);
  });
});
