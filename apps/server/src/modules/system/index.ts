import type { TModule } from '../../core/module';
import { menuRoutes } from './menus.routes';

/**
 * The back-office menu (GET /system/menu/getRouters). Its rows are written from the screen
 * manifest of packages/shared on every start (core/seed.ts).
 */
export const systemModule: TModule = {
  name: 'system',
  routes: menuRoutes,
};

// What other modules use of this one (its public surface).
export { menuRowsForRoles } from './menus.repository';
export type { TMenuRow } from './router-tree';
