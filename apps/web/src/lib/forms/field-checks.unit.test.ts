import { describe, expect, it } from 'vitest';
import {
  blankToNull,
  creditCodeProblem,
  emailProblem,
  idNumberProblem,
  mobileProblem,
  passwordProblem,
  smsCodeProblem,
  telephoneProblem,
  usernameProblem,
  websiteProblem,
} from './field-checks';

describe('registration field checks', () => {
  it('ID numbers follow SPEC §5 with its two messages', () => {
    expect(idNumberProblem('')).toBe('idEmpty');
    expect(idNumberProblem('   ')).toBe('idEmpty');
    expect(idNumberProblem('11010519491231002X')).toBeUndefined();
    // A lowercase x is read as X.
    expect(idNumberProblem('11010519491231002x')).toBeUndefined();
    expect(idNumberProblem('110105491231002')).toBeUndefined();
    // Wrong check digit, wrong province, impossible date, 16 digits.
    expect(idNumberProblem('110105194912310021')).toBe('idInvalid');
    expect(idNumberProblem('99010519491231002X')).toBe('idInvalid');
    expect(idNumberProblem('110105194902300028')).toBe('idInvalid');
    expect(idNumberProblem('1101051949123100')).toBe('idInvalid');
  });

  it('unified social credit codes need their GB 32100 check character', () => {
    expect(creditCodeProblem('')).toBe('creditCodeEmpty');
    expect(creditCodeProblem('91350100M000100Y43')).toBeUndefined();
    expect(creditCodeProblem('91350100m000100y43')).toBeUndefined();
    expect(creditCodeProblem('91350100M000100Y44')).toBe('creditCodeInvalid');
    expect(creditCodeProblem('91350100M000100Y4')).toBe('creditCodeInvalid');
  });

  it('mobile numbers are mainland numbers', () => {
    expect(mobileProblem('')).toBe('mobileEmpty');
    expect(mobileProblem('13800138000')).toBeUndefined();
    expect(mobileProblem(' 13800138000 ')).toBeUndefined();
    expect(mobileProblem('12800138000')).toBe('mobileInvalid');
    expect(mobileProblem('1380013800')).toBe('mobileInvalid');
  });

  it('usernames start with a letter and hold 4 to 32 letters, digits or underscores', () => {
    expect(usernameProblem('')).toBe('reg.usernameRequired');
    expect(usernameProblem('li_lei2')).toBeUndefined();
    expect(usernameProblem('lil')).toBe('accounts.usernameFormat');
    expect(usernameProblem('13800138000')).toBe('accounts.usernameFormat');
    expect(usernameProblem('li lei')).toBe('accounts.usernameFormat');
    expect(usernameProblem(`a${'b'.repeat(32)}`)).toBe('accounts.usernameFormat');
  });

  it('passwords report the first unmet rule of the shared policy', () => {
    expect(passwordProblem('', 'lilei')).toBe('reg.passwordRequired');
    expect(passwordProblem('Ab1!', 'lilei')).toBe('password.length');
    expect(passwordProblem('abcdefgh', 'lilei')).toBe('password.classes');
    expect(passwordProblem('Lilei_2026x', 'Lilei_2026x')).toBe('password.username');
    expect(passwordProblem('P@ssw0rd', 'lilei')).toBe('password.common');
    expect(passwordProblem('Kx9#mR2vLq', 'lilei')).toBeUndefined();
  });

  it('SMS codes are six digits', () => {
    expect(smsCodeProblem('')).toBe('reg.smsCodeRequired');
    expect(smsCodeProblem('12345')).toBe('sms.codeFormat');
    expect(smsCodeProblem('12345a')).toBe('sms.codeFormat');
    expect(smsCodeProblem(' 123456 ')).toBeUndefined();
  });

  it('optional contact fields are checked only when given', () => {
    expect(emailProblem('')).toBeUndefined();
    expect(emailProblem('hr@example.com')).toBeUndefined();
    expect(emailProblem('hr@example')).toBe('accounts.emailInvalid');
    expect(websiteProblem('www.example.com')).toBe('accounts.websiteInvalid');
    expect(websiteProblem('https://www.example.com')).toBeUndefined();
    expect(telephoneProblem('0591-8888 6666')).toBeUndefined();
    expect(telephoneProblem('call me')).toBe('accounts.telephoneInvalid');
  });

  it('sends blank text as null', () => {
    expect(blankToNull({ a: ' ', b: 'x', c: 3, d: null })).toEqual({ a: null, b: 'x', c: 3, d: null });
  });
});
