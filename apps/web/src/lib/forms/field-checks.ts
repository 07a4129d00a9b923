import './i18n-scope';
import {
  USERNAME_PATTERN,
  checkPasswordPolicy,
  passwordFailureKey,
  validateCreditCode,
  validateIdNumber,
  validateMobile,
} from '@rcwb/shared';

/**
 * The registration and profile fields' checks, run in the browser with the same shared validators
 * the server uses. Each answers undefined when the value is fine, or the message key to show
 * (messages of @rcwb/shared or the accounts catalogue).
 */
export type Problem = string | undefined;

export const idNumberProblem = (value: string | undefined): Problem => {
  const result = validateIdNumber(value);
  return result.ok ? undefined : result.messageKey;
};

export const creditCodeProblem = (value: string | undefined): Problem => {
  const result = validateCreditCode(value);
  return result.ok ? undefined : result.messageKey;
};

export const mobileProblem = (value: string | undefined): Problem => {
  const result = validateMobile(value);
  return result.ok ? undefined : result.messageKey;
};

export const usernameProblem = (value: string | undefined): Problem => {
  const username = (value ?? '').trim();
  if (!username) return 'reg.usernameRequired';
  return USERNAME_PATTERN.test(username) ? undefined : 'accounts.usernameFormat';
};

/** The first unmet rule of the password policy (the rule list shows them all while typing). */
export const passwordProblem = (value: string | undefined, username: string): Problem => {
  if (!value) return 'reg.passwordRequired';
  const [first] = checkPasswordPolicy(value, username).failures;
  return first ? passwordFailureKey(first) : undefined;
};

export const SMS_CODE_PATTERN = /^\d{6}$/;

export const smsCodeProblem = (value: string | undefined): Problem => {
  const code = (value ?? '').trim();
  if (!code) return 'reg.smsCodeRequired';
  return SMS_CODE_PATTERN.test(code) ? undefined : 'sms.codeFormat';
};

// Same shapes the server accepts (modules/accounts/field-rules.ts).
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const TELEPHONE = /^[0-9+()\- ]{5,30}$/;

const optional = (pattern: RegExp, key: string) => (value: string | undefined | null) => {
  const v = (value ?? '').trim();
  return !v || pattern.test(v) ? undefined : key;
};

export const emailProblem = optional(EMAIL, 'accounts.emailInvalid');
export const websiteProblem = optional(WEBSITE, 'accounts.websiteInvalid');
export const telephoneProblem = optional(TELEPHONE, 'accounts.telephoneInvalid');

/** Empty text fields are sent as null ("not given"), as the server reads them. */
export const blankToNull = <T extends Record<string, unknown>>(values: T): T =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
  ) as T;
