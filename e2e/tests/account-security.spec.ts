import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { restingViolations } from '../support/axe';
import { png } from '../support/png';
import { DEMO_PASSWORD } from '../support/env';
import { signIn } from '../support/sign-in';
import { latestSmsCode } from '../support/sms-outbox';
import { watchFor } from '../support/watch';

/**
 * g019901 account security on the real server: mobile binding with a code read from the SMS
 * outbox, signed-in devices with sign-out of another one, login history, and the password form
 * of the personal centre in its own tab.
 */

/** Serious and critical axe findings in the account security screen (or `selector`), at rest. */
const severeViolations = (page: Page, selector = '[data-testid="account-security"]') =>
  restingViolations(page, selector);

const screen = (page: Page) => page.getByTestId('account-security');

test('an expert binds a mobile number with the code sent to it', async ({ page, browser }) => {
  await signIn(page, 'expert');
  // An expert's My services: the message centre and this screen.
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('menuitem', { name: 'My services' }).click();
  await sidebar.getByRole('link', { name: 'Account security' }).click();
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

  // A wrong password is refused and nothing changes; so is a wrong code.
  await form.getByTestId('sms-code').fill('000000');
  await form.getByTestId('mobile-password').fill('Wrong#Pass2026');
  await form.getByTestId('mobile-submit').click();
  await expect(form.getByTestId('mobile-outcome')).toHaveText('the current password is wrong');
  await form.getByTestId('mobile-password').fill(DEMO_PASSWORD);
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
  // This device and the other one at least (a repeated run leaves earlier sessions behind).
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
  const before = await rows.count();
  await expect(rows.first()).toContainText(/Chrom(e|ium) \d+ on Linux/);
  expect(await severeViolations(page)).toEqual([]);

  // The newest other session is the other browser's.
  await rows.filter({ hasNotText: 'This device' }).first().getByTestId('session-end').click();
  const confirm = page.getByRole('dialog').filter({ hasText: /It has to sign in again/ });
  const toldEnded = watchFor(page.getByText('The device was signed out.'), 20_000);
  await confirm.getByTestId('confirm-ok').click();
  await toldEnded();
  await expect(rows).toHaveCount(before - 1);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);

  // The other browser's session has ended: its next request is refused and it signs in again.
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/rcwb\/login/);
  await other.close();

  // This browser is still signed in.
  await page.reload();
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
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

test('personal centre: the avatar is the square chosen in the cropper, saved at 256 × 256', async ({
  page,
}) => {
  await signIn(page, 'archivist');
  await page.goto('/rcwb/user/profile');
  await page.getByTestId('profile-card').getByTestId('avatar-change').click();
  const dialog = page.getByRole('dialog', { name: 'Change avatar' });
  // 60 × 30: red on the left half, blue on the right.
  const RED: [number, number, number, number] = [220, 20, 20, 255];
  const BLUE: [number, number, number, number] = [20, 20, 220, 255];
  await dialog.getByTestId('avatar-input').setInputFiles({
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: png(60, 30, (x) => (x < 30 ? RED : BLUE)),
  });
  const crop = dialog.getByTestId('avatar-crop');
  await expect(crop).toBeVisible();
  await expect(dialog.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /^blob:/);
  expect(await severeViolations(page, '.ant-modal')).toEqual([]);

  // Move the picture all the way right by keyboard: the square kept is the red left half.
  await crop.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
  await dialog.getByRole('button', { name: 'Save avatar' }).click();
  await expect(dialog).toBeHidden();

  const src = await page.getByTestId('user-menu').locator('img').getAttribute('src');
  expect(src).toMatch(/^\/api\/files\/[0-9a-f]{32}$/);
  // Read back in the browser (the tests have no DOM types: the script is text, as elsewhere).
  const saved = await page.evaluate<{ width: number; height: number; centre: number[]; edge: number[] }>(`
    (async () => {
      const image = new Image();
      image.src = ${JSON.stringify(src)};
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      const at = (x, y) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
      return { width: image.naturalWidth, height: image.naturalHeight, centre: at(128, 128), edge: at(250, 128) };
    })()
  `);
  expect(saved.width).toBe(256);
  expect(saved.height).toBe(256);
  for (const pixel of [saved.centre, saved.edge]) {
    expect(pixel[0]).toBeGreaterThan(180);
    expect(pixel[2]).toBeLessThan(60);
  }
});
