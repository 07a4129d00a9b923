import type { TModule } from '../../core/module';
import { systemUserRoutes } from './system-users.routes';
import { USER_TYPE_DICT, moduleDictSeed } from './system-users.seed';

/** System user management (g300101). */
export const systemUsersModule: TModule = {
  name: 'system-users',
  routes: systemUserRoutes,
  seeds: [moduleDictSeed('system-users:dict', [USER_TYPE_DICT])],
};
