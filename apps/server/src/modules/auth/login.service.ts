import type { TDeps } from '../../core/deps';
import { warning } from '../../core/errors';
import { grantsOf, hashToken, newToken } from './authenticate';
import {
  type TClientMeta,
  type TLoginReason,
  claimAttempt,
  clearFailures,
  findAccountForLogin,
  openSession,
  claimUnknownUserAttempt,
  writeLoginLog,
} from './auth.repository';
import { findPasswordHash } from './account.repository';
import { presentLogin } from './auth.presenter';
import { checkCaptcha } from './captcha.service';
import { timingDummyHash, verifyPassword } from './password';
import type { TSm2Keys } from './sm2-keys';
import type { TLoginInput } from './auth.schemas';

const locked = (seconds: number) =>
  warning('auth.accountLocked', { minutes: Math.max(1, Math.ceil(seconds / 60)) });

/**
 * Sign-in rules, in order: captcha (when on), lock, password (SM2 → argon2id), account status.
 * Every attempt lands in login_log. Unknown usernames and wrong passwords get the same answer,
 * the same argon2 work and the same lockout, so the answers do not reveal who has an account.
 */
export async function login(deps: TDeps, keys: TSm2Keys, input: TLoginInput, meta: TClientMeta) {
  const { db } = deps;
  const username = input.username;
  const fail = async (reason: TLoginReason, accountId: number | null = null) =>
    writeLoginLog(db, { accountId, username, success: false, reason }, meta);

  if (deps.settings.values().captchaEnabled) {
    const refused = await checkCaptcha(db, input.uuid, input.code);
    if (refused) {
      await fail(refused);
      throw warning(`auth.${refused}`);
    }
  }

  const account = await findAccountForLogin(db, username);
  const plain = await keys.decrypt(input.password);

  if (!account) {
    const attempt = await claimUnknownUserAttempt(db, username, meta);
    if (!attempt.tried) {
      await fail('locked');
      throw locked(attempt.lockedSeconds);
    }
    await verifyPassword(await timingDummyHash(), plain ?? '');
    throw attempt.lockedSeconds > 0 ? locked(attempt.lockedSeconds) : warning('auth.loginFailed');
  }

  // A locked account is refused before its password is even looked at. The attempt is claimed
  // atomically, so parallel wrong passwords cannot all be tried.
  const attempt = await claimAttempt(db, account.id);
  if (!attempt.tried) {
    await fail('locked', account.id);
    throw locked(attempt.lockedSeconds);
  }
  const ok = (await verifyPassword(account.passwordHash, plain ?? '')) && plain !== null;
  if (!ok) {
    await fail(plain === null ? 'undecryptable' : 'wrongPassword', account.id);
    throw attempt.lockedSeconds > 0 ? locked(attempt.lockedSeconds) : warning('auth.loginFailed');
  }
  // Status is told only to someone who knows the password.
  if (account.status !== 'active') await clearFailures(db, account.id);
  if (account.status === 'disabled') {
    await fail('disabled', account.id);
    throw warning('auth.accountDisabled');
  }
  if (account.status === 'locked') {
    await fail('adminLocked', account.id);
    throw warning('auth.accountLockedByAdmin');
  }

  const token = newToken();
  await openSession(db, account, hashToken(token), deps.settings.values().sessionAbsoluteSeconds, meta);
  return presentLogin(token, account, await grantsOf(db, account.id));
}

/**
 * Proves the caller still knows the account's password before a change of its recovery channel
 * (binding a mobile): a stolen session alone must not be enough. Guesses share the sign-in
 * lockout, so a session cannot be used to try passwords faster than the sign-in page allows.
 */
export async function confirmPassword(deps: TDeps, keys: TSm2Keys, accountId: number, cipherHex: string) {
  const attempt = await claimAttempt(deps.db, accountId);
  if (!attempt.tried) throw locked(attempt.lockedSeconds);
  const [account, plain] = await Promise.all([findPasswordHash(deps.db, accountId), keys.decrypt(cipherHex)]);
  if (plain === null) throw warning('account.passwordUnreadable');
  if (!account || !(await verifyPassword(account, plain))) {
    throw attempt.lockedSeconds > 0 ? locked(attempt.lockedSeconds) : warning('account.oldPasswordWrong');
  }
  await clearFailures(deps.db, accountId);
}
