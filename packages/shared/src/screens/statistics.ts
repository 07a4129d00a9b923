import { STAFF, button, titles } from './define';
import { STATISTICS_PERMS } from './perms';
import type { TMenuScreenDef } from './types';

/** g21 statistics: the dashboard of figures by period, place and industry, for staff. */
export const STATISTICS_SCREENS = [
  {
    key: 'g210101',
    layout: 'layout',
    type: 'C',
    parent: 'g21',
    path: 'g210101',
    component: 'g210101/index',
    titles: titles('数据统计', 'Statistics dashboard'),
    icon: 'bar-chart',
    sort: 1,
    perm: STATISTICS_PERMS.view,
    roles: STAFF,
    buttons: [button('export', STATISTICS_PERMS.export, '导出统计', 'Export statistics', 1)],
    api: 'statistics',
  },
] as const satisfies readonly TMenuScreenDef[];
