import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { freshIdNumber } from '../support/accounts';
import { choose as chooseOption } from '../support/select';
import { flowBrowsers } from '../support/flow-browsers';
import { approve, postAndSubmit } from '../support/jobs';
import { pickTime, pickerTime } from '../support/pickers';
import { addSkill, fillEducation } from '../support/resumes';

/**
 * Issue 18's fair through the screens: an editor creates an onsite-and-online fair with a 3 × 4
 * hall and publishes it; an organisation applies for a booth with a posting; staff approve it
 * into A-03 and the public floor plan shows it there; a person who registers here gets a ticket
 * (code and QR image) and applies online to the posting from the fair's page; the entrance desk
 * checks the ticket in by typing its code; the organiser's figures count the booth, the visitor,
 * the check-in and the delivery, and the organisation sees the delivery at its booth.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });
// Several signed-in browsers load their screens' code one after the other on a busy machine.
const slow = expect.configure({ timeout: 30_000 });

const STAMP = Date.now().toString(36);
const FAIR = `Harbour talent fair ${STAMP}`;
const JOB = `Fair data analyst ${STAMP}`;
const PERSON = {
  username: `fair${STAMP}`,
  password: 'Fair#Strong2026',
  // 137 and eight digits of the clock: a number no other account of the run has.
  mobile: `137${String(Date.now()).slice(-8)}`,
  name: `Chen Yu ${STAMP}`,
  idNumber: freshIdNumber(1998),
};
const DAY = 86_400_000;

const browsers = flowBrowsers();
let editor: Page;
let org: Page;
let reviewer: Page;
let person: Page;
let fairId = 0;
let orgName = '';
let ticketCode = '';

/** Chooses the fair in an antd select labelled `label` by typing part of its title. */
async function chooseFair(page: Page, label: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(STAMP);
  await page.keyboard.press('Enter');
}

test.afterAll(browsers.closeAll);

test('an editor creates an onsite-and-online fair with a 3 × 4 hall and publishes it', async ({
  browser,
}) => {
  editor = await browsers.signedIn(browser, 'editor');
  await editor.goto('/rcwb/g20/g200201/add');
  const main = editor.locator('main');
  const title = main.getByLabel('Title', { exact: true });
  await slow(title).toBeVisible();
  await title.fill(FAIR);
  await chooseOption(editor, 'Kind', 'Onsite and online');
  const area = main.getByLabel('City or district', { exact: true });
  await area.click();
  await area.fill('Fuzhou');
  await editor
    .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper')
    .filter({ hasText: /^Fuzhou$/ })
    .first()
    .click();
  const now = Date.now();
  const day = (days: number, hour: number) => {
    const at = new Date(now + days * DAY);
    at.setHours(hour, 0, 0, 0);
    return pickerTime(at);
  };
  const organiser = main.getByLabel('Organiser', { exact: true });
  for (const [label, when] of [
    ['Starts', day(10, 9)],
    ['Ends', day(10, 17)],
    ['Booth booking opens', day(-1, 8)],
    ['Booth booking closes', day(5, 18)],
    ['Cancellation deadline', day(2, 18)],
  ] as const)
    await pickTime(editor, main.getByLabel(label, { exact: true }), organiser, when);
  await main.getByLabel('Venue', { exact: true }).fill('Strait Exhibition Centre, hall 2');
  await organiser.fill('Fuzhou talent service centre');
  await main.getByTestId('form-submit').click();
  await slow(editor).toHaveURL(/\/g200201$/);

  // The booth layout is edited once the fair exists.
  const row = editor.getByTestId('resource-table').getByRole('row').filter({ hasText: FAIR });
  await slow(row).toContainText('Draft');
  await row.getByTestId('action-edit').click();
  await slow(editor).toHaveURL(/\/g200201\/add\/\d+\/edit$/);
  fairId = Number(editor.url().match(/\/add\/(\d+)\//)![1]);
  const layout = editor.getByTestId('layout-editor');
  await slow(layout).toBeVisible();
  await layout.getByTestId('layout-rows').fill('3');
  await layout.getByTestId('layout-cols').fill('4');
  await layout.getByLabel('Zone name', { exact: true }).fill('IT and software');
  await layout.getByTestId('layout-fill-codes').click();
  await expect(layout.getByTestId('layout-grid').getByRole('button')).toHaveCount(12);
  await expect(layout.getByTestId('layout-cell-0-2')).toHaveText('A-03');
  await expect(layout.getByTestId('layout-cell-2-3')).toHaveText('A-12');
  await layout.getByTestId('layout-save').click();
  await slow(editor.getByText('Layout saved')).toBeVisible();

  await editor.goto('/rcwb/g20/g200201');
  await slow(row).toBeVisible();
  await row.getByTestId('action-publish').click();
  await slow(row).toContainText('Published');
});

test('an organisation applies for a booth with a posting, staff approve it into A-03, the floor plan shows it', async ({
  browser,
}) => {
  org = await browsers.signedIn(browser, 'org');
  reviewer = await browsers.signedIn(browser, 'reviewer');
  await postAndSubmit(org, JOB);
  await approve(reviewer, JOB);

  await org.goto('/rcwb/g01/g010203/apply');
  const form = org.locator('main form');
  await chooseOption(org, 'Job fair', FAIR);
  await form.getByRole('button', { name: 'Add attendee' }).click();
  await form.getByLabel('Attendee 1: name', { exact: true }).fill('Li Ming');
  await form.getByLabel('Attendee 1: phone number', { exact: true }).fill('13800000001');
  await chooseOption(org, 'Postings shown at the fair', JOB);
  await org.getByTestId('apply-submit').click();
  await slow(org).toHaveURL(new RegExp(`/g010203/applyManage/${fairId}$`));
  await slow(org.getByTestId('fair-applications')).toContainText('Pending');

  await reviewer.goto('/rcwb/g07/g070108?status=pending');
  const row = reviewer
    .getByTestId('resource-fair-booths-review')
    .getByTestId('resource-table')
    .getByRole('row')
    .filter({ hasText: FAIR });
  await slow(row).toBeVisible();
  await row.getByTestId('action-approve').click();
  const dialog = reviewer.getByRole('dialog').filter({ hasText: 'into a booth' });
  const booth = dialog.getByLabel('Booth', { exact: true });
  await booth.click();
  await booth.fill('A-03');
  await reviewer.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await slow(dialog).toBeHidden();

  // The public floor plan, as any visitor sees it.
  const visitor = await browser.newPage();
  await visitor.goto(`/rcwb/recruitment/jobFairsInfo?id=${fairId}`);
  const a03 = visitor.getByTestId('booth-A-03');
  await slow(a03).toBeVisible();
  await expect(visitor.getByTestId('booth-A-04')).toHaveAttribute('aria-label', 'Booth A-04: available');
  const label = (await a03.getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^Booth A-03: /);
  orgName = label.replace('Booth A-03: ', '');
  expect(orgName).not.toBe('available');
  await expect(visitor.getByRole('link', { name: orgName, exact: true })).toBeVisible();
  // The booth leads to the organisation's postings at this fair.
  await a03.click();
  await expect(visitor.getByRole('link', { name: JOB, exact: true })).toBeVisible();
  await visitor.close();
});

test('a person registers, gets a ticket with its QR image and applies online to the fair’s posting', async ({
  browser,
}) => {
  person = await browsers.newPerson(browser, PERSON);

  // A signed-out visitor of the fair is asked to sign in first, with the way back to the fair.
  const fairUrl = `/rcwb/recruitment/jobFairsInfo?id=${fairId}`;
  const anonymous = await browser.newPage();
  await anonymous.goto(fairUrl);
  await expect(anonymous.getByTestId('fair-deliver-sign-in')).toHaveAttribute(
    'href',
    `/rcwb/login?redirect=${encodeURIComponent(`/recruitment/jobFairsInfo?id=${fairId}`)}`,
  );
  await anonymous.close();

  // A resume to send.
  await person.goto('/rcwb/g01/g010401/add');
  const form = person.locator('form#resume');
  await form.getByLabel('Resume title').fill(`Fair resume ${STAMP}`);
  await form.getByRole('button', { name: /Add education/ }).click();
  await fillEducation(person, form, { school: 'Fuzhou University', major: 'Statistics', from: '2016-09' });
  await addSkill(form, 'SQL');
  await form.getByRole('button', { name: 'Save' }).click();
  await slow(person.getByText(/Resume saved/)).toBeVisible();

  await person.goto(fairUrl);
  await person.getByTestId('fair-register').click();
  const ticket = person.getByTestId('fair-ticket');
  await slow(ticket).toBeVisible();
  ticketCode = (await ticket.getByTestId('ticket-code').innerText()).trim();
  expect(ticketCode.length).toBeGreaterThan(5);
  const qr = ticket.getByRole('img', { name: `QR code of ticket ${ticketCode}` });
  await expect(qr).toHaveAttribute('src', /^data:image\//);
  expect(await qr.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(50);

  // Online, from the fair's list of postings: the job page's apply dialog, the fair as the source.
  const card = person.getByRole('listitem').filter({ has: person.getByRole('link', { name: JOB }) });
  await card.getByRole('button', { name: 'Apply online' }).click();
  const drawer = person.getByRole('dialog', { name: `Apply for “${JOB}”` });
  await expect(drawer.getByRole('radio', { name: new RegExp(`Fair resume ${STAMP}`) })).toBeChecked();
  await drawer.getByTestId('deliver-submit').click();
  // A new resume is partly filled and not public: the dialog asks once more.
  await expect(drawer.getByTestId('deliver-warning')).toContainText('% complete');
  await drawer.getByTestId('deliver-submit').click();
  await slow(card.getByTestId('my-delivery')).toHaveText('Applied · delivered');
});

test('the desk checks the ticket in by its code; the figures and the organisation’s booth count it', async () => {
  await reviewer.goto('/rcwb/g07/g070108/checkIn');
  await chooseFair(reviewer, 'Job fair');
  await reviewer.getByLabel('Ticket or check-in code', { exact: true }).fill(ticketCode);
  await reviewer.getByRole('button', { name: 'Check in' }).click();
  await slow(reviewer.getByTestId('checkin-result')).toContainText(`Visitor checked in: ${PERSON.name}`);

  await editor.goto('/rcwb/g20/g200202');
  await chooseFair(editor, 'Choose a job fair');
  await slow(editor.getByTestId('figure-boothsTotal')).toHaveText('12');
  await expect(editor.getByTestId('figure-boothsBooked')).toHaveText('1');
  await expect(editor.getByTestId('figure-boothsAvailable')).toHaveText('11');
  await expect(editor.getByTestId('figure-organisations')).toHaveText('1');
  await expect(editor.getByTestId('figure-visitorsRegistered')).toHaveText('1');
  await expect(editor.getByTestId('figure-visitorsCheckedIn')).toHaveText('1');
  await expect(editor.getByTestId('figure-deliveries')).toHaveText('1');

  // The organisation's booth lists the delivery received at this fair.
  await org.goto(`/rcwb/g01/g010203/manage/${fairId}`);
  await slow(org.getByTestId('my-booth')).toContainText('A-03');
  await expect(org.getByText(`${PERSON.name} · ${JOB}`)).toBeVisible();
});
