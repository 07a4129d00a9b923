import type { TModule } from '../../core/module';
import { demoCoordinatesSeed } from './demo-coordinates';
import { mapCountsOutOfStep, rebuildMapCounts } from './map-counts';
import { mapRoutes } from './map.routes';

/**
 * The public employment map: published postings per city and district with their figures, and
 * organisation and fair points. Counts come from map_posting_count / map_org_count, which
 * triggers on job_search keep current (docs/employment-map.md).
 */
export const employmentMapModule: TModule = {
  name: 'employment-map',
  routes: mapRoutes,
  seeds: [
    {
      // Every start: counts out of step with the postings (a restore, a load without triggers)
      // are written again before the map is served.
      name: 'employment-map:counts',
      always: true,
      async run({ db, log }) {
        if (!(await mapCountsOutOfStep(db))) return;
        log.info('employment map: counts out of step with the search index; rebuilding them');
        await rebuildMapCounts(db);
      },
    },
    demoCoordinatesSeed,
  ],
};

export { mapCountsDrift, rebuildMapCounts } from './map-counts';
