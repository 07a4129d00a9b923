import { expect, test } from '../support/test';
import { CAPTCHA_SERVER } from '../support/env';
import { submitLogin } from '../support/sign-in';

test.use({ baseURL: CAPTCHA_SERVER.url });

test('with the captcha on, a wrong code is refused and a new image is shown', async ({ page }) => {
  await page.goto('/rcwb/login');
  const image = page.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  const first = await image.getAttribute('src');
  await page.getByLabel('Verification code', { exact: true }).fill('zzzz');
  await submitLogin(page, 'admin');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page).toHaveURL(/\/rcwb\/login/);
  await expect(image).not.toHaveAttribute('src', first ?? '');
});
