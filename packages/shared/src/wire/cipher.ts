// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declaration travels with this file into every project that compiles it (web, server).
/// <reference path="./sm4-module.d.ts" />
// Only sm-crypto's SM4 file (sm4-module.d.ts says why); it is CommonJS, so its exports arrive as
// the default export under Node's ESM loader and the bundler alike.
import sm4 from 'sm-crypto/src/sm4/index.js';

/**
 * A symmetric cipher over text: UTF-8 in, lowercase hex out (and back).
 * The wire protocol only needs this much, so the browser can use sm-crypto while the server uses
 * node:crypto's native SM4 (byte-identical, much faster) behind the same shape.
 */
export type TextCipher = {
  encrypt(plain: string): string;
  decrypt(hex: string): string;
};

/** 32 hex characters = a 128-bit SM4 key. */
export const WIRE_KEY_PATTERN = /^[0-9a-fA-F]{32}$/;

/**
 * Development default of the wire key (RCWB_WIRE_KEY). The fixed-key envelope is obfuscation that
 * the specification requires, not confidentiality: deployments rely on TLS for that.
 */
export const DEFAULT_WIRE_KEY = '7263776232303236706f7274616c6b31';

const BLOCK_BYTES = 16;
const utf8Encoder = new TextEncoder();
// fatal: invalid UTF-8 after decryption means a wrong key or tampering, never real text.
// ignoreBOM: keep a leading U+FEFF like node's Buffer#toString does, so both sides agree.
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A hex digit's value (either case), or -1. */
function nibble(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 32;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/**
 * Whole SM4 blocks of hex (either case) as bytes, checked and converted in one pass: an answer is
 * up to a few hundred KB of hex, and a pattern test, a lower-casing copy and sm-crypto's own
 * conversion (a substring and parseInt per byte) took three passes and most of decryption's time.
 */
function hexBlocks(hex: string): number[] {
  if (hex.length === 0 || hex.length % (BLOCK_BYTES * 2) !== 0) {
    throw new WireFormatError('ciphertext is not whole hex blocks');
  }
  const bytes = new Array<number>(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) {
    const high = nibble(hex.charCodeAt(2 * i));
    const low = nibble(hex.charCodeAt(2 * i + 1));
    if (high < 0 || low < 0) throw new WireFormatError('ciphertext is not whole hex blocks');
    bytes[i] = (high << 4) | low;
  }
  return bytes;
}

/** Strict PKCS#7 removal: sm-crypto accepts a pad byte of 0 or above 16, which hides wrong keys. */
function unpad(bytes: number[]): Uint8Array {
  const count = bytes[bytes.length - 1] ?? 0;
  if (count < 1 || count > BLOCK_BYTES || count > bytes.length) throw new WireFormatError('bad padding');
  for (let i = bytes.length - count; i < bytes.length; i += 1) {
    if (bytes[i] !== count) throw new WireFormatError('bad padding');
  }
  return Uint8Array.from(bytes.slice(0, bytes.length - count));
}

/**
 * SM4-ECB with PKCS#7 padding via sm-crypto, byte-identical to the default of
 * `sm4.encrypt(text, key)`. UTF-8 conversion is done here rather than by sm-crypto because its
 * encoder corrupts code points from U+40000 up (e.g. the tag characters in flag emoji) and its
 * decoder accepts malformed bytes.
 */
export function smCryptoCipher(keyHex: string): TextCipher {
  if (!WIRE_KEY_PATTERN.test(keyHex)) throw new Error('SM4 key must be 32 hex characters');
  const key = keyHex.toLowerCase();
  return {
    encrypt: (plain) => sm4.encrypt(Array.from(utf8Encoder.encode(plain)), key),
    decrypt: (hex) => {
      const bytes = sm4.decrypt(hexBlocks(hex), key, { padding: 'none', output: 'array' });
      try {
        return utf8Decoder.decode(unpad(bytes));
      } catch (error) {
        if (error instanceof WireFormatError) throw error;
        throw new WireFormatError('plaintext is not UTF-8');
      }
    },
  };
}

/** Thrown for any malformed envelope; the server maps every such case to one generic 400. */
export class WireFormatError extends Error {
  constructor(reason: string) {
    super(`wire format: ${reason}`);
    this.name = 'WireFormatError';
  }
}
