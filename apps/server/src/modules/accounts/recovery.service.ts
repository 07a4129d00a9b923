import { and, eq, isNull, sql } from 'drizzle-orm';
import { type TLocale, checkPasswordPolicy, maskMobile, validateMobile } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { AppError, warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import { accounts, sessions } from '../../db/schema';
import { confirmPassword, hashPassword } from '../auth';
import type { TSm2Keys } from '../auth';
import { checkCode, consumeCode, sendCode } from '../sms';
import type { TSmsGateway } from '../sms';
import { requireCaptcha } from '../sms';
import { liveOf } from '../messages';
import type { TFindPasswordInput, TResetPasswordInput } from './accounts.schemas';
import { syncProfileFlag } from './completeness';
import { newPasswordFrom } from './password-input';
import { mobileOwner } from './profiles.repository';
import { lockMobile } from '../../core/tx';

type TLang = { locale: TLocale; t: (key: string, params?: Record<string, string | number>) => string };

/**
 * POST /web-auth/findPassword (no token): sends a reset code to the mobile of the account named
 * by username or mobile. The answer is the same whether or not there is such an account, whether
 * it has a mobile, and whether the send limits held the message back.
 */
export async function findPassword(
  deps: TDeps,
  gateway: TSmsGateway,
  input: TFindPasswordInput,
  lang: TLang,
  ip: string,
) {
  await requireCaptcha(deps, input);
  let mobile: string | null = null;
  if (input.mobile) {
    const checked = validateMobile(input.mobile);
    if (!checked.ok) throw warning(checked.messageKey);
    mobile = checked.normalized;
  } else if (input.username) {
    const [row] = await deps.db
      .select({ mobile: accounts.mobile })
      .from(accounts)
      .where(sql`lower(${accounts.username}) = lower(${input.username})`);
    mobile = row?.mobile ?? null;
  }
  if (mobile) {
    try {
      await sendCode(deps, gateway, { mobile, purpose: 'reset-password' }, { ip, locale: lang.locale });
    } catch (err) {
      if (!(err instanceof AppError && err.messageKey.startsWith('sms.'))) throw err;
    }
  }
  return { message: lang.t('accounts.recoverySent') };
}

/**
 * POST /web-auth/resetPassword (no token): a reset code and a new password. Ends every session
 * and clears the sign-in lockout. A wrong code reads the same whether or not the number has an
 * account (codes are recorded, and their tries counted, for unknown numbers too).
 */
export async function resetPassword(deps: TDeps, keys: TSm2Keys, input: TResetPasswordInput, lang: TLang) {
  const password = await newPasswordFrom(keys, input.newPassword, null, lang.locale);
  const codeId = await checkCode(deps, { mobile: input.mobile, purpose: 'reset-password', code: input.code });
  const account = await mobileOwner(deps.db, input.mobile);
  // Only a number with an account is ever sent a code: a right guess for another is still refused.
  if (!account) throw warning('sms.codeExpired');
  if (checkPasswordPolicy(password, account.username).failures.includes('username')) {
    await newPasswordFrom(keys, input.newPassword, account.username, lang.locale);
  }
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await consumeCode(tx, codeId);
    await tx
      .update(accounts)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: sql`now()` })
      .where(eq(accounts.id, account.id));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.accountId, account.id), isNull(sessions.revokedAt)));
  });
  await liveOf(deps).closeEnded(account.id);
  await deps.notifier.notify(account.id, {
    kind: 'security',
    titleKey: 'accounts.notice.passwordResetTitle',
    bodyKey: 'accounts.notice.passwordResetBody',
  });
  return { message: lang.t('accounts.passwordReset') };
}

/**
 * POST /web-auth/bindMobile: the caller's verified mobile, unique across accounts. The mobile is
 * the account's recovery channel, so the current password is asked for again (a session left
 * open or stolen is not enough), and the account is told, with the old number masked.
 */
export async function bindMobile(
  deps: TDeps,
  keys: TSm2Keys,
  user: TSessionUser,
  input: { mobile: string; code: string; password: string },
) {
  await confirmPassword(deps, keys, user.accountId, input.password);
  const codeId = await checkCode(deps, { mobile: input.mobile, purpose: 'bind-mobile', code: input.code });
  const old = await deps.db.transaction(async (tx) => {
    await lockMobile(tx, input.mobile);
    const owner = await mobileOwner(tx, input.mobile);
    if (owner && owner.id !== user.accountId) throw warning('accounts.mobileTaken');
    await consumeCode(tx, codeId);
    const [before] = await tx
      .select({ mobile: accounts.mobile })
      .from(accounts)
      .where(eq(accounts.id, user.accountId))
      .for('update');
    await tx
      .update(accounts)
      .set({ mobile: input.mobile, updatedAt: sql`now()` })
      .where(eq(accounts.id, user.accountId));
    await syncProfileFlag(tx, { id: user.accountId, userType: user.userType });
    return before?.mobile ?? null;
  });
  await deps.notifier.notify(user.accountId, {
    kind: 'security',
    titleKey: 'accounts.notice.mobileBoundTitle',
    bodyKey: old ? 'accounts.notice.mobileChangedBody' : 'accounts.notice.mobileBoundBody',
    params: { old: old ? maskMobile(old) : '', mobile: maskMobile(input.mobile) },
  });
  return { mobile: maskMobile(input.mobile) };
}
