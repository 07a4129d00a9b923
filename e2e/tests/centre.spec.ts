import { expect, test } from '../support/test';
import { restingViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

test('a complaint answered by staff reaches the person live in the message centre and on the feedback page', async ({
  page,
  browser,
}) => {
  const title = `Slow answer ${Date.now().toString(36)}`;

  // The person files a complaint.
  await signIn(page, 'person');
  await page.goto('/rcwb/g01/g010801/add');
  await page.getByRole('radio', { name: 'Complaint' }).check();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('My delivery has been waiting for two weeks.');
  await page.getByRole('button', { name: 'Send' }).click();
  const mine = page.getByTestId('my-feedback');
  await expect(mine.getByText(title)).toBeVisible();
  await expect(mine.getByRole('listitem').filter({ hasText: title })).toContainText('Waiting');
  expect(await restingViolations(page, '#main')).toEqual([]);

  // Then waits in the message centre, unread only.
  await page.goto('/rcwb/g01/g010705?unread=1');
  const count = page.getByTestId('unread-count');
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.innerText());
  expect(await restingViolations(page, '#main')).toEqual([]);

  // Staff, in another browser, find it and reply.
  const staffContext = await browser.newContext({ locale: 'en-US' });
  const staff = await staffContext.newPage();
  await signIn(staff, 'reviewer');
  await staff.goto(`/rcwb/g07/g070105?keyword=${encodeURIComponent(title)}`);
  const row = staff.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Complaint');
  await row.getByTestId('action-view').click();
  await expect(staff.getByRole('heading', { name: title })).toBeVisible();
  await staff.getByLabel('Reply to the author').fill('We reminded the organisation today.');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByText('Reply sent; the author was told.')).toBeVisible();
  await staffContext.close();

  // The message arrives without a reload; opening it marks it read and leads to the reply.
  const centre = page.getByTestId('message-centre');
  const link = centre.getByRole('link', { name: new RegExp(title) });
  await expect(link).toBeVisible();
  // Other notices for the person may arrive meanwhile (earlier tests' work on the same server):
  // the count grows by at least the reply, and opening the reply takes exactly one off.
  await expect.poll(async () => Number(await count.innerText())).toBeGreaterThan(before);
  const unread = Number(await count.innerText());
  await link.click();
  await expect(page).toHaveURL(/\/rcwb\/g01\/g010801\/add$/);
  await expect(count).toHaveText(String(unread - 1));
  const item = page.getByTestId('my-feedback').getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Answered');
  await expect(item).toContainText('We reminded the organisation today.');
});

test('the person’s workbench and recommendations, the organisation’s talent recommendations and the staff desk are accessible', async ({
  page,
  browser,
}) => {
  await signIn(page, 'person');
  await page.goto('/rcwb/g01/g010105');
  await expect(page.getByTestId('workbench-counts')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  expect(await restingViolations(page, '#main')).toEqual([]);
  await page.goto('/rcwb/g01/g010702/recommend');
  await expect(page.getByRole('heading', { name: 'Recommended postings' })).toBeAttached();
  expect(await restingViolations(page, '#main')).toEqual([]);

  const orgContext = await browser.newContext({ locale: 'en-US' });
  const org = await orgContext.newPage();
  await signIn(org, 'org');
  await org.goto('/rcwb/g01/g010702/recommend');
  // The talents of its first published posting, or the note that it has none published yet.
  await expect(org.getByRole('heading', { name: 'Recommended talents' })).toBeAttached();
  await expect(
    org.getByLabel('Posting').or(org.getByText('Publish a posting to get talents recommended for it.')),
  ).toBeVisible();
  expect(await restingViolations(org, '#main')).toEqual([]);
  await orgContext.close();

  const staffContext = await browser.newContext({ locale: 'en-US' });
  const staff = await staffContext.newPage();
  await signIn(staff, 'reviewer');
  await staff.goto('/rcwb/g07/g070105?status=replied');
  await expect(staff.getByRole('row').filter({ hasText: '投递后一直没有回复' })).toBeVisible();
  expect(await restingViolations(staff, '#main')).toEqual([]);
  await staffContext.close();
});
