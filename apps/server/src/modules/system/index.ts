import type { TModule } from '../../core/module';
import { menuRoutes } from './menus.routes';

/**
 * The back-office menu (GET /system/menu/getRouters). Menu entries themselves are registered by
 * the modules that build the screens (TModule.menus); the foundation has none yet.
 */
export const systemModule: TModule = {
  name: 'system',
  routes: menuRoutes,
};

// What other modules use of this one (its public surface).
export { menuRowsForRoles } from './menus.repository';
export type { TMenuRow } from './router-tree';
