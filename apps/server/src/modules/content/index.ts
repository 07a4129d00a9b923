import type { TModule } from '../../core/module';
import { fieldError } from '../system-users';
import { guard, route } from '../../core/route';
import type { TCollectionKind } from '../collections';
import { editorRoutes, publicRoutes } from './content-routes';
import { featuredIdOf } from './content.repository';
import { announcementKind, articleKind, bannerKind, featuredKind } from './content.kinds';
import { contentDemoSeed } from './content.seed';
import { newsSummaryKind, portalHome } from './portal-home';

/**
 * Portal home content (g200101: banners, featured items), news (g200501) and announcements
 * (g070114), with the public reads of the portal and discover homes. Featured items are shown
 * through the collection kinds' summaries, so any collectable kind can be featured.
 */
export function contentModule(kinds: readonly TCollectionKind[]): TModule {
  const summaries = new Map([...kinds, newsSummaryKind].map((k) => [k.kind, k]));
  // A featured item must be public when it is saved; it is hidden again if withdrawn later.
  const checkedFeatured: typeof featuredKind = {
    ...featuredKind,
    check: async (db, input, id) => {
      const k = summaries.get(input.kind);
      const found = k ? await k.summaries(db, [input.targetId], 'en') : new Map();
      if (!found.has(input.targetId)) throw fieldError('targetId', 'content.featuredNotPublic');
      const same = await featuredIdOf(db, input.kind, input.targetId);
      if (same !== undefined && same !== id) throw fieldError('targetId', 'content.featuredTwice');
    },
  };
  return {
    name: 'content',
    routes: (deps) => [
      ...editorRoutes(deps, bannerKind),
      ...editorRoutes(deps, checkedFeatured),
      ...editorRoutes(deps, articleKind),
      ...editorRoutes(deps, announcementKind),
      ...publicRoutes(deps, articleKind),
      ...publicRoutes(deps, announcementKind),
      route({
        method: 'GET',
        url: '/public/portalHome',
        guard: guard.public,
        handler: async ({ locale }) => portalHome(deps.db, locale, summaries),
      }),
    ],
    seeds: [contentDemoSeed],
  };
}

// What other modules use of this one (its public surface).
export { collectableKind } from './collectable';
export type { TContentKind, TPresentContext } from './content-kind';
export { editorRoutes, publicRoutes } from './content-routes';
export {
  day,
  keywordOver,
  optionalAmount,
  optionalDay,
  optionalFilter,
  optionalId,
  plainText,
  positiveId,
  requiredText,
  richText,
  sortOrder,
  storedFiles,
  storedImage,
} from './content-schemas';
export { presentArticle } from './content.kinds';
export { regionNames } from './region-names';
