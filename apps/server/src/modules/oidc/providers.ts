import * as client from 'openid-client';
import type { TConfig, TOidcProviderConfig } from '../../config';

export const providerOf = (config: TConfig, id: string): TOidcProviderConfig | undefined =>
  config.oidcProviders.find((p) => p.id === id);

/** Where the provider sends the browser back: the web app's /auth-redirect page. */
export const redirectUriOf = (config: TConfig, p: TOidcProviderConfig): string =>
  p.redirectUri ?? `${config.publicUrl}/rcwb/auth-redirect`;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * openid-client requires HTTPS; a provider on the loopback interface (development, the API tests)
 * may use plain HTTP. Anything else over HTTP is refused by the library.
 */
const isLoopbackHttp = (issuer: URL) => issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);

/** Discovers each provider once per process; a failed discovery is retried on the next use. */
export function createDiscovery() {
  const cache = new Map<string, Promise<client.Configuration>>();
  return (p: TOidcProviderConfig): Promise<client.Configuration> => {
    let config = cache.get(p.id);
    if (!config) {
      const issuer = new URL(p.issuer);
      const auth =
        p.tokenEndpointAuthMethod === 'client_secret_post'
          ? client.ClientSecretPost(p.clientSecret)
          : client.ClientSecretBasic(p.clientSecret);
      config = client
        .discovery(
          issuer,
          p.clientId,
          { client_secret: p.clientSecret },
          auth,
          isLoopbackHttp(issuer) ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
        )
        .catch((err: unknown) => {
          cache.delete(p.id);
          throw err;
        });
      cache.set(p.id, config);
    }
    return config;
  };
}
export type TDiscovery = ReturnType<typeof createDiscovery>;
