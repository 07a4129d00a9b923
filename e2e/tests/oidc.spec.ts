import { type Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { SLOW_ANSWER, fillAccount, idNumberFor } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD } from '../support/env';
import { signInAtProvider, startOidcProvider, type TestProvider } from '../support/oidc-provider';

let provider: TestProvider;
test.beforeAll(async () => {
  provider = await startOidcProvider();
});
test.afterAll(async () => {
  await provider?.close();
});

/** Starts a third-party sign-in from the login page in a fresh browser (no provider session). */
async function signInWithProvider(browser: Browser, login: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/rcwb/login');
  await page.getByRole('link', { name: 'Sign in with Test ID' }).click();
  await signInAtProvider(page, login);
  return { context, page };
}

test.describe('third-party sign-in', () => {
  // Whole journeys through two sites, the SMS outbox and password hashing: slow on a busy machine.
  test.describe.configure({ timeout: 150_000 });

  test('the login page offers the configured provider', async ({ page }) => {
    await page.goto('/rcwb/login?redirect=%2Fuser%2Fprofile');
    const link = page.getByRole('link', { name: 'Sign in with Test ID' });
    await expect(link).toHaveAttribute('href', '/rcwb/jislogin?provider=testidp&redirect=%2Fuser%2Fprofile');
    expect(await seriousViolations(page, '#main')).toEqual([]);
  });

  test('an unknown identity binds to an existing account, then signs straight in', async ({ browser }) => {
    const first = await signInWithProvider(browser, 'alice');
    await expect(first.page).toHaveURL(/\/rcwb\/bind$/);
    await expect(first.page.getByTestId('bind-identity')).toContainText('Test ID');
    await expect(first.page.getByTestId('bind-identity')).toContainText('Alice Bind');

    expect(await seriousViolations(first.page, '#main')).toEqual([]);

    const form = first.page.getByTestId('bind-form');
    await form.getByLabel('Username').fill('reviewer');
    await form.getByLabel('Password').fill('wrong-password');
    await form.getByTestId('bind-submit').click();
    await expect(first.page.getByTestId('bind-error')).toBeVisible(SLOW_ANSWER);
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByTestId('bind-submit').click();
    await expect(first.page).toHaveURL(/\/rcwb\/index$/, SLOW_ANSWER);
    await expect(first.page.getByTestId('user-name')).toBeVisible();
    await first.context.close();

    // Bound: the next third-party sign-in lands in the back office at once.
    const again = await signInWithProvider(browser, 'alice');
    await expect(again.page).toHaveURL(/\/rcwb\/index$/, SLOW_ANSWER);
    await expect(again.page.getByTestId('home-page')).toBeVisible();
    await again.context.close();
  });

  test('an unknown identity registers a new account prefilled from its claims', async ({ browser }) => {
    const first = await signInWithProvider(browser, 'bob');
    const page = first.page;
    await expect(page).toHaveURL(/\/rcwb\/bind$/);
    await expect(page.getByText('it will be linked to your Test ID sign-in')).toBeVisible();
    await page.getByTestId('bind-register-person').click();
    await expect(page).toHaveURL(/\/rcwb\/register\?bind=1$/);
    await expect(page.getByTestId('register-bind-notice')).toContainText('Test ID');
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('bob_idp');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Bob Register');

    await fillAccount(page, browser, {
      username: 'bob_idp',
      password: 'Bob#Register2026',
      mobile: '13900000301',
    });
    await page.getByLabel('ID number', { exact: true }).fill(idNumberFor('19950505', '357'));
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/rcwb\/personInfo$/, SLOW_ANSWER);
    await first.context.close();

    // The new account is bound: signing in with the provider opens it (its profile still to complete).
    const again = await signInWithProvider(browser, 'bob');
    await expect(again.page).toHaveURL(/\/rcwb\/personInfo$/, SLOW_ANSWER);
    await expect(again.page.getByTestId('user-name')).toHaveText('Bob Register');
    await again.context.close();
  });
});
