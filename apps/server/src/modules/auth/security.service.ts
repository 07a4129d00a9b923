import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import { iso } from '../../core/time';
import { liveOf } from '../messages';
import { describeDevice } from './device';
import { liveSessionsOf, loginHistoryOf, revokeOwnSession } from './security.repository';

/** The sessions that sign the caller's account in, the current one marked. */
export async function mySessions(deps: TDeps, user: TSessionUser) {
  return (await liveSessionsOf(deps.db, deps.settings.values(), user.accountId)).map((s) => ({
    id: s.id,
    current: s.id === user.sessionId,
    device: describeDevice(s.userAgent),
    userAgent: s.userAgent ?? '',
    ip: s.ip ?? '',
    createdAt: iso(s.createdAt),
    lastSeenAt: iso(s.lastSeenAt),
    expiresAt: iso(s.expiresAt),
  }));
}

/**
 * Ends another session of the caller's account. Its token fails from its next request on
 * (authenticate checks revoked_at every time), and its live socket is closed right away.
 */
export async function endSession(deps: TDeps, user: TSessionUser, sessionId: number): Promise<null> {
  if (sessionId === user.sessionId) throw warning('account.sessionIsCurrent');
  if (!(await revokeOwnSession(deps.db, user.accountId, sessionId, user.sessionId))) throw notFound();
  await liveOf(deps).closeEnded(user.accountId);
  return null;
}

/** The account's own sign-ins (failed ones included), newest first. */
export async function myLoginHistory(deps: TDeps, user: TSessionUser, paging: TPaging) {
  const { rows, total } = await loginHistoryOf(deps.db, user.accountId, paging.page, paging.limit);
  return page(
    rows.map((r) => ({
      id: r.id,
      success: r.success ? '1' : '0',
      reason: r.reason ?? '',
      ip: r.ip ?? '',
      device: describeDevice(r.userAgent),
      userAgent: r.userAgent ?? '',
      createdAt: iso(r.createdAt),
    })),
    total,
  );
}
