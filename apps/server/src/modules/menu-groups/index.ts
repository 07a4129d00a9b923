import type { TMenuDef, TModule } from '../../core/module';

/**
 * The numbered function groups of the back office (SPEC §1) as top-level menu directories.
 * A group links to no role itself: the menu shows it to whoever is granted a screen inside it,
 * so a group without screens never appears. Screen modules name these keys as `parent`.
 */
const GROUPS: [key: string, titleZh: string, titleEn: string, icon: string][] = [
  ['g01', '个人服务', 'My services', 'user'],
  ['g02', '人才项目', 'Talent programmes', 'trophy'],
  ['g05', '招聘管理', 'Recruitment', 'solution'],
  ['g06', '评审审批', 'Approvals', 'audit'],
  ['g07', '业务管理', 'Service management', 'appstore'],
  ['g08', '人事档案', 'Personnel archives', 'folder'],
  ['g09', '人才认定与服务', 'Recognition and services', 'safety'],
  ['g20', '内容管理', 'Content', 'read'],
  ['g21', '统计分析', 'Statistics', 'bar-chart'],
  ['g30', '系统管理', 'System', 'setting'],
];

export const MENU_GROUPS: TMenuDef[] = GROUPS.map(([key, titleZh, titleEn, icon], i) => ({
  key,
  type: 'M',
  path: key,
  titleZh,
  titleEn,
  icon,
  sort: (i + 1) * 10,
  roles: [],
}));

export const menuGroupsModule: TModule = { name: 'menu-groups', menus: MENU_GROUPS };
