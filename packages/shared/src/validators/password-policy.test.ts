import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_POLICY, checkPasswordPolicy, passwordFailureKey } from './password-policy';

describe('checkPasswordPolicy', () => {
  it.each(['Tr0ub4dor&3', 'correct-Horse-battery', 'Zk9#mQ2!', 'xY7'.repeat(21) + 'x'])(
    'accepts %s',
    (pw) => {
      expect(checkPasswordPolicy(pw, 'alice')).toEqual({ ok: true, failures: [] });
    },
  );

  it('length: 8 to 64 characters, counted as code points', () => {
    expect(checkPasswordPolicy('Ab1!xyz').failures).toEqual(['length']);
    expect(checkPasswordPolicy('Ab1!xyzw').ok).toBe(true);
    expect(checkPasswordPolicy(`Ab1!${'x'.repeat(60)}`).ok).toBe(true);
    expect(checkPasswordPolicy(`Ab1!${'x'.repeat(61)}`).failures).toEqual(['length']);
    // Seven code points but eight UTF-16 units.
    expect(checkPasswordPolicy('Ab1!xy😀').failures).toEqual(['length']);
    expect(PASSWORD_POLICY).toEqual({ minLength: 8, maxLength: 64, minClasses: 3 });
  });

  it.each([
    ['lower only', 'abcdefghij', false],
    ['lower + upper', 'abcdeFGHIJ', false],
    ['lower + digit', 'abcde12345', false],
    ['digit + symbol', '12345!@#$%', false],
    ['lower + upper + digit', 'abcdeFGH12', true],
    ['lower + digit + symbol', 'abcde123!?', true],
    ['upper + digit + symbol', 'ABCDE123!?', true],
    ['lower + upper + other (space, Chinese)', 'abcd EFG汉', true],
  ])('classes: %s', (_name, pw, ok) => {
    expect(checkPasswordPolicy(pw).failures.includes('classes')).toBe(!ok);
  });

  it('username: equal ignoring case fails, a longer password containing it passes', () => {
    expect(checkPasswordPolicy('Alice.Smith1', 'alice.smith1').failures).toEqual(['username']);
    expect(checkPasswordPolicy('Alice.Smith1', ' ALICE.SMITH1 ').failures).toEqual(['username']);
    expect(checkPasswordPolicy('Alice.Smith1!', 'alice.smith1').ok).toBe(true);
    expect(checkPasswordPolicy('Alice.Smith1', '').ok).toBe(true);
    expect(checkPasswordPolicy('Alice.Smith1', null).ok).toBe(true);
  });

  it.each(['P@ssw0rd', 'Aa123456', 'Admin@123', 'Qwerty123', 'Password1'])(
    'common: %s fails even though it meets the other rules',
    (pw) => {
      expect(checkPasswordPolicy(pw).failures).toEqual(['common']);
    },
  );

  it('reports every broken rule in a fixed order', () => {
    expect(checkPasswordPolicy('123456', '123456').failures).toEqual([
      'length',
      'classes',
      'username',
      'common',
    ]);
    expect(checkPasswordPolicy('').failures).toEqual(['length', 'classes']);
  });

  it('the built-in list holds about fifty lower-case entries', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(45);
    expect(COMMON_PASSWORDS.size).toBeLessThanOrEqual(60);
    for (const pw of COMMON_PASSWORDS) expect(pw).toBe(pw.toLowerCase());
  });

  it('maps failures to message keys', () => {
    expect(passwordFailureKey('common')).toBe('password.common');
  });
});
