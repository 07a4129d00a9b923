import { describe, expect, it } from 'vitest';
import { ZCreditCode, creditCodeCheckChar, validateCreditCode } from './credit-code';

// GB 32100-2015 written out independently: values by character, weights 3^i mod 31 via BigInt.
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
function standardCheck(body17: string): string {
  let sum = 0n;
  for (let i = 0; i < 17; i += 1) sum += BigInt(CHARSET.indexOf(body17[i]!)) * (3n ** BigInt(i) % 31n);
  return CHARSET[Number((31n - (sum % 31n)) % 31n)]!;
}

const VALID = ['91350100M000100Y43', '91110000600037341L', '91440300708461136T'];

describe('validateCreditCode', () => {
  it.each(VALID)('%s satisfies the standard and the implementation', (code) => {
    expect(standardCheck(code)).toBe(code[17]);
    expect(creditCodeCheckChar(code)).toBe(code[17]);
    expect(validateCreditCode(code)).toEqual({ ok: true, normalized: code });
  });

  it('accepts lower case and surrounding spaces, normalising them', () => {
    expect(validateCreditCode(' 91350100m000100y43 ')).toEqual({
      ok: true,
      normalized: '91350100M000100Y43',
    });
  });

  it('agrees with the standard on codes of other authorities and categories', () => {
    for (const body of ['11100000000013127', '52110000500021676', 'Y1110000MA01ABCDE', 'N2370000MA3C00001']) {
      const code = body + standardCheck(body);
      expect(validateCreditCode(code)).toEqual({ ok: true, normalized: code });
    }
  });

  it.each([[''], ['  '], [null], [undefined]])('empty %j → creditCodeEmpty', (value) => {
    expect(validateCreditCode(value)).toEqual({ ok: false, messageKey: 'creditCodeEmpty' });
  });

  const corrupt = (code: string, at: number, ch: string) => code.slice(0, at) + ch + code.slice(at + 1);
  it.each([
    ['wrong check character', corrupt(VALID[0]!, 17, '4')],
    ['one body character changed', corrupt(VALID[1]!, 10, '1')],
    ['two characters swapped', '91110000600037314L'],
    ['17 characters', VALID[0]!.slice(0, 17)],
    ['19 characters', `${VALID[0]!}0`],
    [
      'unknown authority B',
      (() => {
        const b = 'B1110000600037341';
        return b + standardCheck(b);
      })(),
    ],
    [
      'letter in the division code',
      (() => {
        const b = '9111A000600037341';
        return b + standardCheck(b);
      })(),
    ],
    ['excluded letter I', 'I1110000600037341L'],
    ['excluded letter O', '91110000600O37341L'],
    ['excluded letters S, V, Z as check', corrupt(VALID[1]!, 17, 'S')],
    ['punctuation', '91110000-600037341'],
  ])('%s → creditCodeInvalid', (_name, code) => {
    expect(validateCreditCode(code)).toEqual({ ok: false, messageKey: 'creditCodeInvalid' });
  });

  it('detects every single-character substitution of a valid code', () => {
    const code = VALID[1]!;
    for (let at = 0; at < 18; at += 1) {
      for (const ch of CHARSET) {
        if (ch === code[at]) continue;
        expect(validateCreditCode(corrupt(code, at, ch)).ok, `${at}:${ch}`).toBe(false);
      }
    }
  });
});

describe('ZCreditCode', () => {
  it('passes a valid code and reports the message key otherwise', () => {
    expect(ZCreditCode.safeParse(VALID[0]).success).toBe(true);
    expect(ZCreditCode.safeParse('').error?.issues[0]?.message).toBe('creditCodeEmpty');
    expect(ZCreditCode.safeParse('91350100M000100Y44').error?.issues[0]?.message).toBe('creditCodeInvalid');
  });
});
