import type { TModule } from '../../core/module';
import { systemUserRoutes } from './system-users.routes';
import { USER_TYPE_DICT, moduleDictSeed } from './system-users.seed';

/** System user management (g300101). */
export const systemUsersModule: TModule = {
  name: 'system-users',
  routes: systemUserRoutes,
  seeds: [moduleDictSeed('system-users:dict', [USER_TYPE_DICT])],
};

// What other modules use of this one (its public surface).
export { moduleDictSeed } from './system-users.seed';
export { fieldError } from './system-users.service';
