import { idNumberCheckChar, validateIdNumber } from '@rcwb/shared';
import { warning } from '../../core/errors';
import type { TPersonalData } from '../../core/personal-data';

/**
 * The 18-digit form of a valid ID number: a 15-digit (1985–1999 format) number gets its century
 * and check character, so both forms of one person's number share one blind index.
 */
export function eighteenDigitForm(normalized: string): string {
  if (normalized.length === 18) return normalized;
  const body = `${normalized.slice(0, 6)}19${normalized.slice(6)}`;
  return body + idNumberCheckChar(body);
}

export type TCheckedIdNumber = {
  /** Trimmed upper-case number as the person typed it (15 or 18 characters). */
  normalized: string;
  /** Blind index of the 18-digit form. */
  index: string;
  /** GB/T 2261.1 gender code derived from the number. */
  gender: '1' | '2';
  birthDate: string;
};

/** SPEC §5 validation (shared validator; lowercase x read as X) plus the derived values. */
export function checkIdNumber(pd: TPersonalData, value: string): TCheckedIdNumber {
  const result = validateIdNumber(value);
  if (!result.ok) throw warning(result.messageKey);
  return {
    normalized: result.normalized,
    index: pd.blindIndex('id-number', eighteenDigitForm(result.normalized)),
    gender: result.gender === 'male' ? '1' : '2',
    birthDate: result.birthDate,
  };
}
