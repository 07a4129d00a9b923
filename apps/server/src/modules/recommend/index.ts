import { type TMenuDef, type TModule, menuButton } from '../../core/module';
import { RECOMMEND_PERMS, recommendRoutes } from './recommend.routes';

const BOTH = ['person', 'org'];

/**
 * g010702 recommend: one screen for persons (postings) and organisations (talents); each side's
 * calls hang off a button permission of its role, so neither reads the other's recommendations.
 */
export const RECOMMEND_MENUS: TMenuDef[] = [
  {
    key: 'g010702:recommend',
    parent: 'g01',
    type: 'C',
    path: 'g010702/recommend',
    component: 'g010702/recommend',
    titleZh: '为我推荐',
    titleEn: 'Recommended',
    icon: 'trophy',
    sort: 70,
    roles: BOTH,
  },
  menuButton('g010702:recommend', 'jobs', RECOMMEND_PERMS.person, '推荐职位', 'Recommended postings', 1, [
    'person',
  ]),
  menuButton('g010702:recommend', 'talents', RECOMMEND_PERMS.org, '推荐人才', 'Recommended talents', 2, [
    'org',
  ]),
];

/** Recommendations with match reasons (scoring in score.ts). */
export const recommendModule: TModule = {
  name: 'recommend',
  routes: recommendRoutes,
  menus: RECOMMEND_MENUS,
};
