import { encryptPassword } from '@/lib/auth/encrypt-password';
import { getAuthConfig } from '@/lib/auth/get-auth-config';
import type { LoginResult } from '@/lib/auth/login';
import { api } from '@/lib/api';

export type OidcClaims = { name?: string; email?: string; preferred_username?: string };

/** An identity the provider vouched for that no account is bound to yet (ten minutes). */
export type UnboundIdentity = {
  bindToken: string;
  provider: { id: string; label: string };
  claims: OidcClaims;
};

export type CallbackResult = LoginResult | UnboundIdentity;

export const isUnbound = (result: CallbackResult): result is UnboundIdentity => 'bindToken' in result;

const quiet = { isToken: false, showError: false } as const;
const segment = (provider: string) => encodeURIComponent(provider);

/** Where to send the browser: the provider's authorization URL (state and PKCE kept by the server). */
export const startOidc = (provider: string) =>
  api.get<{ url: string }>(`/web-auth/oauth/${segment(provider)}/start`, undefined, quiet);

/** Completes the flow with the provider's answer from the /auth-redirect query. */
export const completeOidc = (provider: string, input: { code: string; state: string; iss?: string }) =>
  api.post<CallbackResult>(`/web-auth/oauth/${segment(provider)}/callback`, input, quiet);

/** Signs in to an existing account (every sign-in rule applies) and binds the identity to it. */
export async function bindExisting(input: {
  bindToken: string;
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}) {
  const { sm2PublicKey } = await getAuthConfig();
  return api.post<LoginResult>(
    '/web-auth/oauth/bind',
    { ...input, password: await encryptPassword(input.password, sm2PublicKey) },
    quiet,
  );
}
