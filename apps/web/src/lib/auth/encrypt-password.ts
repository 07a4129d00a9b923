import smCrypto from 'sm-crypto';

// sm-crypto is CommonJS: Node's ESM loader exposes only its default export.
const { sm2 } = smCrypto;

/**
 * SM2, C1C3C2 (mode 1), hex without the 04 prefix, as the server expects. sm-crypto wants the
 * public key as an uncompressed point, so a bare 128-hex key gets its 04 prefix added.
 */
export function encryptPassword(password: string, publicKey: string): string {
  const key = publicKey.length === 128 ? `04${publicKey}` : publicKey;
  return sm2.doEncrypt(password, key, 1);
}
