import smCrypto from 'sm-crypto';
import {
  DEFAULT_WIRE_KEY,
  WIRE,
  decodeResponse,
  encodeBody,
  encodeQuery,
  smCryptoCipher,
  type TEnvelope,
} from '@rcwb/shared';

// sm-crypto is CommonJS: Node's ESM loader exposes only its default export.
const { sm2 } = smCrypto;

/** A call that never got an answer from the portal (connection refused or dropped, 502, timeout). */
export class NoAnswer extends Error {}

export type TWireClient = {
  get<T>(url: string, params?: Record<string, unknown>, token?: string): Promise<TEnvelope<T>>;
  post<T>(url: string, body?: Record<string, unknown>, token?: string): Promise<TEnvelope<T>>;
  /** Signs in with the password as the web app sends it (SM2); returns the bearer token. */
  login(username: string, password: string): Promise<string>;
  encryptPassword(password: string): Promise<string>;
};

/**
 * The portal's API over HTTP as the web app calls it: parameters and bodies SM4-encrypted,
 * encrypted answers asked for and decrypted. `base` is nginx's or a node's origin.
 */
export function wireClient(base: string, opts: { timeoutMs?: number } = {}): TWireClient {
  const cipher = smCryptoCipher(DEFAULT_WIRE_KEY);
  let publicKey: string | undefined;
  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    input: Record<string, unknown> | undefined,
    token?: string,
  ): Promise<TEnvelope<T>> => {
    const headers: Record<string, string> = { [WIRE.responseTypeHeader]: WIRE.sm4, 'accept-language': 'en' };
    if (token) headers.authorization = `Bearer ${token}`;
    let target = `${base}/api${url}`;
    let body: string | undefined;
    if (method === 'GET' && input) target += `?${WIRE.queryParam}=${encodeQuery(cipher, input)}`;
    if (method === 'POST') {
      headers[WIRE.requestTypeHeader] = WIRE.sm4;
      headers['content-type'] = 'application/json';
      body = JSON.stringify(encodeBody(cipher, input ?? {}));
    }
    let res: Response;
    let text: string;
    try {
      res = await fetch(target, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
      text = await res.text();
    } catch (err) {
      throw new NoAnswer(`${method} ${url}: ${(err as Error).message}`);
    }
    // nginx's own answers when no node could take the request.
    if (res.status === 502 || res.status === 503 || res.status === 504)
      throw new NoAnswer(`${method} ${url}: HTTP ${res.status}`);
    const encrypted = res.headers.get(WIRE.encryptedResponseHeader) === '1';
    return (encrypted ? decodeResponse(cipher, text) : JSON.parse(text)) as TEnvelope<T>;
  };
  const encryptPassword = async (password: string) => {
    if (!publicKey) {
      const config = await call<{ sm2PublicKey: string }>('GET', '/web-auth/config', undefined);
      publicKey = config.data?.sm2PublicKey;
      if (!publicKey) throw new Error(`no SM2 key: ${JSON.stringify(config)}`);
    }
    return sm2.doEncrypt(password, publicKey, 1);
  };
  return {
    get: (url, params, token) => call('GET', url, params, token),
    post: (url, body, token) => call('POST', url, body, token),
    encryptPassword,
    async login(username, password) {
      const res = await call<{ sessionId: string }>('POST', '/web-auth/login', {
        username,
        password: await encryptPassword(password),
      });
      if (res.code !== 200 || !res.data) throw new Error(`login ${username}: ${JSON.stringify(res)}`);
      return res.data.sessionId;
    },
  };
}
