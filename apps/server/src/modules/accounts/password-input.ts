import { ResultCode, type TLocale, checkPasswordPolicy, passwordFailureKey, translate } from '@rcwb/shared';
import { AppError, warning } from '../../core/errors';
import type { TSm2Keys } from '../auth';

/**
 * Decrypts a new password (SM2 from the web) and holds it to the shared policy; every broken rule
 * is named in the message and listed in `data.failures` for the form.
 */
export async function newPasswordFrom(
  keys: TSm2Keys,
  cipherHex: string,
  username: string | null,
  locale: TLocale,
): Promise<string> {
  const plain = await keys.decrypt(cipherHex);
  if (plain === null) throw warning('accounts.passwordUnreadable');
  const policy = checkPasswordPolicy(plain, username);
  if (!policy.ok) {
    const reasons = policy.failures
      .map((f) => translate(locale, passwordFailureKey(f)))
      .join(locale === 'en' ? '; ' : '；');
    throw new AppError(
      ResultCode.warning,
      'accounts.passwordPolicy',
      { reasons },
      { failures: policy.failures },
    );
  }
  return plain;
}
