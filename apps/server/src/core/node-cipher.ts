import crypto from 'node:crypto';
import { type TextCipher, WIRE_KEY_PATTERN, WireFormatError } from '@rcwb/shared';

/** SM4-ECB/PKCS#7 through node:crypto: byte-identical to sm-crypto's default, much faster. */
export function nodeSm4Cipher(keyHex: string): TextCipher {
  if (!WIRE_KEY_PATTERN.test(keyHex)) throw new Error('SM4 key must be 32 hex characters');
  const key = Buffer.from(keyHex, 'hex');
  return {
    encrypt(plain) {
      const c = crypto.createCipheriv('sm4-ecb', key, null);
      return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('hex');
    },
    decrypt(hex) {
      try {
        const d = crypto.createDecipheriv('sm4-ecb', key, null);
        return Buffer.concat([d.update(Buffer.from(hex, 'hex')), d.final()]).toString('utf8');
      } catch {
        throw new WireFormatError('cannot decrypt');
      }
    },
  };
}
