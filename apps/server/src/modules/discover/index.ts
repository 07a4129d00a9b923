import type { TModule } from '../../core/module';
import { contentScreenMenus } from '../content';
import { DISCOVER_DICTS, discoverDemoSeed } from './discover.seed';
import { moduleDictSeed } from '../system-users';
import { discoverRoutes } from './discover.routes';

export { discoverCollectionKinds } from './discover.collectable';

/** Discover area (DOMAIN.md): experts g200301, expert fields g200302, demands and achievements g200401. */
export const discoverModule: TModule = {
  name: 'discover',
  routes: discoverRoutes,
  menus: [
    ...contentScreenMenus({
      key: 'g200301',
      parent: 'g20',
      titleZh: '专家库管理',
      titleEn: 'Experts',
      icon: 'team',
      sort: 301,
      perm: 'g20:expert',
      publishable: true,
      pages: [
        ['add', 'add', '新增专家', 'New expert'],
        ['add/:id/:type', 'add', '专家信息', 'Expert'],
      ],
    }),
    ...contentScreenMenus({
      key: 'g200302',
      parent: 'g20',
      titleZh: '专家领域',
      titleEn: 'Expert fields',
      icon: 'tags',
      sort: 302,
      perm: 'g20:expertField',
    }),
    ...contentScreenMenus({
      key: 'g200401',
      parent: 'g20',
      titleZh: '需求与成果',
      titleEn: 'Demands and achievements',
      icon: 'bulb',
      sort: 401,
      perm: 'g20:demand',
      publishable: true,
      alsoPerms: ['g20:achievement'],
      pages: [
        ['add', 'add', '新增需求或成果', 'New demand or achievement'],
        ['add/:id/:type', 'add', '需求或成果', 'Demand or achievement'],
      ],
    }),
  ],
  seeds: [moduleDictSeed('discover:dict', DISCOVER_DICTS), discoverDemoSeed],
};
