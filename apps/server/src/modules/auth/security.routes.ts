import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { ZIdParams } from '../../core/ids';
import { ZPaging } from '../../core/paging';
import { guard, route } from '../../core/route';
import { endSession, myLoginHistory, mySessions } from './security.service';

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
      handler: async ({ user }) => mySessions(deps, user),
    }),
    route({
      method: 'DELETE',
      url: '/web-auth/security/sessions/:id',
      guard: guard.auth,
      params: ZIdParams,
      handler: async ({ user, params }) => endSession(deps, user, params.id),
    }),
    route({
      method: 'GET',
      url: '/web-auth/security/loginHistory',
      guard: guard.auth,
      input: ZLoginHistoryInput,
      handler: async ({ user, input }) => myLoginHistory(deps, user, input),
    }),
  ];
}
