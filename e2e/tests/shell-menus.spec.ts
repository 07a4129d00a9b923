import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { watchLiveNotice } from '../support/live';
import { signIn } from '../support/sign-in';

/**
 * Menus of the shell on real server menus: the three-level menu g07 → g070101 → gbIndex, the
 * live "new messages" notice when staff decide on an organisation, and an inner-link page (the
 * public site preview under g20) kept alive in its iframe across tab switches.
 */

const sidebar = (page: Page) => page.getByTestId('sidebar');
const sideItem = (page: Page, name: string) => sidebar(page).getByRole('menuitem', { name, exact: true });
const breadcrumb = (page: Page) => page.getByTestId('breadcrumb');
const tab = (page: Page, key: string) =>
  page.getByTestId('tags-view').locator(`[role="tab"][data-key="${key}"]`);

test('the sidebar opens g07 → g070101 → gbIndex; highlight, breadcrumb and reload agree', async ({
  page,
}) => {
  await signIn(page, 'reviewer');
  await sideItem(page, 'Service management').click();
  await sideItem(page, 'Account review').click();
  await sideItem(page, 'Organisations').click();
  await expect(page).toHaveURL(/\/rcwb\/g07\/g070101\/gbIndex$/);
  await expect(page.getByTestId('resource-account-review-orgs')).toBeVisible();
  await expect(sideItem(page, 'Organisations')).toHaveClass(/ant-menu-item-selected/);
  await expect(sideItem(page, 'Individuals')).not.toHaveClass(/ant-menu-item-selected/);
  await expect(breadcrumb(page)).toHaveText(
    /Home\s*\/\s*Service management\s*\/\s*Account review\s*\/\s*Organisations/,
  );
  // The two directories are plain text; only home links.
  await expect(breadcrumb(page).getByRole('link')).toHaveText(['Home']);

  // A reload on the deep URL lands on the same screen, the branch open and the item selected,
  // with no detour through /404 or /login.
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  await page.reload();
  await expect(page.getByTestId('resource-account-review-orgs')).toBeVisible();
  await expect(page).toHaveURL(/\/rcwb\/g07\/g070101\/gbIndex$/);
  await expect(sideItem(page, 'Organisations')).toHaveClass(/ant-menu-item-selected/);
  await expect(breadcrumb(page)).toHaveText(/Account review\s*\/\s*Organisations/);
  expect(urls.filter((u) => /\/(404|401|login)/.test(u))).toEqual([]);

  // The sibling screen of the third level.
  await sideItem(page, 'Individuals').click();
  await expect(page).toHaveURL(/\/rcwb\/g07\/g070101\/gcIndex$/);
  await expect(sideItem(page, 'Individuals')).toHaveClass(/ant-menu-item-selected/);
  await expect(breadcrumb(page)).toHaveText(/Account review\s*\/\s*Individuals/);
});

test('an applicant sees the new-message notice and the bell rise live when staff reject it', async ({
  page,
  browser,
}) => {
  // The applicant: an organisation awaiting review, signed in and idle on its home page.
  await signIn(page, 'orgpending2');
  const count = page.getByTestId('unread-count');
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.innerText());

  // Staff, in another browser.
  const staff = await browser.newContext({ locale: 'en-US' });
  const reviewer = await staff.newPage();
  await signIn(reviewer, 'reviewer');
  await reviewer.goto('/rcwb/g07/g070101/gbIndex?reviewStatus=pending');
  const row = reviewer
    .getByTestId('resource-account-review-orgs')
    .getByTestId('resource-table')
    .getByRole('row')
    .filter({ hasText: '榕城人力资源服务有限公司' });
  await row.getByTestId('action-reject').click();
  const dialog = reviewer.getByRole('dialog', { name: 'Reject: 榕城人力资源服务有限公司' });
  // The form is ready once it shows the organisation; typing earlier may be lost to its set-up.
  await expect(dialog.getByLabel('Organisation')).toHaveValue('榕城人力资源服务有限公司');
  const reason = dialog.getByLabel('Reason');
  await reason.fill('The licence picture is unreadable; please upload a clear scan.');
  await expect(reason).toHaveValue('The licence picture is unreadable; please upload a clear scan.');
  // No reload on the applicant's side: the notice and the count arrive over the socket.
  const applicantTold = watchLiveNotice(page);
  await dialog.getByTestId('form-submit').click();
  await expect(
    reviewer.getByText('Rejected; the organisation was told by message with the reason.'),
  ).toBeVisible();
  // Decided: it leaves the list of pending organisations.
  await expect(row).toHaveCount(0);
  await staff.close();

  await applicantTold();
  await expect(count).toHaveText(String(before + 1));
});

test('the public site preview opens in an iframe inside the layout and keeps its state across tabs', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // The entry sits in the Content submenu beside the content screens.
  await sideItem(page, 'Content').click();
  await sideItem(page, 'Public site preview').click();
  await expect(page).toHaveURL(/\/rcwb\/g20\/rcwb\/recruitment\/zoneHome$/);
  const frameElement = page.getByTestId('inner-link-frame');
  await expect(frameElement).toBeVisible();
  // The portal page is framed on the address the browser uses (its frame-ancestors allow only that).
  await expect(frameElement).toHaveAttribute(
    'src',
    `${new URL(page.url()).origin}/rcwb/recruitment/zoneHome`,
  );
  await expect(frameElement).toHaveAttribute('title', 'Public site preview');
  // Inside the layout: the shell's sidebar and tags stay around it.
  await expect(sidebar(page)).toBeVisible();
  await expect(breadcrumb(page)).toContainText('Public site preview');

  const frame = page.frameLocator('[data-testid="inner-link-frame"]');
  const search = frame.getByLabel('Search jobs');
  await search.fill('kept across tabs');

  // Another tab, then back: the same frame, not reloaded, still holds what was typed.
  await tab(page, '/index').click();
  await expect(page).toHaveURL(/\/rcwb\/index$/);
  await expect(frameElement).toBeHidden();
  await tab(page, '/g20/rcwb/recruitment/zoneHome').click();
  await expect(frameElement).toBeVisible();
  await expect(search).toHaveValue('kept across tabs');

  expect(await seriousViolations(page, '[data-testid="inner-link-frame"]')).toEqual([]);
});
