import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { editorRoutes, publicRoutes } from '../content';
import { achievementKind, allFields, demandKind, expertFieldKind, expertKind } from './discover.kinds';
import { discoverHome, expertFacets } from './discover.service';

/** Routes of the discover area: its content kinds' editors and public pages, the home and facets. */
export function discoverRoutes(deps: TDeps) {
  return [
    ...editorRoutes(deps, expertFieldKind),
    ...editorRoutes(deps, expertKind),
    ...editorRoutes(deps, demandKind),
    ...editorRoutes(deps, achievementKind),
    route({
      method: 'GET',
      url: '/public/expertField/list',
      guard: guard.public,
      handler: async ({ locale }) => allFields(deps.db, locale),
    }),
    route({
      method: 'GET',
      url: '/public/discover/home',
      guard: guard.public,
      handler: async ({ locale }) => discoverHome(deps, locale),
    }),
    route({
      method: 'GET',
      url: '/public/expert/facets',
      guard: guard.public,
      handler: async ({ locale }) => expertFacets(deps, locale),
    }),
    ...publicRoutes(deps, expertKind),
    ...publicRoutes(deps, demandKind),
    ...publicRoutes(deps, achievementKind),
  ];
}
