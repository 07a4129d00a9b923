import { describe, expect, it } from 'vitest';
import { ZMobile, maskMobile, validateMobile } from './mobile';

describe('validateMobile', () => {
  it.each(['13812345678', '19912345678', '15000000000', ' 17712345678 '])('accepts %j', (value) => {
    expect(validateMobile(value)).toEqual({ ok: true, normalized: value.trim() });
  });

  it.each([[''], [' '], [null], [undefined]])('empty %j → mobileEmpty', (value) => {
    expect(validateMobile(value)).toEqual({ ok: false, messageKey: 'mobileEmpty' });
  });

  it.each([
    '12812345678', // second digit 2
    '10812345678',
    '1381234567', // 10 digits
    '138123456789', // 12 digits
    '23812345678',
    '+8613812345678',
    '138 1234 5678',
    '1381234567a',
    '１３８１２３４５６７８', // full-width
  ])('rejects %j → mobileInvalid', (value) => {
    expect(validateMobile(value)).toEqual({ ok: false, messageKey: 'mobileInvalid' });
  });
});

describe('maskMobile', () => {
  it('keeps the first 3 and last 4 digits', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
  });

  it('masks short or missing values completely', () => {
    expect(maskMobile('1234')).toBe('****');
    expect(maskMobile(undefined)).toBe('');
  });
});

describe('ZMobile', () => {
  it('passes a valid number and reports the message key otherwise', () => {
    expect(ZMobile.safeParse('13812345678').success).toBe(true);
    expect(ZMobile.safeParse('').error?.issues[0]?.message).toBe('mobileEmpty');
    expect(ZMobile.safeParse('12812345678').error?.issues[0]?.message).toBe('mobileInvalid');
  });
});
