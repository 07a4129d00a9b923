import type { Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { submitLogin, signIn } from '../support/sign-in';

test.describe('sign-in', () => {
  test('a session route sends a visitor to the login page and back after signing in', async ({ page }) => {
    await page.goto('/rcwb/index');
    await expect(page).toHaveURL(/\/rcwb\/login\?redirect=%2Findex$/);
    await expect(page).toHaveTitle('Digital Talent Service');
    await submitLogin(page, 'admin');
    await expect(page).toHaveURL(/\/rcwb\/index$/);
    await expect(page.getByText('系统管理员').first()).toBeVisible();
  });

  test('a wrong password shows the server message and keeps the visitor on the login page', async ({
    page,
  }) => {
    await page.goto('/rcwb/login');
    await submitLogin(page, 'admin', 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText('wrong username or password');
    await expect(page).toHaveURL(/\/rcwb\/login/);
  });

  test('an unknown account gets the same message as a wrong password', async ({ page }) => {
    await page.goto('/rcwb/login');
    await submitLogin(page, 'admin', 'not-the-password');
    const wrongPassword = await page.getByTestId('login-error').textContent();
    await page.reload();
    await submitLogin(page, 'nobody-here', 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText(wrongPassword ?? '');
  });

  test('the page loads the password cipher (SM2, ~12 KB) once the visitor types, not with the page', async ({
    page,
  }) => {
    const cipherScripts: string[] = [];
    // Watched until the cipher came: the scripts of the signed-in page that follows are not asked
    // for their bodies, which a browser may already have dropped (a failed read, not the test's).
    const watch = (response: Response) => {
      if (!response.url().endsWith('.js')) return;
      void response.text().then(
        (text) => text.includes('generateKeyPairHex') && cipherScripts.push(response.url()),
        () => {},
      );
    };
    page.on('response', watch);
    await page.goto('/rcwb/login');
    await page.waitForLoadState('networkidle');
    expect(cipherScripts).toEqual([]);
    await page.getByLabel('Username').pressSequentially('ad');
    await expect.poll(() => cipherScripts.length).toBe(1);
    page.off('response', watch);
    await submitLogin(page, 'admin');
    await expect(page).toHaveURL(/\/rcwb\/index$/);
  });

  test('a signed-in visitor opening /login is sent on to the destination', async ({ page }) => {
    await signIn(page, 'person');
    await page.goto('/rcwb/login?redirect=%2Findex');
    await expect(page).toHaveURL(/\/rcwb\/index$/);
  });

  test('logout asks for confirmation, ends the session and lands on the portal', async ({ page }) => {
    await signIn(page, 'editor');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /log ?out/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('confirm to log out of the system?');
    await dialog.getByRole('button', { name: /ok|confirm/i }).click();
    await expect(page).toHaveURL(/\/rcwb\/recruitment\/zoneHome$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();
    await page.goto('/rcwb/index');
    await expect(page).toHaveURL(/\/rcwb\/login/);
  });
});
