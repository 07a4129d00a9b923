// oidc-provider ships no types and @types/oidc-provider is not installed: the little the
// third-party sign-in test uses of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type TAccount = { accountId: string; claims: () => Promise<Record<string, unknown>> };

  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients: Array<Record<string, unknown>>;
        findAccount: (ctx: unknown, sub: string) => Promise<TAccount | undefined>;
        claims?: Record<string, string[]>;
        features?: Record<string, unknown>;
        cookies?: { keys: string[] };
        pkce?: { required: () => boolean };
      },
    );
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
