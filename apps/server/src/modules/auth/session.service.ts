import type { TDeps } from '../../core/deps';
import { unauthorized } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import { liveOf } from '../messages';
import { findAccountProfile } from './account.repository';
import { findSession, revokeSession } from './auth.repository';
import { presentSession, presentUserInfo } from './auth.presenter';
import { type TProfileMissing, checkMissingInfo } from './profile-completeness';

/**
 * Ends the session server-side: its token stops working on the next request, and its live
 * socket (on whichever node holds it) closes at once.
 */
export async function logout(deps: TDeps, user: TSessionUser): Promise<null> {
  await revokeSession(deps.db, user.sessionId);
  await liveOf(deps).closeEnded(user.accountId);
  return null;
}

export async function userInfo(deps: TDeps, user: TSessionUser, profileMissing: TProfileMissing) {
  const account = await findAccountProfile(deps.db, user.accountId);
  if (!account) throw unauthorized();
  return presentUserInfo(
    account,
    user,
    await checkMissingInfo(deps.db, account, profileMissing),
    user.mustChangePassword ?? false,
  );
}

export async function sessionInfo(deps: TDeps, user: TSessionUser) {
  const session = await findSession(deps.db, user.sessionId);
  if (!session) throw unauthorized();
  return presentSession(session, {
    idleSeconds: deps.settings.values().sessionIdleSeconds,
    absoluteSeconds: deps.settings.values().sessionAbsoluteSeconds,
  });
}

export async function checkInfoPerfect(
  deps: TDeps,
  user: TSessionUser,
  profileMissing: TProfileMissing,
): Promise<{ missingInfo: boolean }> {
  const account = await findAccountProfile(deps.db, user.accountId);
  if (!account) throw unauthorized();
  return { missingInfo: await checkMissingInfo(deps.db, account, profileMissing) };
}
