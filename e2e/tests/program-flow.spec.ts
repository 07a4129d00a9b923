import { type Page } from '@playwright/test';
import { screenPath } from '@rcwb/shared';
import { expect, test } from '../support/test';
import { freshIdNumber } from '../support/accounts';
import { chooseIn } from '../support/select';
import { mainDatabase } from '../support/database';
import { downloadedFile, flowBrowsers } from '../support/flow-browsers';

/**
 * DOMAIN.md flow 2 through the screens: staff open a new young talent batch on g070109 (dates,
 * quota, eligibility, materials, process); a person who registers here applies to it (step 1
 * prefilled, step 2 with real uploads, submit); a reviewer returns it for changes and the person,
 * shown why, fixes and resubmits; the reviewer approves the preliminary check and assigns two
 * experts from the library; each expert opens the task from their message and scores; staff see
 * the aggregate and the rank, approve the final decision and publish the notice; the portal shows
 * it on /talentPolicy; once the notice period has ended (set short in the database, and the
 * deadline job queued) the result is final. The applicant's message centre tells them of each
 * step: returned for changes, the preliminary check passed, the result on notice, then final.
 */

test.describe.configure({ mode: 'serial' });
const slow = expect.configure({ timeout: 30_000 });

const STAMP = Date.now().toString(36);
const PERSON = {
  username: `prog${STAMP}`,
  password: 'Prog#Strong2026',
  mobile: `136${String(Date.now()).slice(-8)}`,
  name: `Zhou Ning ${STAMP}`,
  idNumber: freshIdNumber(1996),
};
const YEAR = new Date().getFullYear();
const BATCH = `${YEAR}年度青年英才计划 ${STAMP}`;
const MATERIALS = ['身份证明', '学历证书'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** The demo experts chosen (library name, account), each scoring the four criteria of category 02. */
const EXPERTS = [
  { name: '林雅琴', username: 'expert2', scores: [8, 7, 9, 8] },
  { name: 'Wang Hao', username: 'expert3', scores: [7, 8, 8, 7] },
];
const CRITERIA = ['Potential', 'Achievements so far', 'Capacity for innovation', 'Development plan'];

const browsers = flowBrowsers();
let person: Page;
let reviewer: Page;
let applicationId = 0;
const app = (key: Parameters<typeof screenPath>[0], params?: Record<string, string | number>) =>
  `/rcwb${(screenPath as (k: string, p?: Record<string, string | number>) => string)(key, params)}`;

/** Opens the newest message of the message centre whose title matches, following its link. */
async function openMessage(page: Page, title: RegExp) {
  await page.goto(app('g010705'));
  await slow(page.getByTestId('message-centre').getByRole('link', { name: title }).first()).toBeVisible();
  await page.getByTestId('message-centre').getByRole('link', { name: title }).first().click();
}

/** The applicant's message centre lists a message titled `title` about the batch. */
async function told(title: string) {
  await person.goto(app('g010705'));
  await slow(person.getByTestId('message-centre')).toContainText(`${title}: ${BATCH}`);
}

/** The reviewer records a decision with an opinion at one step of the application. */
async function decide(sign: string, opinion: string, action: 'approve' | 'return') {
  await reviewer.goto(app('g060101:add', { id: applicationId, sign }));
  await slow(reviewer.getByTestId('approval-opinion')).toBeVisible();
  await reviewer.getByTestId('approval-opinion').fill(opinion);
  await reviewer.getByTestId(`decide-${action}`).click();
  await slow(reviewer.getByText('Your decision is recorded')).toBeVisible();
}

/** Types a day into the antd date picker labelled `label` of the dialog until it keeps it. */
async function pickDay(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, day: string) {
  const input = dialog.getByLabel(label, { exact: true });
  await expect(async () => {
    await input.click();
    await input.fill(day);
    await input.press('Enter');
    await expect(input).toHaveValue(day, { timeout: 2000 });
  }).toPass();
}

test.afterAll(browsers.closeAll);

test('staff open a new batch on g070109 with its terms, materials and process', async ({ browser }) => {
  test.setTimeout(180_000);
  reviewer = await browsers.signedIn(browser, 'reviewer');
  await reviewer.goto(app('g070109'));
  await slow(reviewer.getByTestId('resource-table')).toBeVisible();
  await reviewer.getByRole('button', { name: 'New batch' }).click();
  const dialog = reviewer.getByRole('dialog').filter({ has: reviewer.getByTestId('resource-form') });
  await slow(dialog.getByLabel('Batch name', { exact: true })).toBeVisible();
  await dialog.getByLabel('Batch name', { exact: true }).fill(BATCH);
  await chooseIn(reviewer, dialog, 'Program category', 'Young talent programme');
  await dialog.getByLabel('Year', { exact: true }).fill(String(YEAR));
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await pickDay(reviewer, dialog, 'Opens on', day(-1));
  await pickDay(reviewer, dialog, 'Closes on', day(30));
  await dialog.getByLabel('Quota', { exact: true }).fill('5');
  await chooseIn(reviewer, dialog, 'Review process', 'Individual program review');
  // Eligibility the applicant below meets: a bachelor's degree or more, 45 at most, from Fujian.
  await chooseIn(reviewer, dialog, 'Lowest education', "Bachelor's degree");
  await dialog.getByLabel('Highest age', { exact: true }).fill('45');
  await chooseIn(reviewer, dialog, 'Regions', 'Fujian');
  for (const [i, name] of MATERIALS.entries()) {
    await dialog.getByRole('button', { name: 'Add a material' }).click();
    await dialog.getByLabel(`Name of material ${i + 1}`, { exact: true }).fill(name);
  }
  await dialog.getByTestId('form-submit').click();
  await slow(dialog).toBeHidden();

  const row = reviewer.getByTestId('resource-table').getByRole('row').filter({ hasText: BATCH });
  await slow(row).toContainText('Draft');
  await row.getByTestId('action-open').click();
  await reviewer.getByTestId('confirm-ok').click();
  await slow(reviewer.getByText('The batch is open for applications')).toBeVisible();
  // The status reads as the action did ("Open for applications"): the actions tell them apart.
  await slow(row.getByTestId('action-close')).toBeVisible();
  await expect(row.getByTestId('action-open')).toHaveCount(0);
});

test('a new person applies to that batch through both steps', async ({ browser }) => {
  // Registration reads the SMS code in an administrator's browser: it took 2.4 min on a busy machine.
  test.setTimeout(300_000);
  person = await browsers.newPerson(browser, PERSON);

  await person.goto(app('g020101'));
  const batch = person.getByTestId('program-batch').filter({ hasText: BATCH });
  await slow(batch).toBeVisible();
  await batch.getByRole('button', { name: 'Apply' }).click();
  await slow(person).toHaveURL(/\/g020101\/addOne\/\d+\//);
  applicationId = Number(/addOne\/(\d+)\//.exec(person.url())![1]);

  // Step 1 comes prefilled from the profile; the summary is the applicant's own.
  const one = person.getByTestId('program-step-one');
  await expect(one.getByLabel('Mobile', { exact: false }).first()).toHaveValue(PERSON.mobile);
  await one.locator('textarea').fill('主持完成两项市级科研项目，带领团队开发政务数据平台。');
  await one.getByRole('button', { name: 'Save and go to materials' }).click();
  await slow(person).toHaveURL(/\/g020101\/addTwo\/\d+\//);

  const two = person.getByTestId('program-step-two');
  for (const [i, name] of ['id-card.pdf', 'degree.pdf'].entries()) {
    await two
      .locator(`#material-file-${i}`)
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
    await slow(two.getByText(name)).toBeVisible();
  }
  await two.getByTestId('program-declaration').click();
  await two.getByRole('button', { name: 'Submit', exact: true }).click();
  await slow(person).toHaveURL(/\/g02\/g020101$/);
  const mine = person.getByTestId('my-application').filter({ hasText: BATCH });
  await slow(mine).toContainText('Submitted');

  // The printable form downloads the server's A4 PDF of the application.
  await mine.getByRole('link', { name: 'Printable form' }).click();
  await slow(person.getByTestId('application-sheet')).toContainText(PERSON.name);
  const pdf = await downloadedFile(person, person.getByTestId('download-pdf'));
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a reviewer returns it for changes; the person is told why, fixes and resubmits', async () => {
  test.setTimeout(240_000);
  await decide('preliminary', '请补充近三年的代表性成果。', 'return');

  await told('Changes needed');
  await person.goto(app('g020101'));
  const mine = person.getByTestId('my-application').filter({ hasText: BATCH });
  await slow(mine.getByTestId('returned-opinion')).toContainText('请补充近三年的代表性成果。');
  await mine.getByRole('link', { name: 'Make the changes' }).click();
  const one = person.getByTestId('program-step-one');
  await slow(one).toBeVisible();
  await one.locator('textarea').fill('主持完成两项市级科研项目，近三年发表论文三篇，获市科技进步奖。');
  await one.getByRole('button', { name: 'Save and go to materials' }).click();
  await slow(person.getByTestId('program-step-two')).toBeVisible();
  await person.getByTestId('program-step-two').getByRole('button', { name: 'Resubmit' }).click();
  await slow(person).toHaveURL(/\/g02\/g020101$/);
  await slow(mine).toContainText('Submitted');
});

test('a reviewer approves the preliminary check and assigns two experts', async () => {
  test.setTimeout(180_000);
  await decide('preliminary', '材料齐全，符合申报条件。', 'approve');
  await told('Application moves on');

  await reviewer.goto(app('g060101:choose', { id: applicationId, sign: 'assign' }));
  const picker = reviewer.getByTestId('expert-picker');
  for (const e of EXPERTS) {
    await slow(picker.getByTestId('candidate-expert').filter({ hasText: e.name })).toBeVisible();
    await picker.getByTestId('candidate-expert').filter({ hasText: e.name }).getByRole('checkbox').check();
  }
  await reviewer.getByTestId('assign-experts').click();
  await slow(reviewer.getByText('The experts are assigned and told')).toBeVisible();
});

test('each expert opens the task from their message and scores it', async ({ browser }) => {
  test.setTimeout(300_000);
  for (const e of EXPERTS) {
    const expert = await browsers.signedIn(browser, e.username);
    // The landing says how many applications wait for this expert's scores and lists this one. (A
    // retry of this file runs again on a new batch and person, beside the failed attempt's tasks.)
    await slow(expert.getByTestId('scoring-tasks-waiting')).toHaveText(/^\d+ waiting for your scores$/);
    await expect(
      expert.getByTestId('home-scoring-tasks').getByRole('link', { name: PERSON.name, exact: true }),
    ).toBeVisible();
    await openMessage(expert, new RegExp(`New review task: ${BATCH}`));
    await slow(expert).toHaveURL(new RegExp(`/g060107/score/${applicationId}$`));
    const form = expert.getByTestId('scoring-form');
    await slow(form).toContainText(PERSON.name);
    for (const [i, label] of CRITERIA.entries())
      await form.getByLabel(new RegExp(`^${label} \\(weight`)).fill(String(e.scores[i]));
    await form.getByRole('button', { name: 'Submit my scores' }).click();
    await expert.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await slow(expert.getByTestId('my-total')).toBeVisible();
    await expert.context().close();
  }
});

test('staff see the aggregate and rank, decide, and publish the notice the portal shows', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await reviewer.goto(app('g060103'));
  const row = reviewer.getByTestId('resource-table').getByRole('row', { name: new RegExp(PERSON.name) });
  await slow(row).toBeVisible();
  await expect(row).toContainText('2 of 2');
  // The mean of the two weighted totals, 79 and 75.
  await expect(row).toContainText('77');
  await expect(row).toContainText('1 of 1');

  await decide('final', '专家评审通过，同意公示。', 'approve');

  await reviewer.goto(app('g060108'));
  const candidates = reviewer.locator('[data-testid^="notice-candidates-"]').filter({ hasText: BATCH });
  await slow(candidates).toBeVisible();
  await candidates.getByRole('checkbox', { name: PERSON.name }).check();
  await candidates.getByRole('button', { name: 'Publish notice' }).click();
  await reviewer.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
  await slow(reviewer.getByText('The notice was published')).toBeVisible();

  const visitor = await browsers.fresh(browser);
  await visitor.goto('/rcwb/talentPolicy');
  await slow(
    visitor.getByTestId('program-notices').getByTestId('program-notice').filter({ hasText: PERSON.name }),
  ).toBeVisible();
  await told('Result on public notice');
});

test('after the notice period the result is final and the applicant is told', async () => {
  // The period is set short here, and the deadline job queued as its schedule would.
  const db = await mainDatabase();
  try {
    await db.query(
      `UPDATE workflow_instance SET due_at = now() - interval '1 minute'
        WHERE kind = 'talent-program' AND subject_id = $1 AND current_step = 'publicity'`,
      [applicationId],
    );
    await db.query(`INSERT INTO pgboss.job (name, data) VALUES ('workflow.deadlines', '{}')`);
  } finally {
    await db.end();
  }
  await expect(async () => {
    await openMessage(person, new RegExp(`Result final: ${BATCH}`));
  }).toPass({ timeout: 60_000 });
  await slow(person).toHaveURL(new RegExp(`/g020101\\?application=${applicationId}$`));
  const card = person.getByTestId('my-application').filter({ hasText: BATCH });
  await slow(card).toHaveAttribute('aria-current', 'true');
  await expect(card).toContainText('Approved');
});
