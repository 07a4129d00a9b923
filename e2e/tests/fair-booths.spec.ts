import { expect, test } from '../support/test';
import type pg from 'pg';
import { mainDatabase } from '../support/database';
import { insertFair, orgName } from '../support/fairs';
import { flowBrowsers } from '../support/flow-browsers';

/**
 * A job fair's booth from application to check-in: an organisation applies, a reviewer approves it
 * into booth A-03, the entrance desk checks the organisation's code in on a phone, and the
 * organiser's figures count it. The fair is inserted directly (its editor is another screen).
 */

test.describe.configure({ mode: 'serial' });
// Four signed-in browsers, one of them a phone, load their screens' code one after the other.
const slow = expect.configure({ timeout: 30_000 });

let db: pg.Client;
let fairId: number;
let org: string;
const FAIR = `Spring talent fair ${Date.now().toString(36)}`;
const browsers = flowBrowsers();

test.beforeAll(async () => {
  db = await mainDatabase();
  fairId = await insertFair(db, FAIR);
  org = await orgName(db, 'org');
});
test.afterAll(async () => {
  await browsers.closeAll();
  await db?.end();
});

test('an organisation applies, is approved into A-03, checks in on a phone and is counted', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // The organisation applies from a link with the fair chosen.
  const orgPage = await browsers.signedIn(browser, 'org');
  await orgPage.goto(`/rcwb/g01/g010203/apply?fair=${fairId}`);
  await slow(orgPage.getByTestId('apply-fair')).toContainText(FAIR);
  await orgPage.getByTestId('apply-submit').click();
  await slow(orgPage).toHaveURL(new RegExp(`/g010203/applyManage/${fairId}$`));
  await slow(orgPage.getByTestId('fair-applications')).toContainText('Pending');

  // A reviewer approves it into booth A-03.
  const reviewer = await browsers.signedIn(browser, 'reviewer');
  await reviewer.goto('/rcwb/g07/g070108?status=pending');
  const list = reviewer.getByTestId('resource-fair-booths-review');
  const row = list.getByTestId('resource-table').getByRole('row').filter({ hasText: FAIR });
  await slow(row).toContainText(org);
  await row.getByTestId('action-approve').click();
  const dialog = reviewer.getByRole('dialog').filter({ hasText: 'into a booth' });
  const booth = dialog.getByLabel('Booth', { exact: true });
  await booth.click();
  await booth.fill('A-03');
  await reviewer.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await slow(dialog).toBeHidden();

  // The organisation sees its booth and its check-in code.
  await orgPage.goto(`/rcwb/g01/g010203/manage/${fairId}`);
  await slow(orgPage.getByTestId('my-booth')).toContainText('A-03');
  const code = (await orgPage.getByTestId('check-in-code').innerText()).trim();
  expect(code).toMatch(/^B[0-9A-F]{12}$/);

  // The entrance desk on a phone: the code is checked in once, a second time is refused.
  const desk = await browsers.signedIn(browser, 'reviewer');
  await desk.setViewportSize({ width: 390, height: 844 });
  await desk.goto('/rcwb/g07/g070108/checkIn');
  const fair = desk.getByLabel('Job fair', { exact: true });
  await fair.click();
  await fair.fill(FAIR);
  await desk.keyboard.press('Enter');
  await desk.getByLabel('Ticket or check-in code', { exact: true }).fill(code.toLowerCase());
  await desk.getByRole('button', { name: 'Check in' }).click();
  const result = desk.getByTestId('checkin-result');
  await slow(result).toContainText(`Organisation checked in: ${org}`);
  await slow(result).toContainText('Booth A-03');
  const width = await desk
    .locator('html')
    .evaluate(
      (html) =>
        (html.ownerDocument.scrollingElement ?? html).scrollWidth -
        html.ownerDocument.defaultView!.innerWidth,
    );
  expect(width).toBeLessThanOrEqual(0);
  await desk.getByLabel('Ticket or check-in code', { exact: true }).fill(code);
  await desk.getByRole('button', { name: 'Check in' }).click();
  await slow(result).toContainText('Already checked in at');

  // The organiser's figures count the booth and the check-in.
  const editor = await browsers.signedIn(browser, 'editor');
  await editor.goto('/rcwb/g20/g200202');
  const chooser = editor.getByLabel('Choose a job fair', { exact: true });
  await chooser.click();
  await chooser.fill(FAIR);
  await editor.keyboard.press('Enter');
  await slow(editor.getByTestId('figure-boothsBooked')).toHaveText('1');
  await slow(editor.getByTestId('figure-boothsAvailable')).toHaveText('11');
  await slow(editor.getByTestId('figure-organisations')).toHaveText('1');
  await slow(editor.getByTestId('figure-organisationsCheckedIn')).toHaveText('1');
});
