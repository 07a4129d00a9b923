import { listenForNotices, type TDbNotices } from '../../core/db-notices';
import type { TDeps } from '../../core/deps';
import type { TModule } from '../../core/module';
import { guard, route } from '../../core/route';
import { accountCounters } from './counters';
import { createStatsService, type TStatsOptions } from './stats.service';

/** The channel the `portal_counts_notice` trigger (migration 0033) notifies, naming the table. */
const COUNTS_CHANNEL = 'rcwb_portal_counts';

/**
 * Public live counts for the portal home (GET /portal/stats), gathered from every module's
 * `counters`. The module list is passed as a function and read on demand, so the list that
 * contains this module can hand itself over without an import cycle.
 */
export function portalModule(modules: () => TModule[], opts: TStatsOptions = {}): TModule {
  // Each app's notices, heard from its start to its close (built with its routes, below).
  const notices = new WeakMap<TDeps, TDbNotices>();
  return {
    name: 'portal',
    counters: accountCounters,
    routes: (deps) => {
      const counters = () => modules().flatMap((m) => m.counters ?? []);
      // Counts are kept longer while the notices of writes are heard.
      const stats = createStatsService(deps, counters, () => heard.live(), opts);
      const heard = listenForNotices(
        deps.database.pool,
        COUNTS_CHANNEL,
        (table) => stats.changed(table),
        deps.log,
      );
      notices.set(deps, heard);
      return [
        route({
          method: 'GET',
          url: '/portal/stats',
          guard: guard.public,
          handler: async () => stats.get(),
        }),
      ];
    },
    plugin: async (app, deps) => {
      const heard = notices.get(deps);
      if (!heard) return;
      app.addHook('onReady', () => heard.start());
      app.addHook('onClose', () => heard.stop());
    },
  };
}
