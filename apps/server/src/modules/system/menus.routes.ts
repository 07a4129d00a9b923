import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { menuRowsForRoles } from './menus.repository';
import { buildRouters, withoutEmptyDirectories } from './router-tree';

export const menuRoutes = (deps: TDeps) => [
  route({
    method: 'GET',
    url: '/system/menu/getRouters',
    guard: guard.auth,
    // Function groups are registered ahead of their screens; a group with none stays out of sight.
    handler: async ({ user, locale }) =>
      buildRouters(withoutEmptyDirectories(await menuRowsForRoles(deps.db, user.roles)), locale),
  }),
];
