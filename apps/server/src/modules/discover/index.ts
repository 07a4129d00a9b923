import { desc, eq } from 'drizzle-orm';
import type { TModule } from '../../core/module';
import { guard, route } from '../../core/route';
import { articles, experts, techDemands, achievements } from '../../db/schema';
import { editorRoutes, publicRoutes } from '../content/content-routes';
import { presentArticle } from '../content/content.kinds';
import type { TPresentContext } from '../content/content-kind';
import { regionNames } from '../content/region-names';
import { DISCOVER_DICTS, discoverDemoSeed } from './discover.seed';
import { moduleDictSeed } from '../system-users/system-users.seed';
import {
  achievementKind,
  allFields,
  demandKind,
  expertFieldKind,
  expertKind,
  fieldNames,
  presentAchievement,
  presentDemand,
  presentExpert,
} from './discover.kinds';

export { discoverCollectionKinds } from './discover.collectable';

/** Discover area (DOMAIN.md): experts g200301, expert fields g200302, demands and achievements g200401. */
export const discoverModule: TModule = {
  name: 'discover',
  routes: (deps) => {
    const { db } = deps;
    return [
      ...editorRoutes(deps, expertFieldKind),
      ...editorRoutes(deps, expertKind),
      ...editorRoutes(deps, demandKind),
      ...editorRoutes(deps, achievementKind),
      route({
        method: 'GET',
        url: '/public/expertField/list',
        guard: guard.public,
        handler: async ({ locale }) => allFields(db, locale),
      }),
      route({
        method: 'GET',
        url: '/public/discover/home',
        guard: guard.public,
        // The discover home: latest news and highlights, open demands, achievements and experts.
        handler: async ({ locale }) => {
          const [news, highlights, demands, achievementRows, expertRows] = await Promise.all([
            db
              .select()
              .from(articles)
              .where(eq(articles.status, 'published'))
              .orderBy(desc(articles.publishedAt))
              .limit(6),
            db
              .select()
              .from(articles)
              .where(eq(articles.status, 'published'))
              .orderBy(desc(articles.highlight), desc(articles.publishedAt))
              .limit(3),
            db
              .select()
              .from(techDemands)
              .where(eq(techDemands.status, 'published'))
              .orderBy(desc(techDemands.publishedAt))
              .limit(5),
            db
              .select()
              .from(achievements)
              .where(eq(achievements.status, 'published'))
              .orderBy(desc(achievements.publishedAt))
              .limit(5),
            db
              .select()
              .from(experts)
              .where(eq(experts.status, 'published'))
              .orderBy(desc(experts.publishedAt))
              .limit(6),
          ]);
          const ctx: TPresentContext = {
            db,
            locale,
            audience: 'public',
            fieldNames: await fieldNames(db, locale),
            regionNames: await regionNames(
              db,
              [...demands, ...expertRows].map((r) => r.region),
              locale,
            ),
          };
          return {
            news: news.map(presentArticle),
            highlights: highlights.filter((a) => a.highlight).map(presentArticle),
            demands: demands.map((d) => presentDemand(d, ctx)),
            achievements: achievementRows.map((a) => presentAchievement(a, ctx)),
            experts: expertRows.map((e) => presentExpert(e, ctx)),
          };
        },
      }),
      route({
        method: 'GET',
        url: '/public/expert/facets',
        guard: guard.public,
        // Filter choices of the expert library: the titles and regions of published experts.
        handler: async ({ locale }) => {
          const published = eq(experts.status, 'published');
          const [titles, regions] = await Promise.all([
            db.selectDistinct({ v: experts.title }).from(experts).where(published).orderBy(experts.title),
            db.selectDistinct({ v: experts.region }).from(experts).where(published),
          ]);
          const names = await regionNames(
            db,
            regions.map((r) => r.v),
            locale,
          );
          return {
            titles: titles.map((r) => r.v).filter(Boolean),
            regions: [...names]
              .map(([value, label]) => ({ value, label }))
              .sort((a, b) => a.value.localeCompare(b.value)),
          };
        },
      }),
      ...publicRoutes(deps, expertKind),
      ...publicRoutes(deps, demandKind),
      ...publicRoutes(deps, achievementKind),
    ];
  },
  seeds: [moduleDictSeed('discover:dict', DISCOVER_DICTS), discoverDemoSeed],
};
