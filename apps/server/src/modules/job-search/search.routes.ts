import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { recordView } from '../browse-history';
import { createHomeFeed, publicCompany, publicJob } from './public.service';
import { ZCompanyJobs, ZJobSearch } from './search.schemas';
import { ZIdParams } from '../../core/ids';
import { createSearchService } from './search.service';
import { similarJobs } from './similar';
import { type TSearchWarmup, createSearchWarmup } from './search-warmup';

/** The warm-up of each app's search cache, run by the module once the app is ready (index.ts). */
export const searchWarmups = new WeakMap<TDeps, TSearchWarmup>();

/** Public recruitment calls: findJob/queryJob search, jobInfo, companyInfo and zoneHome's feed. */
export function searchRoutes(deps: TDeps) {
  const search = createSearchService(deps);
  const warmup = createSearchWarmup(deps, search.search);
  searchWarmups.set(deps, warmup);
  const home = createHomeFeed(deps);
  return [
    route({
      method: 'GET',
      url: '/recruitment/job/search',
      guard: guard.public,
      repeatedAnswers: true,
      input: ZJobSearch,
      handler: async ({ input, locale, reply }) => {
        const { cache, result } = await search.search(input, locale);
        warmup.record(input);
        // How the answer was made (cache hit, partial, miss): for load tests and operators.
        reply.header('x-search-cache', cache);
        return result;
      },
    }),
    route({
      method: 'GET',
      url: '/recruitment/job/home',
      guard: guard.public,
      repeatedAnswers: true,
      handler: async () => home(),
    }),
    route({
      method: 'GET',
      url: '/recruitment/job/:id',
      guard: guard.public,
      params: ZIdParams,
      handler: async ({ params, user }) => {
        const job = await publicJob(deps, params.id, user?.accountId ?? null);
        if (user) await recordView(deps, user.accountId, 'job', job.id);
        return job;
      },
    }),
    route({
      method: 'GET',
      url: '/recruitment/job/:id/similar',
      guard: guard.public,
      params: ZIdParams,
      handler: async ({ params }) => similarJobs(deps, params.id),
    }),
    route({
      method: 'GET',
      url: '/recruitment/company/:id',
      guard: guard.public,
      params: ZIdParams,
      input: ZCompanyJobs,
      handler: async ({ params, input, user }) => {
        const company = await publicCompany(deps, params.id, input, user?.accountId ?? null);
        if (user) await recordView(deps, user.accountId, 'org', company.id);
        return company;
      },
    }),
  ];
}
