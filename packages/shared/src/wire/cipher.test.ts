import { createCipheriv, createDecipheriv } from 'node:crypto';
import smCrypto from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { type TextCipher, DEFAULT_WIRE_KEY, WireFormatError, smCryptoCipher } from './cipher';

// sm-crypto is CommonJS: Node's ESM loader exposes only its default export.
const { sm4 } = smCrypto;

// GB/T 32907-2016 appendix A, example 1: one block, key = plaintext.
const VECTOR_KEY = '0123456789abcdeffedcba9876543210';
const VECTOR_CIPHERTEXT = '681edf34d206965e86b3e94f536e4246';

const hexBytes = (hex: string): number[] => Array.from(Buffer.from(hex, 'hex'));

/** The server-side shape: node:crypto's native SM4-ECB with its default PKCS#7 padding. */
function nodeCipher(keyHex: string): TextCipher {
  const key = Buffer.from(keyHex, 'hex');
  return {
    encrypt: (plain) => {
      const c = createCipheriv('sm4-ecb', key, null);
      return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('hex');
    },
    decrypt: (hex) => {
      const d = createDecipheriv('sm4-ecb', key, null);
      return Buffer.concat([d.update(Buffer.from(hex, 'hex')), d.final()]).toString('utf8');
    },
  };
}

describe('SM4 standard test vector (GB/T 32907-2016)', () => {
  it('node:crypto sm4-ecb without padding', () => {
    const key = Buffer.from(VECTOR_KEY, 'hex');
    const enc = createCipheriv('sm4-ecb', key, null).setAutoPadding(false);
    const out = Buffer.concat([enc.update(key), enc.final()]).toString('hex');
    expect(out).toBe(VECTOR_CIPHERTEXT);

    const dec = createDecipheriv('sm4-ecb', key, null).setAutoPadding(false);
    const back = Buffer.concat([dec.update(Buffer.from(out, 'hex')), dec.final()]).toString('hex');
    expect(back).toBe(VECTOR_KEY);
  });

  it('sm-crypto with padding none', () => {
    const out = sm4.encrypt(hexBytes(VECTOR_KEY), VECTOR_KEY, { padding: 'none' });
    expect(out).toBe(VECTOR_CIPHERTEXT);
    const back = sm4.decrypt(hexBytes(VECTOR_CIPHERTEXT), VECTOR_KEY, { padding: 'none', output: 'array' });
    expect(Buffer.from(back).toString('hex')).toBe(VECTOR_KEY);
  });

  it('a different key gives a different block (the vector is not trivially matched)', () => {
    const out = sm4.encrypt(hexBytes(VECTOR_KEY), DEFAULT_WIRE_KEY, { padding: 'none' });
    expect(out).not.toBe(VECTOR_CIPHERTEXT);
  });
});

const SAMPLES: Record<string, string> = {
  empty: '',
  ascii: 'hello, world',
  'exactly one block': '0123456789abcdef',
  chinese: '数字人才服务门户：身份证号与统一社会信用代码',
  emoji: '😀👍🏽 family 👨‍👩‍👧‍👦',
  // Tag characters (U+E0067 …) are the case sm-crypto's own UTF-8 encoder gets wrong.
  'subdivision flag': '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
  'byte order mark': '\uFEFF{"a":1}',
  json: JSON.stringify({ code: 200, msg: '操作成功', data: { list: [1, 2, 3], name: 'Zoë' } }),
  long: '长文本 long text 🎉 '.repeat(5000),
};

describe('smCryptoCipher and node:crypto interoperate (SM4-ECB, PKCS#7, hex)', () => {
  const shared = smCryptoCipher(DEFAULT_WIRE_KEY);
  const native = nodeCipher(DEFAULT_WIRE_KEY);

  for (const [name, text] of Object.entries(SAMPLES)) {
    it(`${name}: shared → node, node → shared, identical ciphertext`, () => {
      const fromShared = shared.encrypt(text);
      const fromNode = native.encrypt(text);
      expect(fromShared).toMatch(/^(?:[0-9a-f]{32})+$/);
      expect(fromShared).toBe(fromNode);
      expect(native.decrypt(fromShared)).toBe(text);
      expect(shared.decrypt(fromNode)).toBe(text);
    });
  }

  it('matches the sm-crypto default for text it encodes correctly', () => {
    for (const text of [SAMPLES.chinese!, SAMPLES.emoji!, SAMPLES.json!]) {
      expect(shared.encrypt(text)).toBe(sm4.encrypt(text, DEFAULT_WIRE_KEY));
    }
  });

  it('an empty string is one full padding block', () => {
    expect(shared.encrypt('')).toHaveLength(32);
  });

  it('accepts an upper-case key and upper-case ciphertext', () => {
    const upper = smCryptoCipher(DEFAULT_WIRE_KEY.toUpperCase());
    expect(upper.encrypt('abc')).toBe(shared.encrypt('abc'));
    expect(shared.decrypt(shared.encrypt('abc').toUpperCase())).toBe('abc');
  });

  it('rejects a malformed key', () => {
    expect(() => smCryptoCipher('abc')).toThrow();
    expect(() => smCryptoCipher('g'.repeat(32))).toThrow();
  });
});

describe('smCryptoCipher.decrypt rejects bad input with WireFormatError', () => {
  const shared = smCryptoCipher(DEFAULT_WIRE_KEY);
  const other = smCryptoCipher(VECTOR_KEY);

  it('wrong key', () => {
    const hex = shared.encrypt(SAMPLES.json!);
    expect(() => other.decrypt(hex)).toThrow(WireFormatError);
  });

  it('not whole blocks / not hex / empty', () => {
    const hex = shared.encrypt('hello');
    expect(() => shared.decrypt(hex.slice(0, -2))).toThrow(WireFormatError);
    expect(() => shared.decrypt(`${hex.slice(0, -1)}z`)).toThrow(WireFormatError);
    expect(() => shared.decrypt('')).toThrow(WireFormatError);
    // The characters either side of 0-9, a-f and A-F, anywhere in the text.
    for (const bad of ['/', ':', '@', 'G', '`', 'g', ' ', 'é']) {
      expect(() => shared.decrypt(`${bad}${hex.slice(1)}`), bad).toThrow(WireFormatError);
      expect(() => shared.decrypt(`${hex.slice(0, 7)}${bad}${hex.slice(8)}`), bad).toThrow(WireFormatError);
    }
  });

  it('padding byte 0 or above 16 (sm-crypto alone would accept these)', () => {
    const zeroPad = sm4.encrypt(new Array(16).fill(0x41).fill(0, 15), DEFAULT_WIRE_KEY, { padding: 'none' });
    const bigPad = sm4.encrypt(new Array(32).fill(0x20), DEFAULT_WIRE_KEY, { padding: 'none' });
    expect(() => shared.decrypt(zeroPad)).toThrow(WireFormatError);
    expect(() => shared.decrypt(bigPad)).toThrow(WireFormatError);
  });

  it('plaintext that is not UTF-8', () => {
    const hex = sm4.encrypt([0xff, 0xfe, 0x41], DEFAULT_WIRE_KEY);
    expect(() => shared.decrypt(hex)).toThrow(WireFormatError);
  });
});
