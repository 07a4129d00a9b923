import { readFile } from 'node:fs/promises';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { translate } from '@rcwb/shared';
import { completePersonProfile, freshIdNumber, registerPerson } from '../support/accounts';
import { restingViolations } from '../support/axe';
import { approve, postAndSubmit } from '../support/jobs';
import { chooseByTyping } from '../support/select';
import { watchLiveNotice } from '../support/live';
import { pickTime } from '../support/pickers';
import { addSkill, fillEducation } from '../support/resumes';
import { signIn } from '../support/sign-in';

/**
 * DOMAIN.md flow 1 end to end, in three browsers at once: an organisation posts a job, staff
 * approve it, a person who registers here finds it, writes a resume and applies with a greeting;
 * the organisation opens the application, saves the resume as PDF and invites to an interview,
 * the person (told live) proposes another time, the organisation (told live) takes it and the
 * person is told it is confirmed; the organisation hires; both sides then read the same timeline.
 */

const STAMP = Date.now().toString(36);
// Rare characters, so no demo posting or other spec's posting matches the keyword.
const KEYWORD = '曌燊';
const TITLE = `${KEYWORD}数据分析师 ${STAMP}`;
const RESUME = `数据分析简历 ${STAMP}`;
const PERSON = {
  username: `flow${STAMP}`,
  password: 'Flow#Strong2026',
  // 139 and eight digits of the clock: a number no other account of the run has.
  mobile: `139${String(Date.now()).slice(-8)}`,
  name: `Lin Xiaoyu ${STAMP}`,
  idNumber: freshIdNumber(1995),
};
const PLACE = '福州市鼓楼区软件大道 89 号 A 座 3 楼';
const GREETING = `您好，我有三年数据分析经验 ${STAMP}`;
const PROPOSE_NOTE = '那天上午有考试，能否改到下午？';
const PRIVATE_NOTE = `沟通顺畅，建议录用 ${STAMP}`;
/** The whole journey, as both timelines must list it. */
const JOURNEY = [
  'Resume delivered',
  'Viewed by the organisation',
  'Invited to an interview',
  'Another interview time proposed',
  'Interview moved to a proposed time',
  'Hired',
];

/** Message titles are shown in the reader's language: these browsers are English. */
const noticeTitle = (key: string) => translate('en', `deliveries.notice.${key}.title`, { job: TITLE });

/** The event labels of a delivery's timeline, top to bottom. */
const timelineLabels = (page: Page) => page.getByTestId('timeline-event').locator('strong').allInnerTexts();

let orgContext: BrowserContext;
let staffContext: BrowserContext;
let personContext: BrowserContext;
let org: Page;
let staff: Page;
let person: Page;
let jobId = 0;
let deliveryId = 0;
/** The organisation's check for the live notice of the proposal, watched from before it. */
let orgTold: () => Promise<void> = () => Promise.reject(new Error('the person has not proposed yet'));
/** The proposed time as the pickers show it. */
const PROPOSED = `${new Date().getFullYear() + 1}-03-17 15:00`;

test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async ({ browser }) => {
  orgContext = await browser.newContext({ locale: 'en-US' });
  staffContext = await browser.newContext({ locale: 'en-US' });
  personContext = await browser.newContext({ locale: 'en-US' });
  org = await orgContext.newPage();
  staff = await staffContext.newPage();
  person = await personContext.newPage();
});

test.afterAll(async () => {
  await Promise.all([orgContext?.close(), staffContext?.close(), personContext?.close()]);
});

test('a new person registers with an SMS code and completes the profile', async ({ browser }) => {
  await registerPerson(person, browser, PERSON);
  await completePersonProfile(person);
  await expect(person.getByTestId('user-name')).toHaveText(PERSON.name);
});

test('the organisation posts a job and staff approve it', async () => {
  await signIn(org, 'org');
  await postAndSubmit(org, TITLE);
  await signIn(staff, 'reviewer');
  await approve(staff, TITLE);
});

test('the person finds the posting by keyword, writes a resume and applies with it and a greeting', async () => {
  await person.goto('/rcwb/recruitment/zoneHome');
  await person.getByLabel('Search jobs').fill(KEYWORD);
  await person.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(person).toHaveURL(/\/recruitment\/queryJob\?keyword=/);
  // Among the results (the home page's own lists may still be leaving).
  const results = person.getByRole('region', { name: 'Search results' });
  const card = results.getByTestId('job-card').filter({ hasText: TITLE });
  await expect(card).toBeVisible();
  await card.click();
  await expect(person).toHaveURL(/\/recruitment\/jobInfo\?id=\d+/);
  const postingUrl = person.url();
  jobId = Number(new URL(postingUrl).searchParams.get('id'));
  await expect(person.getByRole('heading', { name: TITLE })).toBeVisible();

  // A new account has no resume yet: write one.
  await person.goto('/rcwb/g01/g010401/add');
  const form = person.locator('form#resume');
  await form.getByLabel('Resume title').fill(RESUME);
  await form.getByRole('button', { name: /Add education/ }).click();
  await fillEducation(person, form, { school: '福州大学', major: '统计学', from: '2013-09' });
  await addSkill(form, 'SQL');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(person.getByText(/Resume saved/)).toBeVisible();
  await expect(person).toHaveURL(/\/rcwb\/g01\/g010401\/edit\/\d+\//);

  // Back to the posting: apply with it (the only resume, so the one chosen).
  await person.goto(postingUrl);
  await person.getByTestId('deliver').click();
  const drawer = person.getByRole('dialog', { name: `Apply for “${TITLE}”` });
  await expect(drawer.getByRole('radio', { name: new RegExp(RESUME) })).toBeChecked();
  await drawer.getByLabel('A short greeting (optional)').fill(GREETING);
  await drawer.getByTestId('deliver-submit').click();
  // The new resume is partly filled and not public: the dialog says so and asks once more.
  await expect(drawer.getByTestId('deliver-warning')).toContainText('% complete');
  await drawer.getByTestId('deliver-submit').click();
  const mine = person.getByTestId('my-delivery');
  await expect(mine).toHaveText('Applied · delivered');
  await expect(person.getByTestId('deliver')).toHaveCount(0);
  deliveryId = Number((await mine.getAttribute('href'))?.match(/[?&]id=(\d+)/)?.[1]);
  expect(deliveryId).toBeGreaterThan(0);
});

test('the organisation opens the application and invites; the person is told live and proposes another time', async () => {
  // The person waits on their applications, a back-office page with the unread count.
  await person.goto('/rcwb/g01/g010702/deliver');
  const mineRow = person.getByTestId('resource-table').getByRole('row').filter({ hasText: TITLE });
  await expect(mineRow).toContainText('Delivered');
  const count = person.getByTestId('unread-count');
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.innerText());

  // The organisation finds it in its pipeline by the posting.
  await org.goto('/rcwb/g05/g050104');
  await chooseByTyping(org, org.locator('main'), 'Posting', TITLE);
  await org.getByTestId('filter-search').click();
  await expect(org).toHaveURL(new RegExp(`jobId=${jobId}`));
  const rows = org.getByTestId('resource-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Delivered');
  // The received list shows the greeting and how well the resume fits the posting.
  await expect(rows.first()).toContainText(GREETING);
  await expect(rows.first().getByTestId('match-tag')).toHaveText(/^\d+%$/);
  await rows.first().getByTestId('action-open').click();

  // The detail: opening it marks the application viewed and shows the person with their contact.
  await expect(org).toHaveURL(new RegExp(`/rcwb/g010702/info_td\\?id=${deliveryId}$`));
  const heading = org.getByRole('heading', { level: 3 });
  await expect(heading).toContainText(TITLE);
  await expect(heading).toContainText('Viewed');
  const applicant = org.locator('.ant-card').filter({ has: org.getByText('Applicant', { exact: true }) });
  await expect(applicant).toContainText(PERSON.name);
  await expect(applicant).toContainText(PERSON.mobile);
  await expect(org.getByTestId('delivery-greeting')).toHaveText(GREETING);
  expect(await restingViolations(org, 'main')).toEqual([]);

  // The resume as delivered, saved as PDF by the printable view's renderer.
  const download = org.waitForEvent('download');
  await org.getByRole('button', { name: /Resume PDF/ }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await org.getByRole('button', { name: 'Invite to interview' }).click();
  const invite = org.getByRole('dialog', { name: `Invite to an interview for “${TITLE}”` });
  const time = invite.getByLabel('Interview time');
  const place = invite.getByLabel('Place or meeting link');
  await pickTime(org, time, place, `${new Date().getFullYear() + 1}-03-16 10:00`);
  await place.fill(PLACE);
  const invited = noticeTitle('interview.invited');
  const personTold = watchLiveNotice(person, invited);
  await invite.getByTestId('step-ok').click();
  await expect(org.getByText('Interview invitation sent')).toBeVisible();
  await expect(heading).toContainText('Interview');

  // The person's page was not reloaded: the notice, the count and the list change live.
  await personTold();
  await expect.poll(async () => Number(await count.innerText())).toBeGreaterThan(before);
  await expect(mineRow).toContainText('Interview');
  // The row's latest step is its own newest event, not the delivery's first.
  await expect(mineRow).toContainText('Invited to an interview ·');

  // The message leads to the interview page, where the person accepts with a note.
  await person.getByRole('link', { name: /^Unread messages/ }).click();
  await person
    .getByTestId('message-centre')
    .getByRole('link', { name: new RegExp(invited) })
    .first()
    .click();
  await expect(person).toHaveURL(/\/rcwb\/g010703\/index\?id=\d+$/);
  await expect(person.getByRole('heading', { name: `Interview: ${TITLE}` })).toBeVisible();
  await expect(person.locator('main')).toContainText(PLACE);
  expect(await restingViolations(person, 'main')).toEqual([]);
  await person.getByRole('button', { name: 'Propose another time' }).click();
  const answer = person.getByRole('dialog', { name: `Propose another time for “${TITLE}”` });
  const note = answer.getByLabel('Note for the organisation (optional)');
  await pickTime(person, answer.getByLabel('Time 1'), note, PROPOSED);
  await note.fill(PROPOSE_NOTE);
  orgTold = watchLiveNotice(org, noticeTitle('interview.proposed'));
  await answer.getByTestId('step-ok').click();
  await expect(person.getByText('Your proposal was sent to the organisation')).toBeVisible();
  await expect(person.getByRole('heading', { name: `Interview: ${TITLE}` })).toContainText(
    'Other time proposed',
  );
  await expect(person.locator('main')).toContainText(PROPOSE_NOTE);
});

test('the organisation is told live of the proposal and takes the time; the person is told it is confirmed', async () => {
  // Still the detail page of before, not reloaded.
  await orgTold();
  await expect(
    org.getByTestId('timeline-event').filter({ hasText: 'Another interview time proposed' }),
  ).toContainText(PROPOSE_NOTE);
  const proposal = org.getByTestId('proposal');
  await expect(proposal.getByRole('button', { name: 'Keep the original time' })).toBeVisible();
  const personTold = watchLiveNotice(person, noticeTitle('interview.rescheduled'));
  await proposal.getByRole('button', { name: /^Take / }).click();
  await expect(org.getByText('The interview is moved to that time and confirmed')).toBeVisible();
  await personTold();
  await expect(person.getByRole('heading', { name: `Interview: ${TITLE}` })).toContainText('Accepted');
  await expect(person.locator('main')).toContainText(PROPOSED.slice(0, 4));
});

test('the organisation adds a private note and hires', async () => {
  await org.getByRole('button', { name: 'Notes' }).click();
  const notes = org.getByRole('dialog', { name: `Notes on the application for “${TITLE}”` });
  await notes.getByLabel('New note').fill(PRIVATE_NOTE);
  await notes.getByTestId('step-ok').click();
  await expect(org.getByText('Note added')).toBeVisible();
  await expect(org.getByTestId('timeline-note')).toContainText(PRIVATE_NOTE);

  await org.getByRole('button', { name: 'Hire' }).click();
  const hire = org.getByRole('dialog', { name: `Hire for “${TITLE}”` });
  await hire.getByTestId('step-ok').click();
  await expect(org.getByText('Marked as hired')).toBeVisible();
  await expect(org.getByRole('heading', { level: 3 })).toContainText('Hired');
});

test('both sides read the same timeline; the private note stays with the organisation', async () => {
  await org.reload();
  await expect(org.getByTestId('timeline-event')).toHaveCount(JOURNEY.length);
  const orgLabels = await timelineLabels(org);

  await person.goto(`/rcwb/g010702/info_td?id=${deliveryId}`);
  await expect(person.getByRole('heading', { level: 3 })).toContainText('Hired');
  await expect(person.getByTestId('timeline-event')).toHaveCount(JOURNEY.length);
  const personLabels = await timelineLabels(person);

  expect(orgLabels).toEqual(JOURNEY);
  expect(personLabels).toEqual(orgLabels);
  await expect(org.getByTestId('timeline-note')).toContainText(PRIVATE_NOTE);
  await expect(person.getByTestId('timeline-note')).toHaveCount(0);
  await expect(person.locator('main')).not.toContainText(PRIVATE_NOTE);
  // The person's own page offers no organisation steps.
  await expect(person.getByRole('button', { name: 'Notes' })).toHaveCount(0);

  expect(await restingViolations(org, 'main')).toEqual([]);
  expect(await restingViolations(person, 'main')).toEqual([]);

  // Both lists name the last step of the journey with its date.
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());
  await org.goto('/rcwb/g05/g050104');
  const orgRow = org.getByTestId('resource-table').getByRole('row').filter({ hasText: TITLE });
  await expect(orgRow).toContainText(`Hired · ${today}`);
  await person.goto('/rcwb/g01/g010702/deliver');
  const personRow = person.getByTestId('resource-table').getByRole('row').filter({ hasText: TITLE });
  await expect(personRow).toContainText(`Hired · ${today}`);
});
