import { expect, type Page } from '@playwright/test';
import {
  DEFAULT_WIRE_KEY,
  WIRE,
  decodeResponse,
  encodeBody,
  smCryptoCipher,
  type TEnvelope,
} from '@rcwb/shared';
import smCrypto from 'sm-crypto';
import { DEMO_PASSWORD } from './env';

// sm-crypto is CommonJS: Node's ESM loader exposes only its default export.
const { sm2 } = smCrypto;
const cipher = smCryptoCipher(DEFAULT_WIRE_KEY);

/** Fills and submits the sign-in form on the current login page. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * A call to the portal's API as the web app makes it (SM4 on the wire), through the page's own
 * request context: the worker's server, and the cookies of the page's browser context.
 */
async function wireCall<T>(page: Page, url: string, body?: Record<string, unknown>) {
  const headers = { [WIRE.responseTypeHeader]: WIRE.sm4 };
  const res = body
    ? await page.request.post(`/api${url}`, {
        headers: { ...headers, [WIRE.requestTypeHeader]: WIRE.sm4, 'content-type': 'application/json' },
        data: JSON.stringify(encodeBody(cipher, body)),
      })
    : await page.request.get(`/api${url}`, { headers });
  const text = await res.text();
  const envelope = (
    res.headers()[WIRE.encryptedResponseHeader] === '1' ? decodeResponse(cipher, text) : JSON.parse(text)
  ) as TEnvelope<T>;
  return { envelope, origin: new URL(res.url()).origin };
}

/**
 * Signs in and opens the back-office home. The session comes from the real sign-in call (the
 * password SM2-encrypted as the form sends it) and is kept in the cookie the web app keeps it
 * in, as after a reload; the form itself is tested in sign-in.spec.ts and the flows that start
 * there. Skipping it saves a page load and the sign-in code's download in each of ~100 tests.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const { envelope: config } = await wireCall<{ sm2PublicKey: string }>(page, '/web-auth/config');
  const { envelope, origin } = await wireCall<{ sessionId: string }>(page, '/web-auth/login', {
    username,
    password: sm2.doEncrypt(password, config.data!.sm2PublicKey, 1),
  });
  expect(envelope.code, `sign-in of ${username}: ${envelope.msg}`).toBe(200);
  await page
    .context()
    .addCookies([{ name: 'Admin-Token', value: envelope.data!.sessionId, url: origin, sameSite: 'Strict' }]);
  await page.goto('/rcwb/index');
  await expect(page).toHaveURL(/\/rcwb\/index$/);
}
