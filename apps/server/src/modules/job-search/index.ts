import type { TModule } from '../../core/module';
import { jobSearch } from '../../db/schema';
import { countSearchRows } from './search-index';
import { searchRoutes, searchWarmups } from './search.routes';

/**
 * Public job search and pages (findJob/queryJob, jobInfo, companyInfo, zoneHome's postings) over
 * the job_search index that modules/jobs keeps in step with every published posting.
 */
export const jobSearchModule: TModule = {
  name: 'job-search',
  routes: searchRoutes,
  // A node that starts warms its cache with the searches asked most, without holding up its start.
  plugin: async (app, deps) => {
    app.addHook('onReady', async () => {
      void searchWarmups.get(deps)?.start();
    });
  },
  counters: [
    {
      key: 'jobs',
      tables: [jobSearch],
      count: async ({ db }) => countSearchRows(db),
    },
  ],
};

// What other modules use of this one (its public surface).
export { searchIndexChanged } from './search-cache';
export { searchIndexGeneration } from './search-cache';
export { shareSearchIndexChanges } from './search-index-bus';
export { inSearchIndexTransaction, syncOrgSearchRows, syncSearchRow } from './search-index';
export { areaLevelOf, areaLevels, htmlToText, searchRowOf } from './search-row';
export { whereOf } from './search.query';
export { ZJobSearch } from './search.schemas';
export { documentTokens, queryTokens } from './tokenize';
