import type { TModule } from '../../core/module';
import { DISCOVER_DICTS, discoverDemoSeed } from './discover.seed';
import { moduleDictSeed } from '../system-users';
import { discoverRoutes } from './discover.routes';

export { discoverCollectionKinds } from './discover.collectable';

/** Discover area (DOMAIN.md): experts g200301, expert fields g200302, demands and achievements g200401. */
export const discoverModule: TModule = {
  name: 'discover',
  routes: discoverRoutes,
  seeds: [moduleDictSeed('discover:dict', DISCOVER_DICTS), discoverDemoSeed],
};
