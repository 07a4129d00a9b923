import { ResultCode, type TLocale, checkPasswordPolicy, passwordFailureKey } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { AppError, unauthorized, warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import { findFile } from '../files';
import { isImageMime } from '../files';
import { urlOf } from '../files';
import { liveOf } from '../messages';
import {
  changePassword,
  findAccountProfile,
  findPasswordHash,
  setAvatar,
  setBasicInfo,
} from './account.repository';
import { presentProfile } from './account.presenter';
import {
  NAME_MAX,
  type TUpdateHeaderInput,
  type TUpdatePasswordInput,
  type TUpdateProfileInput,
} from './account.schemas';
import { hashPassword, verifyPassword } from './password';
import { isMissingInfo } from './profile-completeness';
import type { TSm2Keys } from './sm2-keys';

type TTranslate = (key: string, params?: Record<string, string | number>) => string;

// One address per line, no spaces, a dot in the domain: what mail systems accept in practice.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const EMAIL_MAX = 254;

export async function getProfile(deps: TDeps, user: TSessionUser) {
  const account = await findAccountProfile(deps.db, user.accountId);
  if (!account) throw unauthorized();
  return presentProfile(account, user.roles, isMissingInfo(account));
}

/**
 * Changes the caller's password: the current one must be right (argon2), the new one must pass
 * the shared policy and differ from the current one. Every other session of the account is
 * signed out; the one making the change stays.
 */
export async function updatePassword(
  deps: TDeps,
  keys: TSm2Keys,
  user: TSessionUser,
  input: TUpdatePasswordInput,
  lang: { locale: TLocale; t: TTranslate },
): Promise<{ revokedSessions: number }> {
  const [oldPlain, newPlain] = await Promise.all([
    keys.decrypt(input.oldPassword),
    keys.decrypt(input.newPassword),
  ]);
  if (oldPlain === null || newPlain === null) throw warning('account.passwordUnreadable');
  const stored = await findPasswordHash(deps.db, user.accountId);
  if (!stored) throw unauthorized();
  if (!(await verifyPassword(stored, oldPlain))) throw warning('account.oldPasswordWrong');

  const policy = checkPasswordPolicy(newPlain, user.username);
  if (!policy.ok) {
    const reasons = policy.failures
      .map((f) => lang.t(passwordFailureKey(f)))
      .join(lang.locale === 'en' ? '; ' : '；');
    throw new AppError(
      ResultCode.warning,
      'account.passwordPolicy',
      { reasons },
      { failures: policy.failures },
    );
  }
  if (newPlain === oldPlain) throw warning('account.passwordSame');

  const revokedSessions = await changePassword(
    deps.db,
    user.accountId,
    user.sessionId,
    await hashPassword(newPlain),
  );
  // The signed-out devices' live sockets close now, not at their node's next heartbeat.
  if (revokedSessions) await liveOf(deps).closeEnded(user.accountId);
  return { revokedSessions };
}

/**
 * Sets the avatar to an image the caller uploaded. A file that does not exist and one owned by
 * someone else get the same answer; a private file (kind 'file') is refused even when it is a
 * picture, because avatars are served publicly.
 */
export async function updateHeader(
  deps: TDeps,
  user: TSessionUser,
  input: TUpdateHeaderInput,
): Promise<{ header: string }> {
  const row = await findFile(deps.db, input.url);
  if (!row || row.ownerId !== user.accountId) throw warning('account.avatarNotFound');
  if (row.kind !== 'image' || !isImageMime(row.mime)) throw warning('account.avatarNotImage');
  const header = urlOf(row);
  await setAvatar(deps.db, user.accountId, header);
  return { header };
}

/** Basic information of the caller's own account: display name and email. */
export async function updateProfile(deps: TDeps, user: TSessionUser, input: TUpdateProfileInput) {
  const name = input.name.normalize('NFC').trim();
  const email = input.email?.trim() || null;
  if (!name) throw warning('account.nameRequired');
  if ([...name].length > NAME_MAX) throw warning('account.nameTooLong', { n: NAME_MAX });
  if (email !== null && (email.length > EMAIL_MAX || !EMAIL.test(email)))
    throw warning('account.emailInvalid');
  await setBasicInfo(deps.db, user.accountId, { name, email });
  return getProfile(deps, user);
}
