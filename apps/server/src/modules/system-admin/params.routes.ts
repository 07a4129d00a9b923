import { z } from 'zod';
import { SYSTEM_ADMIN_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { ZPaging, blankToUndefined } from '../../core/paging';
import { guard, route } from '../../core/route';
import { SETTING_KEYS, type TSettingKey } from '../../core/settings';
import { createParamService } from './params.service';

const ZKey = z.enum(SETTING_KEYS as [TSettingKey, ...TSettingKey[]], 'systemAdmin.param.unknown');

/** Run-time parameters and their change history (g300101, parameters tab). */
export function paramRoutes(deps: TDeps) {
  const params = createParamService(deps);
  return [
    route({
      method: 'GET',
      url: '/system/param/list',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.paramList),
      handler: () => params.list(),
    }),
    route({
      method: 'GET',
      url: '/system/param/history',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.paramList),
      input: z.object({ key: z.preprocess(blankToUndefined, ZKey.optional()), ...ZPaging }),
      handler: ({ input }) => params.history(input.key, input),
    }),
    route({
      method: 'PUT',
      url: '/system/param/:key',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.paramEdit),
      params: z.object({ key: ZKey }),
      // The range is the parameter's own (checked by the service); null restores the default.
      input: z.object({ value: z.union([z.boolean(), z.number(), z.null()]) }),
      audit: { action: 'edit', kind: 'systemParam' },
      handler: async ({ user, params: p, input }) => {
        await params.set(user, p.key, input.value);
        return null;
      },
    }),
  ];
}
