import smCrypto from 'sm-crypto';
import type { TCallOptions, TTestApp } from './harness';
import { TEST_PASSWORD } from './template';

// sm-crypto is CommonJS: Node's ESM loader exposes only its default export.
const { sm2 } = smCrypto;

export type TAuthConfig = {
  captchaEnabled: boolean;
  sm2PublicKey: string;
  providers: unknown[];
  locales: string[];
};
export type TLoginAnswer = {
  sessionId: string;
  name: string;
  header: string;
  userType: number;
  permissions: string[];
  roles: string[];
};

/** SM2-encrypts a password the way a third-party client on sm-crypto does (C1C3C2, mode 1). */
export async function encryptPassword(t: TTestApp, password: string): Promise<string> {
  const res = await t.api.get<TAuthConfig>('/web-auth/config');
  if (!res.body.data) throw new Error(`no config: ${JSON.stringify(res.body)}`);
  return sm2.doEncrypt(password, res.body.data.sm2PublicKey, 1);
}

/** Calls POST /web-auth/login with an encrypted password; extra fields (code, uuid) pass through. */
export async function postLogin(
  t: TTestApp,
  username: string,
  password: string = TEST_PASSWORD,
  extra: Record<string, unknown> = {},
  opts: TCallOptions = {},
) {
  return t.api.post<TLoginAnswer>(
    '/web-auth/login',
    { username, password: await encryptPassword(t, password), ...extra },
    opts,
  );
}

/** Signs in through the real login call (captcha must be off) and returns the bearer token. */
export async function loginAs(
  t: TTestApp,
  username: string,
  password: string = TEST_PASSWORD,
): Promise<string> {
  const res = await postLogin(t, username, password);
  if (res.body.code !== 200 || !res.body.data)
    throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
  return res.body.data.sessionId;
}
