import type { TModule } from '../../core/module';
import { contentScreenMenus } from '../content';
import { moduleDictSeed } from '../system-users';
import { POLICY_DICTS, policyDemoSeed } from './policy.seed';
import { policyRoutes } from './policy.routes';

export { policyCollectionKind } from './policy.collectable';

/** Talent policies (g200103) and their comparison dimensions (g200104), with the public reads. */
export const policyModule: TModule = {
  name: 'policy',
  routes: policyRoutes,
  menus: [
    ...contentScreenMenus({
      key: 'g200103',
      parent: 'g20',
      titleZh: '人才政策',
      titleEn: 'Talent policies',
      icon: 'file-text',
      sort: 103,
      perm: 'g20:policy',
      publishable: true,
      pages: [
        ['add', 'add', '新增政策', 'New policy'],
        ['add/:id/:type', 'add', '政策信息', 'Policy'],
      ],
    }),
    ...contentScreenMenus({
      key: 'g200104',
      parent: 'g20',
      titleZh: '对比维度',
      titleEn: 'Comparison dimensions',
      icon: 'column-width',
      sort: 104,
      perm: 'g20:dimension',
    }),
  ],
  seeds: [moduleDictSeed('policy:dict', POLICY_DICTS), policyDemoSeed],
};
