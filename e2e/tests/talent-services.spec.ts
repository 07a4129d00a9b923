import type { Browser, Page } from '@playwright/test';
import { completePersonProfile, freshIdNumber, registerPerson } from '../support/accounts';
import { choose } from '../support/select';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/** A new person, unique per run: the demo person already holds a tier. */
const RUN = Date.now() % 1_000_000;
const TALENT = {
  username: `talent${RUN}`,
  password: 'Talent#Person2026',
  mobile: `137${String(RUN).padStart(8, '0')}`,
  name: 'Qian Yue',
  idNumber: freshIdNumber(1996),
};

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Uploads a one-page PDF as the named material and waits until it is stored. */
async function upload(page: Page, name: string) {
  await page
    .getByLabel(name, { exact: true })
    .setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(`${name}.pdf`)).toBeVisible();
}

async function askForResidence(page: Page) {
  await page.goto('/rcwb/g09/g090301/add/residence');
  await page.getByLabel('What you need').fill('Settle in Fuzhou with my family.');
  await page.getByLabel('Mobile number to reach you').fill(TALENT.mobile);
}

async function reviewerSession(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, 'reviewer');
  return { context, page };
}

test('a talent service is refused until the person’s tier is recognised, then accepted', async ({
  page,
  browser,
}) => {
  await registerPerson(page, browser, TALENT);
  await completePersonProfile(page);

  // ---- No tier yet: the request is refused with the tiers that would open it. ----
  await askForResidence(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/This service is for recognised talents of these tiers/)).toBeVisible();

  // ---- The person applies for recognition as outstanding young talent, with its evidence. ----
  await page.goto('/rcwb/g09/g090201/add');
  await choose(page, 'Tier', 'Outstanding young talent');
  await expect(page.getByTestId('tier-criteria')).toContainText('3 years');
  await page
    .getByLabel('Your achievements and why you meet the criteria')
    .fill('Master’s degree, full time in Fuzhou.');
  await upload(page, '学历学位证书');
  await upload(page, '劳动合同或聘用证明');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('recognition-detail')).toContainText('Submitted');

  // ---- A reviewer passes the preliminary check and recognises the tier. ----
  const reviewer = await reviewerSession(browser);
  await reviewer.page.goto('/rcwb/g09/g090202');
  const row = reviewer.page.getByTestId('resource-table').getByRole('row', { name: new RegExp(TALENT.name) });
  await row.getByTestId('action-view').click();
  const panel = reviewer.page.getByTestId('review-panel');
  await expect(panel).toContainText('Preliminary check');
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(panel).toContainText('Final decision');
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(reviewer.page.getByTestId('decided-tier')).toHaveText('Outstanding young talent');
  await reviewer.context.close();

  // ---- The profile shows the tier with its validity; the service request is now accepted. ----
  await page.goto('/rcwb/user/profile');
  await expect(page.getByTestId('held-tiers')).toContainText('Outstanding young talent');
  await expect(page.getByTestId('held-tiers')).toContainText(/Valid \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}/);
  await askForResidence(page);
  await upload(page, '户口簿');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('request-detail')).toContainText('Eligibility check');
});
