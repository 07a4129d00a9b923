import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { SLOW_ANSWER } from '../support/accounts';
import { DEMO_PASSWORD } from '../support/env';
import { mainDatabase } from '../support/database';
import { signIn, submitLogin } from '../support/sign-in';

/**
 * g070115 on the real server: an administrator removes a user's third-party binding and unlocks
 * the account that failed sign-ins locked; the user signs in again and finds both notices.
 */

/** A fresh expert account with the demo password (the demo expert's hash) and a binding to a provider. */
async function userWithBinding(username: string): Promise<void> {
  const db = await mainDatabase();
  try {
    await db.query(
      `INSERT INTO account (username, password_hash, user_type, name, profile_complete)
       SELECT $1, password_hash, user_type, 'Security Check', profile_complete FROM account WHERE username = 'expert'`,
      [username],
    );
    await db.query(
      `INSERT INTO account_role (account_id, role_id)
       SELECT a.id, ar.role_id FROM account a, account_role ar JOIN account e ON e.id = ar.account_id
       WHERE a.username = $1 AND e.username = 'expert'`,
      [username],
    );
    await db.query(
      `INSERT INTO oidc_binding (account_id, provider, issuer, subject)
       SELECT id, 'gov', 'https://id.example.gov', $2 FROM account WHERE username = $1`,
      [username, `subject-${username}`],
    );
  } finally {
    await db.end();
  }
}

/** Five wrong passwords, each answered before the next, lock the account for a while. */
async function lockBySignIns(page: Page, username: string): Promise<void> {
  await page.goto('/rcwb/login');
  for (let i = 0; i < 5; i++) {
    const answered = page.waitForResponse((r) => r.url().includes('/web-auth/login'), SLOW_ANSWER);
    await submitLogin(page, username, 'Wrong#Pass2026');
    await answered;
  }
  const db = await mainDatabase();
  try {
    const { rows } = await db.query<{ locked: boolean }>(
      'SELECT locked_until > now() AS locked FROM account WHERE username = $1',
      [username],
    );
    expect(rows[0]?.locked).toBe(true);
  } finally {
    await db.end();
  }
}

test('staff remove a binding and unlock an account locked by failed sign-ins; the user is told', async ({
  page,
  browser,
}) => {
  const username = `sec_${Date.now().toString(36)}`;
  await userWithBinding(username);

  const userContext = await browser.newContext({ locale: 'en-US' });
  const user = await userContext.newPage();
  await lockBySignIns(user, username);

  await signIn(page, 'admin');
  await page.goto(`/rcwb/g07/g070115?keyword=${username}`);
  const binding = page.getByRole('row').filter({ hasText: username });
  await expect(binding).toContainText('gov', { timeout: 30_000 });
  await expect(binding).toContainText(`subject-${username}`);
  await binding.getByTestId('action-remove').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('The binding was removed; the user was told.')).toBeVisible();
  await expect(binding).toHaveCount(0);

  await page.getByRole('tab', { name: 'Locked accounts' }).click();
  await expect(page).toHaveURL(/tab=locked/);
  // The locked accounts' own panel: the bindings panel can still be the one shown for a moment.
  const keyword = page
    .getByRole('tabpanel', { name: 'Locked accounts' })
    .getByRole('textbox', { name: 'Keyword' });
  await keyword.fill(username);
  await keyword.press('Enter');
  const locked = page.getByRole('row').filter({ hasText: username });
  await expect(locked).toContainText('Too many failed sign-ins');
  await locked.getByTestId('action-unlock').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('The account was unlocked; the user was told.')).toBeVisible();
  await expect(locked).toHaveCount(0);

  // The user signs in with the right password at once and reads both notices.
  await user.goto('/rcwb/login');
  await submitLogin(user, username, DEMO_PASSWORD);
  await expect(user).toHaveURL(/\/rcwb\/index$/, SLOW_ANSWER);
  await user.goto('/rcwb/g01/g010705');
  const centre = user.getByTestId('message-centre');
  await expect(centre.getByText('Your account was unlocked')).toBeVisible();
  await expect(centre.getByText('A sign-in binding was removed')).toBeVisible();
  await userContext.close();
});

test('the locked accounts tab opened from its link lists the locked accounts', async ({ page }) => {
  const username = `lock_${Date.now().toString(36)}`;
  await userWithBinding(username);
  const db = await mainDatabase();
  try {
    await db.query(
      `UPDATE account SET failed_logins = 5, locked_until = now() + interval '30 minutes' WHERE username = $1`,
      [username],
    );
  } finally {
    await db.end();
  }

  await signIn(page, 'admin');
  await page.goto(`/rcwb/g07/g070115?tab=locked&keyword=${username}`);
  await expect(page.getByRole('tab', { name: 'Locked accounts' })).toHaveAttribute('aria-selected', 'true');
  const locked = page.getByRole('row').filter({ hasText: username });
  await expect(locked).toContainText('Too many failed sign-ins', { timeout: 30_000 });

  // The same link without a keyword lists it too.
  await page.goto('/rcwb/g07/g070115?tab=locked');
  await expect(page.getByRole('row').filter({ hasText: username })).toBeVisible({ timeout: 30_000 });
});
