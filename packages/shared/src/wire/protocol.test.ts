import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type TextCipher, DEFAULT_WIRE_KEY, WireFormatError, smCryptoCipher } from './cipher';
import {
  WIRE,
  decodeBody,
  decodeHexJson,
  decodeQuery,
  decodeResponse,
  encodeBody,
  encodeQuery,
  encodeResponse,
  encodeResponseText,
} from './protocol';

/** The server-side shape: node:crypto's SM4-ECB, whose errors are plain node errors. */
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

/** Records every plaintext handed to encrypt, to see how a response was segmented. */
function recording(inner: TextCipher): { cipher: TextCipher; plaintexts: string[] } {
  const plaintexts: string[] = [];
  return {
    plaintexts,
    cipher: { encrypt: (p) => (plaintexts.push(p), inner.encrypt(p)), decrypt: (h) => inner.decrypt(h) },
  };
}

const isLoneSurrogateAt = (s: string, i: number): boolean => {
  const c = s.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdfff && s.codePointAt(c <= 0xdbff ? i : i - 1)! <= 0xffff;
};

// The protocol must behave the same whichever cipher sits under it.
describe.each([
  ['sm-crypto', smCryptoCipher],
  ['node:crypto', nodeCipher],
])('over %s', (_cipherName, makeCipher) => {
  const cipher = makeCipher(DEFAULT_WIRE_KEY);
  const wrongKey = makeCipher('00112233445566778899aabbccddeeff');

  describe('request bodies', () => {
    it('round-trips a JSON body with Chinese text and emoji', () => {
      const body = { name: '张三', bio: '你好 😀', tags: ['a', 'b'], n: 1.5, nested: { ok: true } };
      const encoded = encodeBody(cipher, body);
      expect(Object.keys(encoded)).toEqual([WIRE.queryParam]);
      expect(encoded.reqData).toMatch(/^(?:[0-9a-f]{32})+$/);
      expect(decodeBody(cipher, encoded)).toEqual(body);
    });

    it('encodes a missing body as an empty object', () => {
      expect(decodeBody(cipher, encodeBody(cipher, undefined))).toEqual({});
    });

    it.each([
      ['null', null],
      ['a string', 'abc'],
      ['an array', [encodeBody(cipher, {}).reqData]],
      ['a number', 5],
    ])('rejects a body that is %s', (_name, body) => {
      expect(() => decodeBody(cipher, body)).toThrow(WireFormatError);
    });

    it('rejects a missing or non-string reqData', () => {
      expect(() => decodeBody(cipher, {})).toThrow(WireFormatError);
      expect(() => decodeBody(cipher, { reqData: 42 })).toThrow(WireFormatError);
    });
  });

  describe('query parameters', () => {
    it('round-trips params', () => {
      const params = { pageNum: 1, pageSize: 20, keyword: '数字 人才&x=1' };
      expect(decodeQuery(cipher, encodeQuery(cipher, params))).toEqual(params);
    });

    it('encodes missing params as an empty object', () => {
      expect(decodeQuery(cipher, encodeQuery(cipher, undefined))).toEqual({});
    });

    it.each([
      ['an array', [1, 2]],
      ['a number', 7],
      ['null', null],
      ['a string', 'x'],
    ])('rejects params that decode to %s', (_name, value) => {
      expect(() => decodeQuery(cipher, cipher.encrypt(JSON.stringify(value)))).toThrow(WireFormatError);
    });
  });

  describe('malformed ciphertext', () => {
    const good = encodeQuery(cipher, { a: 1, text: 'x'.repeat(40) });

    it.each([
      ['empty', ''],
      ['not hex', 'zz'.repeat(16)],
      ['non-hex character', `${good.slice(0, -1)}g`],
      ['truncated by one byte', good.slice(0, -2)],
      ['truncated by one character', good.slice(0, -1)],
      ['with a separator', `${good}$${good}`],
      ['not a string', 12345],
    ])('%s throws WireFormatError', (_name, hex) => {
      expect(() => decodeHexJson(cipher, hex)).toThrow(WireFormatError);
      expect(() => decodeQuery(cipher, hex)).toThrow(WireFormatError);
      expect(() => decodeBody(cipher, { reqData: hex })).toThrow(WireFormatError);
    });

    it('truncated by a whole block throws WireFormatError', () => {
      expect(() => decodeHexJson(cipher, good.slice(0, -32))).toThrow(WireFormatError);
    });

    it('wrong key throws WireFormatError', () => {
      expect(() => decodeBody(wrongKey, encodeBody(cipher, { a: 1 }))).toThrow(WireFormatError);
      expect(() => decodeQuery(wrongKey, good)).toThrow(WireFormatError);
    });

    it('valid ciphertext of text that is not JSON throws WireFormatError', () => {
      expect(() => decodeHexJson(cipher, cipher.encrypt('not json {'))).toThrow(WireFormatError);
      expect(() => decodeHexJson(cipher, cipher.encrypt(''))).toThrow(WireFormatError);
    });
  });

  describe('responses', () => {
    const envelope = { code: 200, msg: '操作成功', data: { rows: ['甲', '乙', '😀'], total: 3 } };

    it('a short response is one segment with no separator', () => {
      const body = encodeResponse(cipher, envelope);
      expect(body).not.toContain(WIRE.segmentSeparator);
      expect(decodeResponse(cipher, body)).toEqual(envelope);
    });

    it('a long response is cut into segments that decode back to the payload', () => {
      const payload = { code: 200, msg: 'ok', data: '数字😀abc'.repeat(200) };
      const rec = recording(cipher);
      const body = encodeResponse(rec.cipher, payload, 100);
      const segments = body.split(WIRE.segmentSeparator);
      expect(segments.length).toBe(Math.ceil(JSON.stringify(payload).length / 100));
      expect(segments.length).toBeGreaterThan(10);
      expect(rec.plaintexts.join('')).toBe(JSON.stringify(payload));
      for (const part of rec.plaintexts) expect(part.length).toBeLessThanOrEqual(100);
      expect(decodeResponse(cipher, body)).toEqual(payload);
    });

    it.each([1, 2, 3, 7])('never splits a surrogate pair (segmentChars %i)', (size) => {
      const payload = ['😀🎉', '𠮷野家', 'a😀'];
      const rec = recording(cipher);
      const body = encodeResponse(rec.cipher, payload, size);
      expect(rec.plaintexts.join('')).toBe(JSON.stringify(payload));
      for (const part of rec.plaintexts) {
        expect(isLoneSurrogateAt(part, 0)).toBe(false);
        expect(isLoneSurrogateAt(part, part.length - 1)).toBe(false);
        // A pair may exceed a one-unit segment, but never by more than the pair itself.
        expect(part.length).toBeLessThanOrEqual(Math.max(size, 2));
      }
      expect(decodeResponse(cipher, body)).toEqual(payload);
    });

    it('a payload serialised already is encrypted as it is, segments included', () => {
      const text = JSON.stringify({ code: 200, msg: 'ok', data: '数字😀'.repeat(50) });
      const rec = recording(cipher);
      const body = encodeResponseText(rec.cipher, text, 40);
      expect(rec.plaintexts.join('')).toBe(text);
      expect(body).toBe(encodeResponse(cipher, JSON.parse(text), 40));
    });

    it('an undefined payload is sent as null', () => {
      expect(decodeResponse(cipher, encodeResponse(cipher, undefined))).toBeNull();
    });

    it('rejects a segment size that would never advance', () => {
      expect(() => encodeResponse(cipher, {}, 0)).toThrow(RangeError);
      expect(() => encodeResponse(cipher, {}, 1.5)).toThrow(RangeError);
    });

    it('tolerates surrounding whitespace', () => {
      expect(decodeResponse(cipher, ` ${encodeResponse(cipher, envelope)}\n`)).toEqual(envelope);
    });

    it('decodes segments made by any compatible client (each segment is a full ciphertext)', () => {
      const text = JSON.stringify(envelope);
      const body = [text.slice(0, 10), text.slice(10)].map((p) => cipher.encrypt(p)).join('$');
      expect(decodeResponse(cipher, body)).toEqual(envelope);
    });

    describe('malformed responses throw WireFormatError', () => {
      const body = encodeResponse(cipher, { code: 200, msg: 'x'.repeat(300) }, 50);

      it.each([
        ['empty', ''],
        ['not hex', 'hello'],
        ['an empty segment', `${body}$`],
        ['a doubled separator', body.replace('$', () => '$$')],
        ['a truncated segment', body.slice(0, -2)],
        ['a dropped segment', body.split('$').slice(1).join('$')],
        ['a single plaintext JSON body', '{"code":200}'],
        ['a non-string body', { code: 200 }],
      ])('%s', (_name, bad) => {
        expect(() => decodeResponse(cipher, bad as string)).toThrow(WireFormatError);
      });

      it('a wrong key', () => {
        expect(() => decodeResponse(wrongKey, body)).toThrow(WireFormatError);
      });

      it('a response whose plaintext is not JSON', () => {
        expect(() => decodeResponse(cipher, cipher.encrypt('<html>'))).toThrow(WireFormatError);
      });
    });
  });
});
