import { z } from 'zod';
import { ACCOUNT_SECURITY_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { ZIdParams } from '../../core/ids';
import { ZPaging, optionalText } from '../../core/paging';
import { guard, route } from '../../core/route';
import { createAccountSecurityService } from './account-security.service';

/** g070115: third-party bindings (list, remove) and locked accounts (list, unlock). */
export function accountSecurityRoutes(deps: TDeps) {
  const security = createAccountSecurityService(deps);
  return [
    route({
      method: 'GET',
      url: '/system/bindings/list',
      guard: guard.perm(ACCOUNT_SECURITY_PERMS.list),
      input: z.object({ provider: optionalText(64), keyword: optionalText(64), ...ZPaging }),
      handler: ({ input }) => security.bindings(input, input),
    }),
    route({
      method: 'DELETE',
      url: '/system/bindings/:id',
      guard: guard.perm(ACCOUNT_SECURITY_PERMS.removeBinding),
      params: ZIdParams,
      handler: async ({ params }) => {
        await security.removeBinding(params.id);
        return null;
      },
    }),
    route({
      method: 'GET',
      url: '/system/locked/list',
      guard: guard.perm(ACCOUNT_SECURITY_PERMS.list),
      input: z.object({ keyword: optionalText(64), ...ZPaging }),
      handler: ({ input }) => security.locked(input, input),
    }),
    route({
      method: 'PUT',
      url: '/system/user/:id/unlock',
      guard: guard.perm(ACCOUNT_SECURITY_PERMS.unlock),
      params: ZIdParams,
      handler: async ({ params }) => {
        await security.unlock(params.id);
        return null;
      },
    }),
  ];
}
