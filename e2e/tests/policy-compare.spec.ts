import fs from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { chooseByTyping } from '../support/select';
import { signIn } from '../support/sign-in';

/**
 * DOMAIN.md flow 4: an editor publishes two policies with values for the comparison dimensions
 * (using the rich-text editor, the attachment upload and the publish action), and a visitor
 * compares them: differences highlighted, "only differences", PDF export, phone layout.
 */

const STAMP = Date.now().toString(36);
const TITLE_A = `E2E 人才住房政策 A ${STAMP}`;
const TITLE_B = `E2E 人才住房政策 B ${STAMP}`;
// A 1×1 PNG and a small PDF, as an editor would pick them.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test.describe.configure({ mode: 'serial' });

/** The content form page (the list stays mounted behind it, kept alive by the tags view). */
const form = (page: Page) => page.getByTestId('content-form-page');

/** Picks an option of an antd select by typing its label (as a keyboard user would). */
async function typeTag(page: Page, field: Locator, value: string) {
  await field.click();
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

async function fillDate(page: Page, label: string, day: string) {
  const input = form(page).getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  await page.keyboard.press('Enter');
}

type PolicyInput = {
  title: string;
  level: string;
  category: string;
  housing: string;
  registration: 'Yes' | 'No';
  tier: string;
  eligibility?: string;
};

/** Fills the g200103 form fields every policy of this test has. */
async function fillPolicy(page: Page, p: PolicyInput) {
  await form(page).getByLabel('Title', { exact: true }).fill(p.title);
  await chooseByTyping(page, form(page), 'Level', p.level);
  await chooseByTyping(page, form(page), 'Category', p.category);
  await form(page).getByLabel('Issuing body', { exact: true }).fill('E2E 人才工作领导小组');
  await fillDate(page, 'Issued on', '2026-03-01');
  await typeTag(page, form(page).getByLabel('Key benefits'), `${p.title} 补贴`);
  const values = page.getByTestId('dimension-values');
  await values.getByLabel('Housing subsidy').fill(p.housing);
  await chooseByTyping(page, form(page), 'Residence registration', p.registration);
  await typeTag(page, values.getByLabel('Talent tiers'), p.tier);
  if (p.eligibility) await values.getByLabel('Eligibility').fill(p.eligibility);
}

async function saveAndPublish(page: Page, title: string) {
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/rcwb\/g20\/g200103$/);
  // The first policy's notice may still be showing when the second is saved.
  await expect(page.getByText('Saved').last()).toBeVisible();
  const row = page.getByTestId('resource-table').getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Draft');
  await row.getByTestId('action-publish').click();
  await expect(row).toContainText('Published');
}

test('an editor writes and publishes two policies with comparison values', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'editor');
  await page.goto('/rcwb/g20/g200103');
  await expect(page.getByTestId('resource-table')).toContainText(
    '福建省引进高层次人才评价认定和服务保障办法',
  );

  await page.getByTestId('toolbar-add').click();
  await expect(page).toHaveURL(/\/g20\/g200103\/add$/);
  await fillPolicy(page, {
    title: TITLE_A,
    level: 'City',
    category: 'Housing',
    housing: '300',
    registration: 'Yes',
    tier: 'A类',
    eligibility: '全职引进，缴纳社保满6个月',
  });
  // Region: a city of the area tree.
  const region = form(page).getByLabel('Region', { exact: true });
  await region.click();
  await region.fill('Fuzhou');
  await page.locator('.ant-select-tree-title', { hasText: /^Fuzhou$/ }).click();

  // Rich text: some text, a link through the link dialog, and an uploaded picture.
  const editor = page.getByRole('textbox', { name: 'Rich text content' });
  await editor.click();
  await page.keyboard.type('购房补贴分五年发放。');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
  await linkDialog.getByLabel('URL').fill('https://www.gov.cn/zhengce');
  await linkDialog.getByLabel('Text to display').fill('政策原文');
  await linkDialog.getByRole('button', { name: 'OK' }).click();
  await expect(editor.getByRole('link', { name: '政策原文' })).toHaveAttribute(
    'href',
    'https://www.gov.cn/zhengce',
  );
  // The picture button opens the file chooser, as for a user.
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('toolbar', { name: 'Text formatting' })
    .getByRole('button', { name: 'Insert image' })
    .click();
  await (await chooser).setFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.locator('img')).toHaveAttribute('src', /\/api\/files\/[0-9a-f]{32}$/);

  // Attachment: the upload shows its progress while the file is on its way.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/upload/upload', async (route) => {
    await held;
    await route.continue();
  });
  await form(page)
    .getByLabel('Attachments')
    .setInputFiles({ name: '实施细则.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('progressbar', { name: /实施细则\.pdf/ })).toBeVisible();
  release();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText('实施细则.pdf')).toBeVisible();
  await page.unroute('**/api/upload/upload');
  await saveAndPublish(page, TITLE_A);

  await page.getByTestId('toolbar-add').click();
  await fillPolicy(page, {
    title: TITLE_B,
    level: 'National',
    category: 'Housing',
    housing: '100',
    registration: 'Yes',
    tier: 'B类',
  });
  await page.getByRole('textbox', { name: 'Rich text content' }).click();
  await page.keyboard.type('面向全国的住房支持。');
  await saveAndPublish(page, TITLE_B);

  // The editor's view page shows the stored values read-only.
  const rowA = page.getByTestId('resource-table').getByRole('row', { name: new RegExp(TITLE_A) });
  await rowA.getByTestId('action-view').click();
  await expect(page).toHaveURL(/\/g20\/g200103\/add\/\d+\/view$/);
  await expect(page.getByTestId('dimension-values').getByLabel('Housing subsidy')).toHaveValue('300');
  await expect(page.getByTestId('form-submit')).toHaveCount(0);
  await expect(page.getByText('实施细则.pdf')).toBeVisible();
});

test('a visitor reads the policy with its attachment and compares the two', async ({ page }) => {
  await page.goto(`/rcwb/talentPolicy?keyword=${encodeURIComponent(`E2E 人才住房政策 A ${STAMP}`)}`);
  const card = page.getByTestId('policy-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: TITLE_A }).click();
  await expect(page).toHaveURL(/\/policyDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: TITLE_A })).toBeVisible();
  // The body is the sanitised rich text: the editor's link and picture survive.
  await expect(page.getByRole('link', { name: '政策原文' })).toHaveAttribute(
    'href',
    'https://www.gov.cn/zhengce',
  );
  await expect(page.locator('img[src^="/api/files/"]')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('policy-attachment').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('实施细则.pdf');
  expect((await fs.readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Add to comparison' }).click();
  await page.goto(`/rcwb/talentPolicy?keyword=${encodeURIComponent(`E2E 人才住房政策 B ${STAMP}`)}`);
  await page.getByTestId('policy-card').getByRole('button', { name: 'Add to comparison' }).click();
  await expect(page.getByTestId('compare-tray')).toContainText('2 of 4 policies chosen');
  await page.getByTestId('compare-open').click();
  await expect(page).toHaveURL(/\/policyComparison\?ids=\d+,\d+$/);

  const table = page.getByTestId('comparison-table');
  await expect(table.getByRole('columnheader', { name: new RegExp(TITLE_A) })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: new RegExp(TITLE_B) })).toBeVisible();
  const housing = table.getByRole('row', { name: /Housing subsidy/ });
  await expect(housing).toHaveAttribute('data-differs', 'true');
  await expect(housing).toContainText('3,000,000 yuan');
  await expect(housing).toContainText('1,000,000 yuan');
  await expect(housing).toContainText('Differs');
  // Highlighted by colour as well as by the word.
  await expect(housing.locator('td').first()).toHaveCSS('background-color', 'rgb(255, 247, 230)');
  const registration = table.getByRole('row', { name: /Residence registration/ });
  await expect(registration).toHaveAttribute('data-differs', 'false');
  await expect(table.getByRole('row', { name: /Eligibility/ })).toContainText('Not stated');
  await expect(table.getByRole('row', { name: /^Level/ })).toHaveAttribute('data-differs', 'true');

  await page.getByTestId('only-differences').check();
  await expect(registration).toHaveCount(0);
  await expect(housing).toBeVisible();
  await page.getByTestId('only-differences').uncheck();
  await expect(registration).toBeVisible();

  const pdf = page.waitForEvent('download');
  await page.getByTestId('export-pdf').click();
  const saved = await pdf;
  expect(saved.suggestedFilename()).toBe('policy-comparison.pdf');
  expect((await fs.readFile(await saved.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // The comparison is shareable: the same address opens it in a fresh browser.
  const shared = page.url();
  const other = await page
    .context()
    .browser()!
    .newContext({ locale: 'en-US', viewport: { width: 390, height: 800 } });
  const phone = await other.newPage();
  await phone.goto(shared);
  const region = phone.getByRole('region', { name: /Comparison table/ });
  await expect(region.getByRole('columnheader', { name: new RegExp(TITLE_B) })).toBeVisible();
  // Phone: the columns scroll sideways while the first column stays put.
  const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const firstCell = region.getByRole('rowheader', { name: /Housing subsidy/ });
  const before = (await firstCell.boundingBox())!.x;
  await region.evaluate((el) => el.scrollBy({ left: 300 }));
  await expect.poll(async () => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(Math.abs((await firstCell.boundingBox())!.x - before)).toBeLessThan(2);
  await other.close();
});
