import type { sm2 as TSm2 } from 'sm-crypto';

/**
 * sm-crypto's SM2 with its big-number library (~12 KB gzipped) is loaded when a password is first
 * encrypted, or earlier when a form calls `preparePasswordCipher`, so the pages with a password
 * form (sign-in, registration) do not carry it in their first load. A failed load is tried again.
 */
let loading: Promise<typeof TSm2> | undefined;
const loadSm2 = (): Promise<typeof TSm2> =>
  (loading ??= import('sm-crypto/src/sm2/index.js').then(
    // sm-crypto is CommonJS: the bundler and Node's ESM loader expose only its default export.
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** Starts loading the cipher, e.g. once the user turns to a password form. */
export function preparePasswordCipher(): void {
  loadSm2().catch(() => {
    // Encrypting loads it again and reports the failure where the form shows errors.
  });
}

/**
 * SM2, C1C3C2 (mode 1), hex without the 04 prefix, as the server expects. sm-crypto wants the
 * public key as an uncompressed point, so a bare 128-hex key gets its 04 prefix added.
 */
export async function encryptPassword(password: string, publicKey: string): Promise<string> {
  const key = publicKey.length === 128 ? `04${publicKey}` : publicKey;
  return (await loadSm2()).doEncrypt(password, key, 1);
}
