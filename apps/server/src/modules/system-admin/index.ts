import type { TModule } from '../../core/module';
import { paramRoutes } from './params.routes';
import { roleRoutes } from './roles.routes';

/** System administration beside the users (g300101): roles and permissions, run-time parameters. */
export const systemAdminModule: TModule = {
  name: 'system-admin',
  routes: (deps) => [...roleRoutes(deps), ...paramRoutes(deps)],
};
