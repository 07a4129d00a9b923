import type { TLocale } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { type TPresentContext, presentArticle, regionNames } from '../content';
import { fieldNames, presentAchievement, presentDemand, presentExpert } from './discover.kinds';
import { discoverHomeRows, expertFacetRows } from './discover.repository';

/** The discover home: latest news and highlights, open demands, achievements and experts. */
export async function discoverHome(deps: TDeps, locale: TLocale) {
  const { db } = deps;
  const rows = await discoverHomeRows(db);
  const ctx: TPresentContext = {
    db,
    locale,
    audience: 'public',
    fieldNames: await fieldNames(db, locale),
    regionNames: await regionNames(
      db,
      [...rows.demands, ...rows.experts].map((r) => r.region),
      locale,
    ),
  };
  return {
    news: rows.news.map(presentArticle),
    highlights: rows.highlights.filter((a) => a.highlight).map(presentArticle),
    demands: rows.demands.map((d) => presentDemand(d, ctx)),
    achievements: rows.achievements.map((a) => presentAchievement(a, ctx)),
    experts: rows.experts.map((e) => presentExpert(e, ctx)),
  };
}

/** Filter choices of the expert library: the titles and regions of published experts. */
export async function expertFacets(deps: TDeps, locale: TLocale) {
  const { titles, regions } = await expertFacetRows(deps.db);
  const names = await regionNames(deps.db, regions, locale);
  return {
    titles: titles.filter(Boolean),
    regions: [...names]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.value.localeCompare(b.value)),
  };
}
