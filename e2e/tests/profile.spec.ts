import { type Browser, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD } from '../support/env';
import { png } from '../support/png';
import { signIn, submitLogin } from '../support/sign-in';

const NEW_PASSWORD = 'Person#Moved2026';

const navbarAvatar = (page: Page) => page.getByTestId('user-menu').locator('img');

/** The password form on screen (a kept-alive screen may hold another, hidden one). */
const passwordForm = (page: Page): Locator => page.getByTestId('password-form').filter({ visible: true });

/** Fills the visible password form and submits it. */
async function changePassword(page: Page, oldPassword: string, newPassword: string) {
  const form = passwordForm(page);
  await form.getByLabel('Current password').fill(oldPassword);
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByTestId('password-submit').click();
}

/**
 * Puts the demo password back whatever state a failed run left behind, so the other suites can
 * still sign in as `person`.
 */
async function restorePersonPassword(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/rcwb/login');
    await submitLogin(page, 'person', NEW_PASSWORD);
    if (
      !(await page.waitForURL(/\/rcwb\/index$/, { timeout: 5000 }).then(
        () => true,
        () => false,
      ))
    )
      return;
    await page.goto('/rcwb/user/password');
    await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
    await expect(passwordForm(page).getByTestId('password-outcome')).toContainText(
      'Your password has been changed',
    );
  } finally {
    await context.close();
  }
}

test.describe('personal centre', () => {
  test('shows the account and changes the avatar in the navbar at once', async ({ page }) => {
    await signIn(page, 'person');
    await page.goto('/rcwb/user/profile');
    const card = page.getByTestId('profile-card');
    await expect(card.getByTestId('profile-username')).toHaveText('person');
    await expect(card.getByTestId('profile-userType')).toHaveText('Individual');
    await expect(card.getByTestId('profile-roles')).toHaveText('Individual');
    await expect(card.getByTestId('profile-createdAt')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await expect(card.getByTestId('profile-lastLoginAt')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    await card.getByTestId('avatar-change').click();
    const dialog = page.getByRole('dialog', { name: 'Change avatar' });
    await expect(dialog).toBeVisible();
    // A wrong format is refused before anything is sent.
    await dialog.getByTestId('avatar-input').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(dialog.getByTestId('avatar-error')).toContainText('png/jpg/jpeg');
    await expect(dialog.getByRole('button', { name: 'Save avatar' })).toBeDisabled();

    await dialog.getByTestId('avatar-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: png(1, 1, () => [0x40, 0x9e, 0xff, 0xff]),
    });
    await expect(dialog.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /^blob:/);
    await dialog.getByRole('button', { name: 'Save avatar' }).click();
    await expect(dialog).toBeHidden();

    await expect(navbarAvatar(page)).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{32}$/);
    const src = await navbarAvatar(page).getAttribute('src');
    await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', src ?? '');
    await expect(page.getByText('Your avatar has been updated.')).toBeVisible();
    // The picture is really served, and the change is stored.
    expect((await page.request.get(src ?? '')).status()).toBe(200);
    await page.reload();
    await expect(navbarAvatar(page)).toHaveAttribute('src', src ?? '');
  });

  test('edits the name, shown in the navbar, and refuses a bad email', async ({ page }) => {
    await signIn(page, 'person');
    await page.goto('/rcwb/user/profile');
    const form = page.getByTestId('basic-info-form');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('please enter a correct email address')).toBeVisible();

    await form.getByLabel('Email').fill('liu.yang@example.com');
    await form.getByLabel('Name').fill('刘洋（测试）');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByTestId('basic-info-outcome')).toHaveText('Your information has been saved.');
    await expect(page.getByTestId('user-name')).toHaveText('刘洋（测试）');
    await expect(page.getByTestId('profile-email')).toHaveText('liu.yang@example.com');

    await form.getByLabel('Name').fill('刘洋');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('user-name')).toHaveText('刘洋');
  });
});

test.describe('change password', () => {
  test('a wrong current password is refused with its message', async ({ page }) => {
    await signIn(page, 'person');
    await page.goto('/rcwb/user/password');
    await changePassword(page, 'Wrong#Pass2026', NEW_PASSWORD);
    const outcome = passwordForm(page).getByTestId('password-outcome');
    await expect(outcome).toHaveText('the current password is wrong');
    await expect(outcome).toHaveAttribute('role', 'alert');
  });

  test('the new password signs in, other sessions end, and it is changed back', async ({ page, browser }) => {
    const other = await browser.newContext();
    try {
      const elsewhere = await other.newPage();
      await signIn(elsewhere, 'person');
      await signIn(page, 'person');

      await page.goto('/rcwb/user/password');
      const rules = passwordForm(page).getByTestId('password-rules');
      await passwordForm(page).getByLabel('New password', { exact: true }).fill('short');
      await expect(rules.locator('[data-rule="length"]')).toHaveAttribute('data-state', 'unmet');
      await passwordForm(page).getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await expect(rules.locator('[data-state="unmet"]')).toHaveCount(0);

      await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
      await expect(passwordForm(page).getByTestId('password-outcome')).toHaveText(
        'Your password has been changed. Your account was signed out everywhere else.',
      );
      // This session goes on …
      await page.goto('/rcwb/user/profile');
      await expect(page.getByTestId('profile-username')).toHaveText('person');
      // … the other one has ended.
      await elsewhere.reload();
      await expect(elsewhere).toHaveURL(/\/rcwb\/login/);

      // The old password no longer signs in, the new one does.
      await submitLogin(elsewhere, 'person', DEMO_PASSWORD);
      await expect(elsewhere.getByTestId('login-error')).toHaveText('wrong username or password');
      await elsewhere.reload();
      await submitLogin(elsewhere, 'person', NEW_PASSWORD);
      await expect(elsewhere).toHaveURL(/\/rcwb\/index$/);

      // Back to the demo password, through the personal centre's tab this time.
      await page.getByTestId('profile-page').getByRole('tab', { name: 'Change password' }).click();
      await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
      await expect(passwordForm(page).getByTestId('password-outcome')).toContainText(
        'Your password has been changed',
      );
    } finally {
      await other.close();
      await restorePersonPassword(browser);
    }
  });
});

test('the personal centre and the password page have no serious or critical accessibility violations', async ({
  page,
}) => {
  await signIn(page, 'person');
  await page.goto('/rcwb/user/profile');
  await expect(page.getByTestId('profile-card')).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="profile-page"]')).toEqual([]);
  // The rules are judged as soon as something is typed: check that state too.
  await page.goto('/rcwb/user/password');
  await passwordForm(page).getByLabel('New password', { exact: true }).fill('abc');
  await expect(passwordForm(page).locator('[data-state="unmet"]').first()).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="password-form"]')).toEqual([]);
});
