import http from 'node:http';
import type { Page } from '@playwright/test';
import Provider from 'oidc-provider';
import { MAIN_SERVERS, TEST_OIDC } from './env';

/** People the test provider knows; any password signs them in on its development login page. */
export const OIDC_USERS: Record<string, { name: string; email: string; preferred_username: string }> = {
  alice: { name: 'Alice Bind', email: 'alice@idp.example', preferred_username: 'alice_idp' },
  bob: { name: 'Bob Register', email: 'bob@idp.example', preferred_username: 'bob_idp' },
};

export type TestProvider = { issuer: string; close(): Promise<void> };

/**
 * A real OpenID provider (oidc-provider, development interactions on) on the loopback port the
 * main e2e server is configured with (TEST_OIDC.issuer), with the portal as its one client.
 */
export async function startOidcProvider(): Promise<TestProvider> {
  const issuer = TEST_OIDC.issuer;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC.clientId,
        client_secret: TEST_OIDC.clientSecret,
        redirect_uris: MAIN_SERVERS.map((s) => `${s.url}/rcwb/auth-redirect`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(_ctx, sub) {
      const user = OIDC_USERS[sub];
      if (!user) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...user }) };
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['rcwb-e2e-oidc-cookie-key'] },
    pkce: { required: () => true },
  });
  const server = http.createServer(provider.callback());
  const { port } = new URL(issuer);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), '127.0.0.1', resolve);
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Plays the user at the provider's development pages: signs in as `login` (any password) and
 * confirms the consent prompt, until the provider sends the browser back to the portal.
 */
export async function signInAtProvider(page: Page, login: string): Promise<void> {
  // The provider's pages load a web font from the internet, which the test machine cannot reach.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  await page.waitForURL((url) => url.origin === TEST_OIDC.issuer, { waitUntil: 'commit' });
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The consent prompt follows the first sign-in of a client, then the browser comes back.
  const consent = page.getByRole('button', { name: 'Continue' });
  const back = /\/rcwb\//;
  await Promise.race([
    page.waitForURL(back, { waitUntil: 'commit' }).catch(() => undefined),
    consent.waitFor().catch(() => undefined),
  ]);
  if (!back.test(page.url())) await consent.click();
  await page.waitForURL(back);
}
