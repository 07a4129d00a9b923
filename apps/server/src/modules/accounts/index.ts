import type { TModule } from '../../core/module';
import { accountsRoutes } from './accounts.routes';
import { demoProfilesSeed, reviewDraftSeed } from './demo-profiles';
import { staffRoutes } from './staff.routes';

/**
 * Accounts and identity: registration (Gc01 individuals, Gb01 organisations), the profile
 * records and their completeness, password recovery, mobile binding, the area picker, and the
 * staff calls of organisation review and account locking. The screens (g070101 gbIndex/gcIndex)
 * register their menus when they are built.
 */
export const accountsModule: TModule = {
  name: 'accounts',
  routes: (deps) => [...accountsRoutes(deps), ...staffRoutes(deps)],
  seeds: [reviewDraftSeed, demoProfilesSeed],
};
