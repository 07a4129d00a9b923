import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { menuRowsForRoles } from './menus.repository';
import { buildRouters } from './router-tree';

export const menuRoutes = (deps: TDeps) => [
  route({
    method: 'GET',
    url: '/system/menu/getRouters',
    guard: guard.auth,
    handler: async ({ user, locale }) => buildRouters(await menuRowsForRoles(deps.db, user.roles), locale),
  }),
];
