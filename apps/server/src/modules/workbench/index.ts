import type { TMenuDef, TModule } from '../../core/module';
import { guard, route } from '../../core/route';
import { personWorkbench } from './workbench.service';

/** g010105: the person's workbench (DOMAIN.md). */
export const WORKBENCH_MENUS: TMenuDef[] = [
  {
    key: 'g010105',
    parent: 'g01',
    type: 'C',
    path: 'g010105',
    component: 'g010105/index',
    titleZh: '工作台',
    titleEn: 'Workbench',
    icon: 'dashboard',
    sort: 1,
    noCache: true,
    roles: ['person'],
  },
];

/** The person's workbench: one call with every count, read from the tables that hold them. */
export const workbenchModule: TModule = {
  name: 'workbench',
  routes: (deps) => [
    route({
      method: 'GET',
      url: '/workbench/person',
      guard: guard.role('person'),
      handler: ({ user }) => personWorkbench(deps.db, user.accountId),
    }),
  ],
  menus: WORKBENCH_MENUS,
};
