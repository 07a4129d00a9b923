import { describe, expect, it } from 'vitest';
import { ZIdNumber, idNumberCheckChar, maskIdNumber, validateIdNumber } from './id-number';

/**
 * ISO 7064 MOD 11-2 in its recursive textbook form (not the weight table the implementation
 * uses), so the two are independent.
 */
function iso7064Mod112(body17: string): string {
  let p = 0;
  for (const ch of body17) p = ((p + Number(ch)) * 2) % 11;
  const check = (12 - p) % 11;
  return check === 10 ? 'X' : String(check);
}
const withCheck = (body17: string): string => body17 + iso7064Mod112(body17);
const wrongCheck = (id: string): string => id.slice(0, 17) + (id[17] === '0' ? '1' : '0');

const NOW = new Date('2024-06-15T12:00:00Z');
const validate = (v: string | null | undefined) => validateIdNumber(v, { now: NOW });

describe('ISO 7064 MOD 11-2', () => {
  it('the independent form reproduces published examples', () => {
    // Both numbers are the examples printed in GB 11643-1999 and widely quoted.
    expect(iso7064Mod112('11010519491231002')).toBe('X');
    expect(iso7064Mod112('44052418800101001')).toBe('4');
  });

  it('gives the digit the "X where the check digit is 8" case below relies on', () => {
    expect(iso7064Mod112('44030419900307001')).toBe('8');
  });

  it('matches the implementation for many bodies', () => {
    for (let i = 0; i < 500; i += 1) {
      const body = `1101051990${String(i * 7919)
        .padStart(7, '0')
        .slice(-7)}`;
      expect(idNumberCheckChar(body)).toBe(iso7064Mod112(body));
    }
  });
});

describe('validateIdNumber: valid numbers', () => {
  it('accepts 11010519491231002X (female, born 1949-12-31)', () => {
    expect(validate('11010519491231002X')).toEqual({
      ok: true,
      normalized: '11010519491231002X',
      birthDate: '1949-12-31',
      gender: 'female',
    });
  });

  it('accepts a lower-case x and surrounding spaces, normalising them', () => {
    expect(validate(' 11010519491231002x ')).toMatchObject({ ok: true, normalized: '11010519491231002X' });
  });

  it.each([
    ['44030419900307001', '1990-03-07', 'male'],
    ['31010120000229002', '2000-02-29', 'female'],
    ['65010219000101003', '1900-01-01', 'male'],
    ['82000020240615004', '2024-06-15', 'female'],
    ['71000019851111005', '1985-11-11', 'male'],
  ])('accepts %s + check digit', (body, birthDate, gender) => {
    expect(validate(withCheck(body))).toEqual({ ok: true, normalized: withCheck(body), birthDate, gender });
  });

  it.each([
    ['110105491231002', '1949-12-31', 'female'],
    ['440524800101001', '1980-01-01', 'male'],
    ['310101000229123', '1900-02-28', null],
  ])('15-digit %s', (id, birthDate, gender) => {
    const result = validate(id);
    if (gender === null) {
      // 1900 was not a leap year, so 000229 is no date in the old format.
      expect(result).toEqual({ ok: false, messageKey: 'idInvalid' });
    } else {
      expect(result).toEqual({ ok: true, normalized: id, birthDate, gender });
    }
  });
});

describe('validateIdNumber: invalid numbers', () => {
  it.each([[''], ['   '], [null], [undefined]])('empty %j → idEmpty', (value) => {
    expect(validate(value)).toEqual({ ok: false, messageKey: 'idEmpty' });
  });

  it.each([
    ['wrong check digit', wrongCheck('11010519491231002X')],
    ['X where the check digit is 8', '44030419900307001X'],
    ['born before 1900 (valid check digit)', '440524188001010014'],
    ['bad province 00', withCheck('00010519491231002')],
    ['bad province 99', withCheck('99010519491231002')],
    ['bad province 16', withCheck('16010519491231002')],
    ['bad province 91', withCheck('91010519491231002')],
    ['19990230', withCheck('11010519990230002')],
    ['month 13', withCheck('11010519991301002')],
    ['day 00', withCheck('11010519990100002')],
    ['2023-02-29', withCheck('11010520230229002')],
    ['born tomorrow', withCheck('11010520240616002')],
    ['born in 2999', withCheck('11010529990101002')],
    ['15-digit with a bad province', '000105491231002'],
    ['15-digit with a bad date', '110105990230002'],
    ['16 digits', '1101051949123100'],
    ['17 digits', '11010519491231002'],
    ['19 digits', '110105194912310021X'],
    ['X in a 15-digit number', '11010549123100X'],
    ['X in the middle', '110105194912X1002X'],
    ['letters', 'abcdefghijklmnopqr'],
    ['full-width digits', '１１０１０５１９４９１２３１００２Ｘ'],
    ['inner space', '110105 19491231002X'],
  ])('%s → idInvalid', (_name, id) => {
    expect(validate(id)).toEqual({ ok: false, messageKey: 'idInvalid' });
  });

  it('judges "future" against the clock when no date is given', () => {
    const year = new Date().getUTCFullYear();
    expect(validateIdNumber(withCheck(`110105${year + 1}0101002`)).ok).toBe(false);
    expect(validateIdNumber(withCheck(`110105${year - 1}0101002`)).ok).toBe(true);
  });

  it('takes "today" in China time: 00:30 in Beijing is already the next day', () => {
    const born = withCheck('11010520240616002');
    expect(validateIdNumber(born, { now: new Date('2024-06-15T16:30:00Z') }).ok).toBe(true);
    expect(validateIdNumber(born, { now: new Date('2024-06-15T15:30:00Z') }).ok).toBe(false);
  });
});

describe('maskIdNumber', () => {
  it('keeps the first 3 and last 4 characters', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
    expect(maskIdNumber('110105491231002')).toBe('110********1002');
    expect(maskIdNumber('11010519491231002X')).toHaveLength(18);
  });

  it('masks short or missing values completely', () => {
    expect(maskIdNumber('1234567')).toBe('*******');
    expect(maskIdNumber('')).toBe('');
    expect(maskIdNumber(null)).toBe('');
  });
});

describe('ZIdNumber', () => {
  it('passes a valid number', () => {
    expect(ZIdNumber.safeParse('11010519491231002X').success).toBe(true);
  });

  it.each([
    ['', 'idEmpty'],
    [wrongCheck('11010519491231002X'), 'idInvalid'],
  ])('reports %j with the message key %s', (value, key) => {
    const result = ZIdNumber.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([key]);
  });

  it('rejects a non-string', () => {
    expect(ZIdNumber.safeParse(11010519491231).success).toBe(false);
  });
});
