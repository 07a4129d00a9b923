import { type TMenuDef, type TModule, menuButton } from '../../core/module';
import { systemUserRoutes } from './system-users.routes';
import { USER_TYPE_DICT, moduleDictSeed } from './system-users.seed';

const button = (action: string, titleZh: string, titleEn: string, sort: number) =>
  menuButton('g300101', action, `g30:user:${action}`, titleZh, titleEn, sort, ['admin']);

export const SYSTEM_USER_MENUS: TMenuDef[] = [
  {
    key: 'g300101',
    parent: 'g30',
    type: 'C',
    path: 'g300101',
    component: 'g300101/index',
    titleZh: '用户管理',
    titleEn: 'Users',
    icon: 'user',
    sort: 10,
    perms: 'g30:user:list',
    roles: ['admin'],
  },
  button('add', '用户新增', 'Add user', 1),
  button('edit', '用户修改', 'Edit user', 2),
  button('lock', '用户锁定', 'Lock user', 3),
  button('resetPwd', '重置密码', 'Reset password', 4),
  button('roles', '分配角色', 'Assign roles', 5),
  button('export', '用户导出', 'Export users', 6),
];

/** System user management (g300101). */
export const systemUsersModule: TModule = {
  name: 'system-users',
  routes: systemUserRoutes,
  menus: SYSTEM_USER_MENUS,
  seeds: [moduleDictSeed('system-users:dict', [USER_TYPE_DICT])],
};

// What other modules use of this one (its public surface).
export { moduleDictSeed } from './system-users.seed';
export { fieldError } from './system-users.service';
