import type { TDeps } from '../../core/deps';
import { USER_PERMS } from '@rcwb/shared';
import { guard, route } from '../../core/route';
import { createSm2Keys } from '../auth';
import { sendXlsx, stampedName } from '../../core/xlsx';
import { ZTimeZone } from '../../core/xlsx';
import { exportUsers } from './system-users.export';
import {
  ZAssignRoles,
  ZResetPassword,
  ZUserAdd,
  ZUserEdit,
  ZUserFilters,
  ZUserList,
  ZUserStatus,
} from './system-users.schemas';
import { ZIdParams } from '../../core/ids';
import { createUserService } from './system-users.service';

/** System users (screen g300101): list, detail, add, edit, lock, reset password, roles, export. */
export function systemUserRoutes(deps: TDeps) {
  const users = createUserService(deps, createSm2Keys(deps.db));
  return [
    route({
      method: 'GET',
      url: '/system/user/list',
      guard: guard.perm(USER_PERMS.list),
      input: ZUserList,
      handler: async ({ input }) => users.list(input),
    }),
    route({
      method: 'GET',
      url: '/system/user/roleOptions',
      guard: guard.perm(USER_PERMS.list),
      handler: async ({ locale }) => users.roleOptions(locale),
    }),
    route({
      method: 'GET',
      url: '/system/user/:id',
      guard: guard.perm(USER_PERMS.list),
      params: ZIdParams,
      handler: async ({ params }) => users.detail(params.id),
    }),
    route({
      method: 'POST',
      url: '/system/user',
      guard: guard.perm(USER_PERMS.add),
      input: ZUserAdd,
      handler: async ({ input }) => users.add(input),
    }),
    route({
      method: 'PUT',
      url: '/system/user/:id',
      guard: guard.perm(USER_PERMS.edit),
      params: ZIdParams,
      input: ZUserEdit,
      handler: async ({ user, params, input }) => {
        await users.edit(user, params.id, input);
        return null;
      },
    }),
    route({
      method: 'PUT',
      url: '/system/user/:id/status',
      guard: guard.perm(USER_PERMS.lock),
      params: ZIdParams,
      input: ZUserStatus,
      handler: async ({ user, params, input }) => {
        await users.setStatus(user, params.id, input.status);
        return null;
      },
    }),
    route({
      method: 'PUT',
      url: '/system/user/:id/resetPwd',
      guard: guard.perm(USER_PERMS.resetPwd),
      params: ZIdParams,
      input: ZResetPassword,
      handler: async ({ user, params, input }) => {
        await users.resetPassword(user, params.id, input.password);
        return null;
      },
    }),
    route({
      method: 'PUT',
      url: '/system/user/:id/roles',
      guard: guard.perm(USER_PERMS.roles),
      params: ZIdParams,
      input: ZAssignRoles,
      handler: async ({ user, params, input }) => {
        await users.assignRoles(user, params.id, input.roles);
        return null;
      },
    }),
    route({
      method: 'POST',
      url: '/system/user/export',
      guard: guard.perm(USER_PERMS.export),
      input: ZUserFilters.extend({ timeZone: ZTimeZone }),
      handler: async ({ input, locale, reply, t }) => {
        const { timeZone, ...filters } = input;
        const bytes = await exportUsers(deps, filters, locale, timeZone);
        return sendXlsx(reply, stampedName(t('systemUsers.sheet')), bytes);
      },
    }),
  ];
}
