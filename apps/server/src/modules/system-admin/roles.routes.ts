import { z } from 'zod';
import { SYSTEM_ADMIN_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { ZIdParams } from '../../core/ids';
import { ZPaging, optionalText } from '../../core/paging';
import { guard, route } from '../../core/route';
import { createRoleService } from './roles.service';

const ZName = z
  .string()
  .trim()
  .min(1, 'systemAdmin.role.nameRequired')
  .max(64, 'systemAdmin.role.nameRequired');
const ZRoleFields = z.object({
  nameZh: ZName,
  nameEn: ZName,
  sort: z.coerce.number().int().min(0).max(9999).optional(),
});
const ZRoleAdd = ZRoleFields.extend({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,31}$/, 'systemAdmin.role.keyInvalid'),
});
/** The menu table holds hundreds of rows; a role can hold each at most once. */
const ZPermissions = z.object({ menuIds: z.array(z.coerce.number().int().positive()).max(5000) });

/** Roles and their permissions (g300101, roles tab). */
export function roleRoutes(deps: TDeps) {
  const roles = createRoleService(deps);
  return [
    route({
      method: 'GET',
      url: '/system/role/list',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.roleList),
      input: z.object({ keyword: optionalText(64), ...ZPaging }),
      handler: ({ input, locale }) => roles.list(input, input, locale),
    }),
    route({
      method: 'POST',
      url: '/system/role',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.roleEdit),
      input: ZRoleAdd,
      handler: ({ input }) => roles.create(input),
    }),
    route({
      method: 'PUT',
      url: '/system/role/:id',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.roleEdit),
      params: ZIdParams,
      input: ZRoleFields,
      handler: async ({ params, input }) => {
        await roles.edit(params.id, input);
        return null;
      },
    }),
    route({
      method: 'PUT',
      url: '/system/role/:id/status',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.roleEdit),
      params: ZIdParams,
      input: z.object({ enabled: z.boolean() }),
      handler: async ({ params, input }) => {
        await roles.setEnabled(params.id, input.enabled);
        return null;
      },
    }),
    route({
      method: 'GET',
      url: '/system/role/:id/menus',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.roleList),
      params: ZIdParams,
      handler: ({ params, locale }) => roles.permissions(params.id, locale),
    }),
    route({
      method: 'PUT',
      url: '/system/role/:id/menus',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.roleEdit),
      params: ZIdParams,
      input: ZPermissions,
      handler: async ({ params, input, locale }) => {
        await roles.setPermissions(params.id, input.menuIds, locale);
        return null;
      },
    }),
  ];
}
