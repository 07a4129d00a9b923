import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { latestSmsCode } from '../support/sms-outbox';

/**
 * g019901 account security on the real server: mobile binding with a code read from the SMS
 * outbox, signed-in devices with sign-out of another one, login history, and the password form
 * of the personal centre in its own tab.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function severeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .include('[data-testid="account-security"]')
    .withTags(WCAG)
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

const screen = (page: Page) => page.getByTestId('account-security');

test('an expert binds a mobile number with the code sent to it', async ({ page, browser }) => {
  await signIn(page, 'expert');
  // My services holds this one screen for an expert: the sidebar shows it in the group's place.
  await page.getByTestId('sidebar').getByRole('menuitem', { name: 'Account security' }).click();
  await expect(page).toHaveURL(/\/rcwb\/g01\/g019901$/);
  await expect(screen(page).getByLabel('Current password')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  await screen(page).getByRole('tab', { name: 'Mobile number' }).click();
  await expect(page).toHaveURL(/tab=mobile/);
  const form = page.getByTestId('mobile-form');
  await expect(form.getByTestId('mobile-current')).toHaveText('No mobile number is bound yet.');
  const mobile = '13905919901';
  await form.getByLabel('New mobile number').fill(mobile);
  await form.getByTestId('sms-send').click();
  await expect(form.getByText('A code has been sent to this number')).toBeVisible();
  await expect(form.getByTestId('sms-send')).toBeDisabled();

  // A wrong code is refused and nothing changes.
  await form.getByTestId('sms-code').fill('000000');
  await form.getByTestId('mobile-submit').click();
  await expect(form.getByTestId('mobile-outcome')).toContainText('code');
  await expect(form.getByTestId('mobile-current')).toHaveText('No mobile number is bound yet.');

  await form.getByTestId('sms-code').fill(await latestSmsCode(browser, mobile));
  await form.getByTestId('mobile-submit').click();
  await expect(form.getByTestId('mobile-outcome')).toHaveText(
    'The number 139****9901 is now bound to your account.',
  );
  await expect(form.getByTestId('mobile-current')).toHaveText('Bound number: 139****9901');
  expect(await severeViolations(page)).toEqual([]);
});

test('a user signs out another device, which has to sign in again', async ({ page, browser }) => {
  const other = await browser.newContext({ locale: 'en-US' });
  const elsewhere = await other.newPage();
  await signIn(elsewhere, 'editor');
  await signIn(page, 'editor');

  await page.goto('/rcwb/g01/g019901?tab=sessions');
  const table = page.getByTestId('sessions-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(rows.first()).toContainText(/Chrom(e|ium) \d+ on Linux/);
  expect(await severeViolations(page)).toEqual([]);

  await rows.filter({ hasNotText: 'This device' }).getByTestId('session-end').click();
  const confirm = page.getByRole('dialog').filter({ hasText: /It has to sign in again/ });
  await confirm.getByTestId('confirm-ok').click();
  await expect(page.getByText('The device was signed out.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('This device');

  // The other browser's session has ended: its next request is refused and it signs in again.
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/rcwb\/login/);
  await other.close();

  // This browser is still signed in.
  await page.reload();
  await expect(rows).toHaveCount(1);
});

test('the login history lists this account\u2019s sign-ins, newest first, paged', async ({ page }) => {
  await signIn(page, 'archivist');
  await page.goto('/rcwb/g01/g019901?tab=history');
  const list = page.getByTestId('resource-account-security-logins');
  const rows = list.getByTestId('resource-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('Succeeded');
  await expect(rows.first()).toContainText('127.0.0.1');
  await expect(list.getByTestId('pagination')).toContainText(/Total \d+/);
  expect(await severeViolations(page)).toEqual([]);

  // Third-party accounts: none bound to this account.
  await screen(page).getByRole('tab', { name: 'Third-party accounts' }).click();
  await expect(page.getByTestId('bindings-list')).toContainText('No third-party account is bound.');
});
