import { z } from 'zod';
import { maskMiddle } from './mask';

/** Outcome of {@link validateIdNumber}; failures carry a message key of the `core` catalogue. */
export type TIdNumberResult =
  | { ok: true; normalized: string; birthDate: string; gender: 'male' | 'female' }
  | { ok: false; messageKey: 'idEmpty' | 'idInvalid' };

/** Options of {@link validateIdNumber}; `now` exists so tests can pin "today". */
export type TIdNumberOptions = { now?: Date };

/**
 * Province-level codes of GB/T 2260 (11–65), Taiwan 71, Hong Kong 81 and Macao 82, plus 83:
 * residence permits for Taiwan residents (2018) use the same number format with 830000.
 * 91 ("abroad") appears in some old lists but no resident ID is issued with it.
 */
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 83,
]);

/** GB 11643-1999 weights: 2^(17-i) mod 11 for the 17 body digits. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
const SHAPE = /^(?:\d{15}|\d{17}[\dX])$/;
const EARLIEST_BIRTH = '1900-01-01';
const CHINA_UTC_OFFSET_MS = 8 * 3600 * 1000;

/** The ISO 7064 MOD 11-2 check character of the first 17 digits of an 18-digit number. */
export function idNumberCheckChar(body17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(body17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** YYYY-MM-DD if the parts form a real calendar date, otherwise null. */
function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * Validates a PRC resident ID number (SPEC §5): 15 digits (old format, born 19xx) or 17 digits
 * plus a digit or X, with a known province, a real birth date between 1900 and today, and for
 * 18 digits a correct check character. Surrounding spaces are ignored and `x` is accepted;
 * `normalized` is the trimmed, upper-case number (a 15-digit number stays 15 digits).
 */
export function validateIdNumber(
  value: string | null | undefined,
  options: TIdNumberOptions = {},
): TIdNumberResult {
  const id = (value ?? '').trim().toUpperCase();
  if (!id) return { ok: false, messageKey: 'idEmpty' };
  const invalid = { ok: false, messageKey: 'idInvalid' } as const;
  if (!SHAPE.test(id) || !PROVINCES.has(Number(id.slice(0, 2)))) return invalid;

  const long = id.length === 18;
  const year = long ? Number(id.slice(6, 10)) : 1900 + Number(id.slice(6, 8));
  const rest = long ? id.slice(10, 14) : id.slice(8, 12);
  const birthDate = calendarDate(year, Number(rest.slice(0, 2)), Number(rest.slice(2, 4)));
  // Birth dates are Chinese calendar days, so "today" is taken in China time whatever the host zone.
  const today = new Date((options.now ?? new Date()).getTime() + CHINA_UTC_OFFSET_MS)
    .toISOString()
    .slice(0, 10);
  if (!birthDate || birthDate < EARLIEST_BIRTH || birthDate > today) return invalid;
  if (long && idNumberCheckChar(id) !== id[17]) return invalid;

  // The sequence code's last digit (position 17, or 15 in the old format) is odd for men.
  const genderDigit = Number(id[long ? 16 : 14]);
  return { ok: true, normalized: id, birthDate, gender: genderDigit % 2 === 1 ? 'male' : 'female' };
}

/** Masks an ID number for display to others: first 3 and last 4 kept, e.g. `110***********1234`. */
export const maskIdNumber = (value: string | null | undefined): string => maskMiddle(value, 3, 4);

/** Zod schema for an ID number; the issue message is the message key (`idEmpty` / `idInvalid`). */
export const ZIdNumber = z.string().superRefine((value, ctx) => {
  const result = validateIdNumber(value);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.messageKey });
});
