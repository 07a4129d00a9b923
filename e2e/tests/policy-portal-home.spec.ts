import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';

const TITLE = `E2E 通知 ${Date.now().toString(36)}`;

test('an editor publishes an announcement and a visitor reads it on the portal home', async ({
  page,
  browser,
}) => {
  await signIn(page, 'editor');
  await page.goto('/rcwb/g07/g070114');
  await expect(page.getByTestId('resource-table')).toContainText('系统维护公告');
  await page.getByTestId('toolbar-add').click();
  await expect(page).toHaveURL(/\/g07\/g070114\/add$/);
  const form = page.getByTestId('content-form-page');
  await form.getByLabel('Title', { exact: true }).fill(TITLE);
  await form.getByRole('textbox', { name: 'Rich text content' }).click();
  await page.keyboard.type('请于月底前提交材料。');
  await form.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/g07\/g070114$/);
  const row = page.getByTestId('resource-table').getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toContainText('Draft');

  // Not public yet.
  const visitor = await browser.newContext({ locale: 'en-US' });
  const tab = await visitor.newPage();
  await tab.goto('/rcwb/recruitment/zoneHome');
  const notices = tab.getByRole('region', { name: 'Notices' });
  await expect(notices).toContainText('关于2026年度人才住房补贴申报的通知');
  await expect(notices).not.toContainText(TITLE);

  await row.getByTestId('action-publish').click();
  await expect(row).toContainText('Published');
  // The details page shows it read-only.
  await row.getByTestId('action-view').click();
  await expect(page).toHaveURL(/\/g07\/g070114\/details\/\d+\/view$/);
  await expect(page.getByTestId('content-form-page').getByLabel('Title', { exact: true })).toHaveValue(TITLE);

  await tab.reload();
  await expect(tab.getByRole('region', { name: 'Latest policies' })).toContainText(
    '鼓楼区青年人才创业扶持办法',
  );
  // A notice has its own page under the portal, with a way to all of them.
  await notices.getByRole('link', { name: TITLE }).click();
  await expect(tab).toHaveURL(/\/noticeDetail\?id=\d+$/);
  await expect(tab.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(tab.getByTestId('notice')).toContainText('请于月底前提交材料。');
  await tab.getByRole('link', { name: '← All notices' }).click();
  await expect(tab).toHaveURL(/\/notices$/);
  await expect(tab.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
  await expect(tab.getByTestId('notice-list')).toContainText('系统维护公告');

  // The list is searched through the URL, so back returns to the unfiltered list.
  await tab.getByLabel('Keyword').fill(TITLE);
  await tab.getByRole('button', { name: 'Search' }).click();
  await expect(tab).toHaveURL(/\/notices\?keyword=/);
  await expect(tab.getByTestId('notice-list').getByRole('listitem')).toHaveCount(1);
  await tab.goBack();
  await expect(tab.getByTestId('notice-list')).toContainText('系统维护公告');

  // A withdrawn, draft or unknown notice is "not found", not an error to retry.
  await tab.goto('/rcwb/noticeDetail?id=99999999');
  await expect(tab.getByTestId('not-found')).toContainText('does not exist or is no longer published');
  await visitor.close();
});
