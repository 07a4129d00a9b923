import { ADMIN, button, titles } from './define';
import { SYSTEM_ADMIN_PERMS, USER_PERMS } from './perms';
import type { TMenuScreenDef } from './types';

/**
 * g30 system (g300101), for administrators: users, and on tabs of the same screen the roles with
 * their permissions, the dictionaries and the run-time parameters (SPEC gives g300101 one route).
 */
export const SYSTEM_SCREENS = [
  {
    key: 'g300101',
    layout: 'layout',
    type: 'C',
    parent: 'g30',
    path: 'g300101',
    component: 'g300101/index',
    titles: titles('用户管理', 'Users'),
    icon: 'user',
    sort: 10,
    perm: USER_PERMS.list,
    roles: ADMIN,
    buttons: [
      button('add', USER_PERMS.add, '用户新增', 'Add user', 1),
      button('edit', USER_PERMS.edit, '用户修改', 'Edit user', 2),
      button('lock', USER_PERMS.lock, '用户锁定', 'Lock user', 3),
      button('resetPwd', USER_PERMS.resetPwd, '重置密码', 'Reset password', 4),
      button('roles', USER_PERMS.roles, '分配角色', 'Assign roles', 5),
      button('export', USER_PERMS.export, '用户导出', 'Export users', 6),
      button('roleList', SYSTEM_ADMIN_PERMS.roleList, '角色查询', 'View roles', 7),
      button('roleEdit', SYSTEM_ADMIN_PERMS.roleEdit, '角色维护', 'Maintain roles', 8),
      button('dictList', SYSTEM_ADMIN_PERMS.dictList, '字典查询', 'View dictionaries', 9),
      button('dictEdit', SYSTEM_ADMIN_PERMS.dictEdit, '字典维护', 'Maintain dictionaries', 10),
      button('paramList', SYSTEM_ADMIN_PERMS.paramList, '参数查询', 'View parameters', 11),
      button('paramEdit', SYSTEM_ADMIN_PERMS.paramEdit, '参数修改', 'Change parameters', 12),
    ],
    api: 'system-users',
  },
] as const satisfies readonly TMenuScreenDef[];
