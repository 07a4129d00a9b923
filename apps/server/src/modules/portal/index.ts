import type { TMenuDef, TModule } from '../../core/module';
import { guard, route } from '../../core/route';
import { accountCounters } from './counters';
import { createStatsService } from './stats.service';

/**
 * The public zone's home as content staff see it, inside the back office (an inner-link page).
 * The link is a page of this portal: the menu tree gives it the configured public origin.
 */
export const PORTAL_PREVIEW_MENUS: TMenuDef[] = [
  {
    key: 'g20:portal-preview',
    parent: 'g20',
    type: 'C',
    component: 'InnerLink',
    link: '/rcwb/recruitment/zoneHome',
    titleZh: '门户预览',
    titleEn: 'Public site preview',
    icon: 'global',
    sort: 90,
    roles: ['admin', 'editor'],
  },
];

/**
 * Public live counts for the portal home (GET /portal/stats), gathered from every module's
 * `counters`. The module list is passed as a function and read on demand, so the list that
 * contains this module can hand itself over without an import cycle.
 */
export function portalModule(
  modules: () => TModule[],
  opts: { ttlMs?: number; now?: () => number } = {},
): TModule {
  return {
    name: 'portal',
    counters: accountCounters,
    menus: PORTAL_PREVIEW_MENUS,
    routes: (deps) => {
      const stats = createStatsService(deps, () => modules().flatMap((m) => m.counters ?? []), opts);
      return [
        route({
          method: 'GET',
          url: '/portal/stats',
          guard: guard.public,
          handler: async () => stats.get(),
        }),
      ];
    },
  };
}
