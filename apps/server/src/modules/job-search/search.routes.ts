import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { recordView } from '../browse-history';
import { codeNames, dictServiceOf, createNamedAnswers } from '../dict';
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
  // Each answer names its area, category and industry codes (dict/code-names.ts).
  const dict = dictServiceOf(deps.db);
  const namedSearch = createNamedAnswers<Awaited<ReturnType<typeof search.search>>['result']>(dict);
  const namedHome = createNamedAnswers<Awaited<ReturnType<typeof home>>>(dict);
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
        return namedSearch(result, locale, () => ({
          area: [input.area, ...result.rows.map((r) => r.area), ...result.facets.area.map((v) => v.value)],
          job_category: [input.category, ...result.facets.category.map((v) => v.value)],
          industry: [input.industry, ...result.facets.industry.map((v) => v.value)],
        }));
      },
    }),
    route({
      method: 'GET',
      url: '/recruitment/job/home',
      guard: guard.public,
      repeatedAnswers: true,
      handler: async ({ locale }) => {
        const feed = await home();
        return namedHome(feed, locale, () => ({
          area: [
            ...[...feed.hot, ...feed.newest].map((j) => j.area),
            ...feed.featuredOrgs.map((o) => o.region),
          ],
          industry: feed.featuredOrgs.map((o) => o.industry),
        }));
      },
    }),
    route({
      method: 'GET',
      url: '/recruitment/job/:id',
      guard: guard.public,
      params: ZIdParams,
      handler: async ({ params, user, locale }) => {
        const job = await publicJob(deps, params.id, user?.accountId ?? null);
        if (user) await recordView(deps, user.accountId, 'job', job.id);
        const names = await codeNames(dict, locale, {
          area: [job.area, job.org?.region, job.place.area, ...job.otherJobs.map((o) => o.area)],
          job_category: [job.category],
          industry: [job.org?.industry],
        });
        return { ...job, names };
      },
    }),
    route({
      method: 'GET',
      url: '/recruitment/job/:id/similar',
      guard: guard.public,
      params: ZIdParams,
      handler: async ({ params, locale }) => {
        const similar = await similarJobs(deps, params.id);
        const names = await codeNames(dict, locale, { area: similar.rows.map((j) => j.area) });
        return { ...similar, names };
      },
    }),
    route({
      method: 'GET',
      url: '/recruitment/company/:id',
      guard: guard.public,
      params: ZIdParams,
      input: ZCompanyJobs,
      handler: async ({ params, input, user, locale }) => {
        const company = await publicCompany(deps, params.id, input, user?.accountId ?? null);
        if (user) await recordView(deps, user.accountId, 'org', company.id);
        const names = await codeNames(dict, locale, {
          area: [company.region, ...company.jobs.rows.map((j) => j.area)],
          industry: [company.industry],
        });
        return { ...company, names };
      },
    }),
  ];
}
