import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

/** Fills and submits the sign-in form on the current login page. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs in through the login page and waits for the back-office home. */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/rcwb/login');
  await submitLogin(page, username);
  await expect(page).toHaveURL(/\/rcwb\/index$/);
}
