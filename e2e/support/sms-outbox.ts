import { type Browser, expect, test } from '@playwright/test';
import { mainServer } from './env';
import { signIn } from './sign-in';

/** Six digits standing alone: the code in a text (the mobile number and times never match). */
const CODE = /(?<!\d)(\d{6})(?!\d)/;

/**
 * The newest SMS code sent to `mobile`, read the way staff read it: an administrator signs in
 * in a fresh browser context, opens the outbox screen (g070113) filtered by the number and takes
 * the code from the newest message that carries one. The context is closed afterwards, so the
 * caller's session is untouched.
 */
export async function latestSmsCode(browser: Browser, mobile: string): Promise<string> {
  const context = await browser.newContext({
    baseURL: mainServer(test.info().parallelIndex).url,
    locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto(`/rcwb/g07/g070113?recipient=${encodeURIComponent(mobile)}`);
    const outbox = page.getByTestId('resource-sms-outbox');
    // The newest rows come first; the first with a code is the one to use.
    const withCode = outbox
      .getByTestId('resource-table')
      .locator('tbody tr')
      .filter({ hasText: mobile })
      .filter({ hasText: CODE });
    // The back office's first screen loads its whole kit: on a busy machine that alone can take
    // longer than the default wait.
    await expect(withCode.first()).toBeVisible({ timeout: 30_000 });
    const text = await withCode.first().innerText();
    // The row also shows the number and the time; the text column is the only place with a code.
    const code = text.replace(mobile, '').match(CODE)?.[1];
    if (!code) throw new Error(`no SMS code for ${mobile} in the outbox`);
    return code;
  } finally {
    await context.close();
  }
}
