import smCrypto from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from './encrypt-password';

// sm-crypto is CommonJS: Node's ESM loader exposes only its default export.
const { sm2 } = smCrypto;

describe('encryptPassword', () => {
  it('produces C1C3C2 hex without the 04 prefix that the private key decrypts', async () => {
    const { publicKey, privateKey } = sm2.generateKeyPairHex();
    const cipher = await encryptPassword('pässwörd-密码', publicKey);
    expect(cipher).toMatch(/^[0-9a-f]+$/);
    // C1 (x|y, 128 hex: no 04 prefix) + C3 (64 hex) + C2 (two hex per UTF-8 byte).
    expect(cipher).toHaveLength(128 + 64 + new TextEncoder().encode('pässwörd-密码').length * 2);
    expect(sm2.doDecrypt(cipher, privateKey, 1)).toBe('pässwörd-密码');
  });

  it('accepts a bare 128-hex public key', async () => {
    const { publicKey, privateKey } = sm2.generateKeyPairHex();
    const cipher = await encryptPassword('secret', publicKey.slice(2));
    expect(sm2.doDecrypt(cipher, privateKey, 1)).toBe('secret');
  });
});
