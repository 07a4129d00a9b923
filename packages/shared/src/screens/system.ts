import { ADMIN, button, titles } from './define';
import { USER_PERMS } from './perms';
import type { TMenuScreenDef } from './types';

/** g30 system: user management (g300101), for administrators. */
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
    ],
    api: 'system-users',
  },
] as const satisfies readonly TMenuScreenDef[];
