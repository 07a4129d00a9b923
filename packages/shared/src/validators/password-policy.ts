import { COMMON_PASSWORDS } from './common-passwords';

/** Limits of the password policy, exported for form hints. */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 64, minClasses: 3 } as const;

/** A rule a password broke; the message key is `password.<failure>` in the `validation` catalogue. */
export type TPasswordFailure = 'length' | 'classes' | 'username' | 'common';

/** Outcome of {@link checkPasswordPolicy}; `failures` lists every broken rule, in a fixed order. */
export type TPasswordPolicyResult = { ok: boolean; failures: TPasswordFailure[] };

const CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/**
 * Checks a new password: 8–64 characters (code points, so an emoji counts once), at least three
 * of upper case, lower case, digits and other characters, not the username (ignoring case) and
 * not one of the most common passwords (ignoring case).
 */
export function checkPasswordPolicy(password: string, username?: string | null): TPasswordPolicyResult {
  const failures: TPasswordFailure[] = [];
  const length = [...password].length;
  if (length < PASSWORD_POLICY.minLength || length > PASSWORD_POLICY.maxLength) failures.push('length');
  if (CLASSES.filter((re) => re.test(password)).length < PASSWORD_POLICY.minClasses) failures.push('classes');
  const lower = password.toLowerCase();
  const user = username?.trim().toLowerCase();
  if (user && lower === user) failures.push('username');
  if (COMMON_PASSWORDS.has(lower)) failures.push('common');
  return { ok: failures.length === 0, failures };
}

/** The message key for a password failure, e.g. `password.length`. */
export const passwordFailureKey = (failure: TPasswordFailure): `password.${TPasswordFailure}` =>
  `password.${failure}`;
