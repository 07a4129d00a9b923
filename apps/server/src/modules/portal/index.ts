import type { TModule } from '../../core/module';
import { guard, route } from '../../core/route';
import { accountCounters } from './counters';
import { createStatsService } from './stats.service';

/**
 * Public live counts for the portal home (GET /portal/stats), gathered from every module's
 * `counters`. The module list is passed as a function and read on demand, so the list that
 * contains this module can hand itself over without an import cycle.
 */
export function portalModule(
  modules: () => TModule[],
  opts: { ttlMs?: number; now?: () => number } = {},
): TModule {
  return {
    name: 'portal',
    counters: accountCounters,
    routes: (deps) => {
      const stats = createStatsService(deps, () => modules().flatMap((m) => m.counters ?? []), opts);
      return [
        route({
          method: 'GET',
          url: '/portal/stats',
          guard: guard.public,
          handler: async () => stats.get(),
        }),
      ];
    },
  };
}
