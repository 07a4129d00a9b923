import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { screenPath } from '@rcwb/shared';
import { expect, test } from '../support/test';
import { SLOW_ANSWER, completePersonProfile, idNumberFor, registerPerson } from '../support/accounts';
import { mainDatabase } from '../support/fairs';
import { submitLogin } from '../support/sign-in';

/**
 * DOMAIN.md flow 2 through the screens: a person who registers here applies to this year's open
 * young talent batch (step 1 prefilled, step 2 with real uploads, submit); a reviewer returns it
 * for changes and the person, shown why, fixes and resubmits; the reviewer approves the
 * preliminary check and assigns two experts from the library; each expert opens the task from
 * their message and scores; staff see the aggregate and the rank, approve the final decision and
 * publish the notice; the portal shows it on /talentPolicy; once the notice period has ended (set
 * short in the database, and the deadline job queued) the result is final and the applicant is
 * told, their message opening the application.
 */

test.describe.configure({ mode: 'serial' });
const slow = expect.configure({ timeout: 30_000 });

const STAMP = Date.now().toString(36);
const PERSON = {
  username: `prog${STAMP}`,
  password: 'Prog#Strong2026',
  mobile: `136${String(Date.now()).slice(-8)}`,
  name: `Zhou Ning ${STAMP}`,
  idNumber: idNumberFor('19960518', String((Date.now() + 7) % 1000).padStart(3, '0')),
};
const BATCH = `${new Date().getFullYear()}年度青年英才计划`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** The demo experts chosen (library name, account), each scoring the four criteria of category 02. */
const EXPERTS = [
  { name: '林雅琴', username: 'expert2', scores: [8, 7, 9, 8] },
  { name: 'Wang Hao', username: 'expert3', scores: [7, 8, 8, 7] },
];
const CRITERIA = ['Potential', 'Achievements so far', 'Capacity for innovation', 'Development plan'];

const contexts: BrowserContext[] = [];
let person: Page;
let reviewer: Page;
let applicationId = 0;
const app = (key: Parameters<typeof screenPath>[0], params?: Record<string, string | number>) =>
  `/rcwb${(screenPath as (k: string, p?: Record<string, string | number>) => string)(key, params)}`;

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/rcwb/login');
  await submitLogin(page, username);
  await expect(page).toHaveURL(/\/rcwb\/index$/, SLOW_ANSWER);
  return page;
}

/** Opens the newest message of the message centre whose title matches, following its link. */
async function openMessage(page: Page, title: RegExp) {
  await page.goto(app('g010705'));
  await slow(page.getByTestId('message-centre').getByRole('link', { name: title }).first()).toBeVisible();
  await page.getByTestId('message-centre').getByRole('link', { name: title }).first().click();
}

test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});

test('a new person applies to the open batch through both steps', async ({ browser }) => {
  // Registration reads the SMS code in an administrator's browser: it took 2.4 min on a busy machine.
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  person = await context.newPage();
  await registerPerson(person, browser, PERSON);
  await completePersonProfile(person);

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
  for (const [i, name] of ['id-card.pdf', 'degree.pdf', 'contract.pdf'].entries()) {
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
});

test('a reviewer returns it for changes; the person sees why, fixes and resubmits', async ({ browser }) => {
  test.setTimeout(240_000);
  reviewer = await signedIn(browser, 'reviewer');
  await reviewer.goto(app('g060101:add', { id: applicationId, sign: 'preliminary' }));
  await slow(reviewer.getByTestId('approval-opinion')).toBeVisible();
  await reviewer.getByTestId('approval-opinion').fill('请补充近三年的代表性成果。');
  await reviewer.getByTestId('decide-return').click();
  await slow(reviewer.getByText('Your decision is recorded')).toBeVisible();

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
  await reviewer.goto(app('g060101:add', { id: applicationId, sign: 'preliminary' }));
  await slow(reviewer.getByTestId('approval-opinion')).toBeVisible();
  await reviewer.getByTestId('approval-opinion').fill('材料齐全，符合申报条件。');
  await reviewer.getByTestId('decide-approve').click();
  await slow(reviewer.getByText('Your decision is recorded')).toBeVisible();

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
    const expert = await signedIn(browser, e.username);
    // The landing says how many applications wait for this expert's scores.
    await slow(expert.getByTestId('scoring-tasks-waiting')).toHaveText('1 waiting for your scores');
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

  await reviewer.goto(app('g060101:add', { id: applicationId, sign: 'final' }));
  await slow(reviewer.getByTestId('approval-opinion')).toBeVisible();
  await reviewer.getByTestId('approval-opinion').fill('专家评审通过，同意公示。');
  await reviewer.getByTestId('decide-approve').click();
  await slow(reviewer.getByText('Your decision is recorded')).toBeVisible();

  await reviewer.goto(app('g060108'));
  const candidates = reviewer.locator('[data-testid^="notice-candidates-"]').filter({ hasText: BATCH });
  await slow(candidates).toBeVisible();
  await candidates.getByRole('checkbox', { name: PERSON.name }).check();
  await candidates.getByRole('button', { name: 'Publish notice' }).click();
  await reviewer.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
  await slow(reviewer.getByText('The notice was published')).toBeVisible();

  const visitor = await (async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  })();
  await visitor.goto('/rcwb/talentPolicy');
  await slow(
    visitor.getByTestId('program-notices').getByTestId('program-notice').filter({ hasText: PERSON.name }),
  ).toBeVisible();
});

test('after the notice period the result is final and the applicant is told', async () => {
  test.setTimeout(120_000);
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
  await person.goto(app('g010705'));
  const centre = person.getByTestId('message-centre');
  await slow(centre).toContainText(`Result on public notice: ${BATCH}`);
});
