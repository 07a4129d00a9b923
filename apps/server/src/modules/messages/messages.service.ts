import type { TLocale } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import type { TPaging } from '../../core/paging';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import { liveOf } from './live';
import { presentMessage } from './messages.presenter';
import { listMessages, markRead, removeMessages, unreadCount } from './messages.repository';

export async function myUnreadCount(deps: TDeps, user: TSessionUser) {
  return { count: await unreadCount(deps.db, user.accountId) };
}

export async function myMessages(
  deps: TDeps,
  user: TSessionUser,
  f: TPaging & { unread: boolean; kind?: string },
  locale: TLocale,
) {
  const { rows, total } = await listMessages(deps.db, user.accountId, f);
  return page(
    rows.map((m) => presentMessage(m, locale)),
    total,
  );
}

/** The new unread count, pushed to the user's other open tabs so their badge updates. */
async function pushUnread(deps: TDeps, user: TSessionUser) {
  const count = await unreadCount(deps.db, user.accountId);
  await liveOf(deps).push(user.accountId, { type: 'unread', unread: count });
  return { count };
}

export async function readMessages(deps: TDeps, user: TSessionUser, ids: number[] | 'all') {
  await markRead(deps.db, user.accountId, ids);
  return pushUnread(deps, user);
}

export async function removeMyMessages(deps: TDeps, user: TSessionUser, ids: number[]) {
  await removeMessages(deps.db, user.accountId, ids);
  return pushUnread(deps, user);
}

/** A one-time ticket that opens the caller's WebSocket. */
export async function wsTicket(deps: TDeps, user: TSessionUser) {
  return {
    ticket: await liveOf(deps).tickets.issue({
      accountId: user.accountId,
      sessionId: user.sessionId,
      username: user.username,
    }),
  };
}
