import type { TModule } from '../../core/module';
import { rebuildStatistics, repairRecentDays, statisticsOutOfStep } from './rollups';
import { statisticsRoutes } from './statistics.routes';

/**
 * The statistics dashboard (g210101): figures from the rollups stat_daily / stat_monthly, which
 * triggers on the source tables keep current (docs/adr/0020-statistics-rollups.md).
 */
export const statisticsModule: TModule = {
  name: 'statistics',
  routes: statisticsRoutes,
  // Nightly, off-peak: the last weeks written again from the sources (repairs any drift).
  jobs: (deps) => [{ name: 'statistics.rebuild', cron: '45 3 * * *', run: () => repairRecentDays(deps.db) }],
  seeds: [
    {
      // Every start: rollups out of step with their sources (a restore, a load without
      // triggers) are written again before the dashboard is served.
      name: 'statistics:rollups',
      always: true,
      async run({ db, log }) {
        if (!(await statisticsOutOfStep(db))) return;
        log.info('statistics: rollups out of step with their sources; rebuilding them');
        await rebuildStatistics(db);
      },
    },
  ],
};

export { rebuildStatistics, repairRecentDays, statisticsOutOfStep } from './rollups';
export { statisticsDrift } from './rollups';
export { statisticsDashboard } from './statistics.service';
export { type TRowSource, type TStatFilters, filterSql } from './statistics.repository';
