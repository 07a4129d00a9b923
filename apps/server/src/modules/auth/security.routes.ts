import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { guard, page, route } from '../../core/route';
import { liveOf } from '../messages';
import { ZPaging } from '../../core/paging';
import { describeDevice } from './device';
import { liveSessionsOf, loginHistoryOf, revokeOwnSession } from './security.repository';
import { ZIdParams } from '../../core/ids';
import { iso } from '../../core/time';

const ZLoginHistoryInput = z.object({ ...ZPaging });

/**
 * Account security (g019901) for every signed-in user: the sessions that sign the account in,
 * ending one of them, and the account's own login history. Only the caller's own records are
 * ever read or changed.
 */
export function securityRoutes(deps: TDeps) {
  return [
    route({
      method: 'GET',
      url: '/web-auth/security/sessions',
      guard: guard.auth,
      handler: async ({ user }) =>
        (await liveSessionsOf(deps.db, deps.config, user.accountId)).map((s) => ({
          id: s.id,
          current: s.id === user.sessionId,
          device: describeDevice(s.userAgent),
          userAgent: s.userAgent ?? '',
          ip: s.ip ?? '',
          createdAt: iso(s.createdAt),
          lastSeenAt: iso(s.lastSeenAt),
          expiresAt: iso(s.expiresAt),
        })),
    }),
    route({
      method: 'DELETE',
      url: '/web-auth/security/sessions/:id',
      guard: guard.auth,
      params: ZIdParams,
      // The token of an ended session fails from its next request on (authenticate checks
      // revoked_at every time), and its live socket is closed right away.
      handler: async ({ user, params }) => {
        if (params.id === user.sessionId) throw warning('account.sessionIsCurrent');
        if (!(await revokeOwnSession(deps.db, user.accountId, params.id, user.sessionId))) throw notFound();
        await liveOf(deps).hub.closeEnded(user.accountId);
        return null;
      },
    }),
    route({
      method: 'GET',
      url: '/web-auth/security/loginHistory',
      guard: guard.auth,
      input: ZLoginHistoryInput,
      handler: async ({ user, input }) => {
        const { rows, total } = await loginHistoryOf(deps.db, user.accountId, input.page, input.limit);
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
      },
    }),
  ];
}
