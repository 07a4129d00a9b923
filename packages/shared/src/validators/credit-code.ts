import { z } from 'zod';

/** Outcome of {@link validateCreditCode}; failures carry a message key of the `validation` catalogue. */
export type TCreditCodeResult =
  { ok: true; normalized: string } | { ok: false; messageKey: 'creditCodeEmpty' | 'creditCodeInvalid' };

/** GB 32100-2015 character set: digits and capitals without I, O, Z, S, V; a character's value is its index. */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const MODULUS = ALPHABET.length; // 31

/**
 * Registration authority codes (GB 32100-2015 appendix A): 1 staffing office, 2 foreign affairs,
 * 3 justice, 4 culture, 5 civil affairs, 6 tourism, 7 religion, 8 trade unions, 9 market
 * regulation, A military staffing, N agriculture, Y others.
 */
const AUTHORITIES = new Set('123456789ANY');

/** Weights 3^(i) mod 31 for positions i = 0…16. */
const WEIGHTS = Array.from({ length: 17 }, (_, i) => {
  let w = 1;
  for (let k = 0; k < i; k += 1) w = (w * 3) % MODULUS;
  return w;
});

// Positions 3–8 are a GB/T 2260 administrative division code, hence digits. The organisation
// code in positions 9–17 is deliberately not checked on its own: codes of individual businesses
// and many test fixtures do not carry a valid GB 11714 check digit there.
const SHAPE = new RegExp(`^[${ALPHABET}]{2}\\d{6}[${ALPHABET}]{10}$`);

/** The check character (position 18) of the first 17 characters of a credit code. */
export function creditCodeCheckChar(body17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += ALPHABET.indexOf(body17[i] ?? '') * WEIGHTS[i]!;
  return ALPHABET[(MODULUS - (sum % MODULUS)) % MODULUS]!;
}

/**
 * Validates a unified social credit code (GB 32100-2015): 18 characters of the code's alphabet,
 * a known registration authority and a correct check character. Spaces around it are ignored and
 * lower case is accepted; `normalized` is the trimmed upper-case code.
 */
export function validateCreditCode(value: string | null | undefined): TCreditCodeResult {
  const code = (value ?? '').trim().toUpperCase();
  if (!code) return { ok: false, messageKey: 'creditCodeEmpty' };
  if (!SHAPE.test(code) || !AUTHORITIES.has(code[0]!) || creditCodeCheckChar(code) !== code[17]) {
    return { ok: false, messageKey: 'creditCodeInvalid' };
  }
  return { ok: true, normalized: code };
}

/** Zod schema for a credit code; the issue message is the message key. */
export const ZCreditCode = z.string().superRefine((value, ctx) => {
  const result = validateCreditCode(value);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.messageKey });
});
