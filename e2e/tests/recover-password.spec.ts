import { expect, test } from '../support/test';
import { SLOW_ANSWER, idNumberFor, registerPerson } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { latestSmsCode } from '../support/sms-outbox';
import { submitLogin } from '../support/sign-in';
import { mainDatabase } from '../support/database';

const MOBILE = '13900000201';
const OLD_PASSWORD = 'Recover#Old2026';
const NEW_PASSWORD = 'Recover#New2026';

test('a forgotten password is reset with an SMS code, without telling whether a number has an account', async ({
  page,
  browser,
}) => {
  await registerPerson(page, browser, {
    username: 'recover_me',
    password: OLD_PASSWORD,
    mobile: MOBILE,
    name: 'Sun Li',
    idNumber: idNumberFor('19880808', '246'),
  });

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/rcwb/login');
  await visitor.getByTestId('login-forgot').click();
  await expect(visitor).toHaveURL(/\/rcwb\/login\?view=recover$/);
  await expect(visitor.getByRole('heading', { name: 'Recover your password' })).toBeVisible();
  expect(await seriousViolations(visitor, '#main')).toEqual([]);

  // A number without an account gets the very same answer as one with an account.
  await visitor.getByLabel('Mobile number').fill('13900000999');
  await visitor.getByTestId('recover-send').click();
  const unknownAnswer = await visitor.getByTestId('recover-notice').innerText();
  expect(unknownAnswer).toContain('if an account matches');

  // Registration sent this number a code, and the server sends a number at most one a minute
  // (saying nothing of it in recovery): that code is moved a minute back rather than waited for.
  const db = await mainDatabase();
  try {
    await db.query("UPDATE sms_code SET created_at = created_at - interval '61 seconds' WHERE mobile = $1", [
      MOBILE,
    ]);
  } finally {
    await db.end();
  }
  await visitor.reload();
  await visitor.getByLabel('Mobile number').fill(MOBILE);
  await visitor.getByTestId('recover-send').click();
  await expect(visitor.getByTestId('recover-send')).toHaveText(/New code in \d+ s/);
  expect(await visitor.getByTestId('recover-notice').innerText()).toBe(unknownAnswer);

  // The policy is shown while typing, and a wrong code is refused.
  await visitor.getByLabel('New password', { exact: true }).fill('short');
  await expect(visitor.locator('[data-rule="length"]')).toHaveAttribute('data-state', 'unmet');
  await visitor.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await visitor.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  const code = await latestSmsCode(browser, MOBILE);
  const wrong = code === '000000' ? '111111' : '000000';
  await visitor.getByLabel('SMS code').fill(wrong);
  await visitor.getByTestId('recover-submit').click();
  await expect(visitor.getByTestId('recover-error')).toHaveText('the SMS code is wrong');

  await visitor.getByLabel('SMS code').fill(code);
  await visitor.getByTestId('recover-submit').click();
  await expect(visitor.getByTestId('recover-done')).toHaveText(
    'the password has been reset, please sign in with the new password',
    SLOW_ANSWER,
  );

  // The reset ended the registration's session, the old password no longer works, the new one does.
  await page.reload();
  await expect(page).toHaveURL(/\/rcwb\/login/);
  await visitor.getByTestId('recover-to-login').click();
  await submitLogin(visitor, 'recover_me', OLD_PASSWORD);
  await expect(visitor.getByTestId('login-error')).toBeVisible(SLOW_ANSWER);
  await submitLogin(visitor, 'recover_me', NEW_PASSWORD);
  await expect(visitor).toHaveURL(/\/rcwb\/personInfo$/, SLOW_ANSWER);
  await context.close();
});
